/** Every background job kind and its handler; areas add theirs here. */
import { EXPORT_JOB, runExport } from '../modules/gedcom/exportJob';
import { IMPORT_JOB, runImport } from '../modules/gedcom/importJob';
import { HINTS_COLLECTION_JOB, HINTS_TREE_JOB, runCollectionHints, runTreeHints } from '../modules/hints/jobs';
import type { JobHandler, JobWorker } from './worker';
import { OCR_JOB } from '../modules/zupus/pages';
import { runOcr } from '../modules/zupus/ocrJob';
import { runSampleZupus, SAMPLE_ZUPUS_JOB } from '../data/zupus/sampleJob';
import { runSourceImagesOcr, SOURCE_IMAGES_OCR_JOB } from '../modules/records/sourceImageOcrJob';
import { REQUEST_MAIL_JOB, runRequestMail } from '../modules/requests/mailJob';
import { NEWSLETTER_ISSUE_JOB, runNewsletterIssue } from '../modules/newsletter/issueJob';

/** The handlers by kind, as the worker pool's threads look them up. */
export const jobHandlers: Record<string, JobHandler> = {
  [IMPORT_JOB]: runImport,
  [EXPORT_JOB]: runExport,
  [OCR_JOB]: runOcr,
  [SAMPLE_ZUPUS_JOB]: runSampleZupus,
  [SOURCE_IMAGES_OCR_JOB]: runSourceImagesOcr,
  [HINTS_TREE_JOB]: runTreeHints,
  [HINTS_COLLECTION_JOB]: runCollectionHints,
  [REQUEST_MAIL_JOB]: runRequestMail,
  [NEWSLETTER_ISSUE_JOB]: runNewsletterIssue,
};

export function registerJobHandlers(worker: JobWorker): JobWorker {
  for (const [kind, handler] of Object.entries(jobHandlers)) worker.register(kind, handler);
  return worker;
}
