/**
 * The sample zupus' job: builds the books (book.ts), draws each leaf (render.ts) into the file store
 * with its ground truth beside it (`<page>.truth.txt`, for the OCR benchmark only), and queues each
 * book's OCR. Runs in a worker thread; each book's rows are one short transaction, each page's image
 * one update. A book already drawn in full is kept, so a restarted job goes on where it stopped.
 */
import type { Job } from '../../jobs/queue';
import type { JobContext } from '../../jobs/worker';
import { mulberry32 } from '../../lib/random';
import { pageKey, queueOcr } from '../../modules/zupus/pages';
import { leafTruth, sampleBooks, type SampleBook } from './book';
import { LEAF_HEIGHT, LEAF_WIDTH, renderLeaf } from './render';

export const SAMPLE_ZUPUS_JOB = 'zupus.sample';

export interface SamplePayload {
  books: number;
  maxPages?: number;
  seed?: number;
}

async function writeBookRows(ctx: JobContext, book: SampleBook): Promise<void> {
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    await ctx.confirmLease(trx);
    await trx.deleteFrom('zupus').where('id', '=', book.id).execute();
    await trx
      .insertInto('zupus')
      .values({
        id: book.id,
        title: book.title,
        surname: book.surname,
        surname_traditional: book.surnameTraditional,
        hall_name: book.hallName,
        generation_poem: book.generationPoem,
        ancestral_places: JSON.stringify([book.place]),
        place_ids: [book.place.place_id],
        volumes: book.volumes,
        compiled_year: book.compiledYear,
        page_count: book.leaves.length,
        description: `Sample collection: a generated ${book.leaves.length}-leaf lineage book of the ${book.surnameTraditional} clan of ${book.place.name}${book.degraded ? ', drawn as a worn scan' : ''}.`,
        is_sample: true,
        created_at: now,
      })
      .execute();
    await trx.insertInto('zupu_pages').values(book.leaves.map((_, i) => ({ zupu_id: book.id, page: i + 1, ocr_boxes: '[]' }))).execute();
  });
}

async function drawn(ctx: JobContext, book: SampleBook): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('zupu_pages')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.count<string>('image_key').as('drawn')])
    .where('zupu_id', '=', book.id)
    .executeTakeFirstOrThrow();
  return Number(row.n) === book.leaves.length && Number(row.drawn) === book.leaves.length;
}

export async function runSampleZupus(job: Job, ctx: JobContext): Promise<{ books: number; pages: number }> {
  const o = job.payload as SamplePayload;
  const books = sampleBooks({ books: o.books, maxPages: o.maxPages, seed: o.seed });
  const keep = books.map((b) => b.id);
  await ctx.db.deleteFrom('zupus').where('is_sample', '=', true).where('id', 'not in', keep).execute();
  let pages = 0;
  for (const [n, book] of books.entries()) {
    if (await drawn(ctx, book)) continue;
    await writeBookRows(ctx, book);
    const random = mulberry32(book.compiledYear * 31 + n);
    for (const [i, leaf] of book.leaves.entries()) {
      ctx.checkpoint();
      const page = i + 1;
      const png = await renderLeaf(leaf, book.look, random);
      await ctx.files.put(pageKey(book.id, page), png, 'image/png');
      await ctx.files.put(pageKey(book.id, page, 'truth.txt'), Buffer.from(leafTruth(leaf)), 'text/plain; charset=utf-8');
      await ctx.db.updateTable('zupu_pages').set({ image_key: pageKey(book.id, page), width: LEAF_WIDTH, height: LEAF_HEIGHT }).where('zupu_id', '=', book.id).where('page', '=', page).execute();
      pages++;
    }
    await queueOcr(ctx.db, book.id, ctx.clock());
    await ctx.progress('drawing', Math.round(((n + 1) / books.length) * 100));
  }
  return { books: books.length, pages };
}
