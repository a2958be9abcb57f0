/**
 * The sample zupus as a reference set: at the first start (or a new builder version) it queues the
 * job that draws the books into the file store and then their OCR jobs (sampleJob.ts), so the books
 * appear while the server already answers. SAMPLE_ZUPUS sets the number of books (0: none),
 * SAMPLE_ZUPU_PAGES the most pages a book gets.
 */
import type { Db } from '../../db/database';
import { envSchema } from '../../env';
import { enqueue } from '../../jobs/queue';
import type { LoadResult } from '../reference/load';
import { SAMPLE_ZUPU_SEED } from './book';
import { SAMPLE_ZUPUS_JOB, type SamplePayload } from './sampleJob';

export const SAMPLE_ZUPUS_SET = 'sample-zupus';
/** Raise when the books or their drawing change for the same size and seed. */
const BUILDER_VERSION = 1;

export function sampleZupusSize(source: Record<string, string | undefined> = process.env): number {
  return envSchema.shape.SAMPLE_ZUPUS.parse(source.SAMPLE_ZUPUS || undefined);
}

/** SAMPLE_ZUPU_PAGES: the most pages a sample book gets. */
export function sampleZupuPages(source: Record<string, string | undefined> = process.env): number {
  return envSchema.shape.SAMPLE_ZUPU_PAGES.parse(source.SAMPLE_ZUPU_PAGES || undefined);
}

export function sampleZupusVersion(books = sampleZupusSize(), maxPages = sampleZupuPages()): string {
  return `zupus-${books}${maxPages < 60 ? `x${maxPages}` : ''}/seed-${SAMPLE_ZUPU_SEED}/builder-${BUILDER_VERSION}`;
}

export async function queueSampleZupus(db: Db, out: (line: string) => void, books = sampleZupusSize(), maxPages = sampleZupuPages()): Promise<LoadResult> {
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('reference_data_versions').where('name', '=', SAMPLE_ZUPUS_SET).execute();
    await enqueue(trx, { kind: SAMPLE_ZUPUS_JOB, payload: { books, ...(maxPages < 60 ? { maxPages } : {}) } satisfies SamplePayload, now: new Date(), maxAttempts: 5 });
    await trx.insertInto('reference_data_versions').values({ name: SAMPLE_ZUPUS_SET, version: sampleZupusVersion(books, maxPages), row_count: books, load_ms: 0 }).execute();
  });
  out(`Queued the sample zupus (${books} books): their pages are drawn and read in the background`);
  return { rows: books, ms: Math.round(performance.now() - started) };
}
