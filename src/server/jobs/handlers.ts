/** Every background job kind and its handler; areas add theirs here. */
import { EXPORT_JOB, runExport } from '../modules/gedcom/exportJob';
import { IMPORT_JOB, runImport } from '../modules/gedcom/importJob';
import type { JobWorker } from './worker';

export function registerJobHandlers(worker: JobWorker): JobWorker {
  worker.register(IMPORT_JOB, runImport);
  worker.register(EXPORT_JOB, runExport);
  return worker;
}
