/** Every background job kind and its handler; areas add theirs here. */
import type { JobWorker } from './worker';

export function registerJobHandlers(worker: JobWorker): JobWorker {
  return worker;
}
