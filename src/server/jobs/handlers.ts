/** Every background job kind and its handler; areas add theirs here. */
import { EXPORT_JOB, runExport } from '../modules/gedcom/exportJob';
import { IMPORT_JOB, runImport } from '../modules/gedcom/importJob';
import type { JobHandler, JobWorker } from './worker';
import { REQUEST_MAIL_JOB, runRequestMail } from '../modules/requests/mailJob';

/** The handlers by kind, as the worker pool's threads look them up. */
export const jobHandlers: Record<string, JobHandler> = {
  [IMPORT_JOB]: runImport,
  [EXPORT_JOB]: runExport,
  [REQUEST_MAIL_JOB]: runRequestMail,
};

export function registerJobHandlers(worker: JobWorker): JobWorker {
  for (const [kind, handler] of Object.entries(jobHandlers)) worker.register(kind, handler);
  return worker;
}
