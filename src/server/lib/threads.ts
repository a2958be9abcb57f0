/** Worker threads on the server's TypeScript modules. */
import { Worker, type ResourceLimits, type Transferable } from 'node:worker_threads';

/**
 * A thread running `entry` (a module URL), which reads its own start-up data from
 * `workerData`; `transferList` moves ports or buffers in `data` to it; `resourceLimits` sizes its heap.
 */
export function startThread(entry: URL, name: string, data: Record<string, unknown>, transferList: Transferable[] = [], resourceLimits?: ResourceLimits): Worker {
  return new Worker(new URL('./threadBoot.mjs', import.meta.url), { name, workerData: { ...data, entry: entry.href }, transferList, resourceLimits });
}
