/**
 * Batches of reference rows built in a worker thread, with backpressure: the thread stays at most
 * `inFlight` batches ahead of the rows written. The reader answers each batch it has taken with a
 * message, and only then does the thread send the next one; `null` ends the stream.
 */
import type { MessagePort } from 'node:worker_threads';
import { startThread } from '../../lib/threads';

/** Thread side: posts the batches, waiting for credit whenever `inFlight` are unanswered. */
export async function sendWithCredit<T>(port: MessagePort, batches: Iterable<T[]>, inFlight: number): Promise<void> {
  let credit = inFlight;
  let resume: (() => void) | undefined;
  port.on('message', () => {
    credit++;
    resume?.();
  });
  for (const batch of batches) {
    while (credit === 0) await new Promise<void>((r) => (resume = r));
    credit--;
    port.postMessage(batch);
  }
  port.postMessage(null);
}

/**
 * Reader side: the batches the thread at `entry` sends (`stats.maxQueued` tells how far ahead it
 * got). Ending the iteration early stops the thread.
 */
export async function* threadBatches<T>(entry: URL, name: string, data: Record<string, unknown>, stats: { maxQueued: number } = { maxQueued: 0 }): AsyncGenerator<T[]> {
  const worker = startThread(entry, name, data);
  const queue: (T[] | null)[] = [];
  let wake: (() => void) | undefined;
  let failure: Error | undefined;
  worker.on('message', (batch: T[] | null) => {
    queue.push(batch);
    stats.maxQueued = Math.max(stats.maxQueued, queue.length);
    wake?.();
  });
  worker.on('error', (err) => {
    failure = err;
    wake?.();
  });
  worker.on('exit', (code) => {
    if (code !== 0 && !failure) failure = new Error(`the ${name} thread exited with code ${code}`);
    wake?.();
  });
  try {
    for (;;) {
      if (!queue.length) {
        if (failure) throw failure;
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
        continue;
      }
      const batch = queue.shift()!;
      if (batch === null) return;
      yield batch;
      // Taken and written: the thread may send one more.
      worker.postMessage('more');
    }
  } finally {
    await worker.terminate();
  }
}
