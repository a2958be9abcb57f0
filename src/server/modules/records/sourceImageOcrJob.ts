/**
 * The OCR job of a collection's source images: reads each image of the current import still waiting,
 * one at a time, with Tesseract in a child process (English: the record pages are forms filled in by
 * Western clerks), and stores its text, boxes and search lexemes (the zupus' full text) in a
 * transaction of its own, so a restart goes on from the next unread image.
 */
import type { Db } from '../../db/database';
import { readAll } from '../../files/store';
import { enqueue, type Job } from '../../jobs/queue';
import { JobInputError, type JobContext } from '../../jobs/worker';
import { readPage, type OcrLang, type Reading } from '../../ocr/tesseract';
import { readingColumns } from '../zupus/pages';

export const SOURCE_IMAGES_OCR_JOB = 'records.source-images.ocr';

export interface SourceImagesOcrPayload {
  collection_id: string;
}

/** New images of a collection wait for their reading. */
export function queueSourceImagesOcr(db: Db, collectionId: string, now: Date): Promise<string> {
  return enqueue(db, { kind: SOURCE_IMAGES_OCR_JOB, payload: { collection_id: collectionId } satisfies SourceImagesOcrPayload, now, maxAttempts: 3 });
}

/** The image's text, boxes and lexemes, in the caller's transaction. */
export async function storeImageReading(db: Db, importId: string, id: string, reading: Pick<Reading, 'text' | 'chars' | 'confidence'>): Promise<void> {
  await db
    .updateTable('source_images')
    .set(readingColumns(reading))
    .where('import_id', '=', importId)
    .where('id', '=', id)
    .execute();
}

export async function runSourceImagesOcr(job: Job, ctx: JobContext): Promise<{ images: number; failed: number }> {
  const { collection_id } = job.payload as SourceImagesOcrPayload;
  if (typeof collection_id !== 'string') throw new JobInputError('The OCR job names no collection.');
  const waiting = await ctx.db
    .selectFrom('source_images as i')
    .innerJoin('record_collections as c', (j) => j.onRef('c.id', '=', 'i.collection_id').onRef('c.current_import', '=', 'i.import_id'))
    .select(['i.import_id', 'i.id', 'i.storage_key', 'i.ocr_lang'])
    .where('i.collection_id', '=', collection_id)
    .where('i.ocr_status', '=', 'pending')
    .orderBy('i.source_id')
    .orderBy('i.image_number')
    .execute();
  let done = 0;
  let failed = 0;
  for (const image of waiting) {
    ctx.checkpoint();
    const obj = await ctx.files.get(image.storage_key);
    if (!obj) {
      await ctx.db.updateTable('source_images').set({ ocr_status: 'failed' }).where('import_id', '=', image.import_id).where('id', '=', image.id).execute();
      failed++;
      continue;
    }
    const reading = await readPage(await readAll(obj), image.ocr_lang as OcrLang, ctx.signal);
    await ctx.db.transaction().execute(async (trx) => {
      await ctx.confirmLease(trx);
      await storeImageReading(trx, image.import_id, image.id, reading);
    });
    done++;
    await ctx.progress('ocr', Math.round(((done + failed) / waiting.length) * 100));
  }
  return { images: done, failed };
}
