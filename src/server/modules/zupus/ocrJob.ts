/**
 * The OCR job of a zupu: reads each page still waiting, one at a time, with Tesseract in a child
 * process (both vertical page modes, the better kept), and stores each page's text, boxes and search
 * lexemes in a transaction of its own, so a restart goes on from the next unread page.
 */
import { readAll } from '../../files/store';
import type { Job } from '../../jobs/queue';
import { JobInputError, type JobContext } from '../../jobs/worker';
import { readPage } from '../../ocr/tesseract';
import { storeReading, type OcrPayload } from './pages';

export async function runOcr(job: Job, ctx: JobContext): Promise<{ pages: number; failed: number }> {
  const { zupuId } = job.payload as OcrPayload;
  if (typeof zupuId !== 'string') throw new JobInputError('The OCR job names no zupu.');
  const waiting = await ctx.db
    .selectFrom('zupu_pages')
    .select(['page', 'image_key'])
    .where('zupu_id', '=', zupuId)
    .where('ocr_status', '=', 'pending')
    .where('image_key', 'is not', null)
    .orderBy('page')
    .execute();
  let done = 0;
  let failed = 0;
  for (const { page, image_key } of waiting) {
    ctx.checkpoint();
    const obj = await ctx.files.get(image_key!);
    if (!obj) {
      await ctx.db.updateTable('zupu_pages').set({ ocr_status: 'failed' }).where('zupu_id', '=', zupuId).where('page', '=', page).execute();
      failed++;
      continue;
    }
    const reading = await readPage(await readAll(obj), 'chi_tra_vert', ctx.signal);
    await ctx.db.transaction().execute(async (trx) => {
      await ctx.confirmLease(trx);
      await storeReading(trx, zupuId, page, reading);
    });
    done++;
    await ctx.progress('ocr', Math.round(((done + failed) / waiting.length) * 100));
  }
  return { pages: done, failed };
}
