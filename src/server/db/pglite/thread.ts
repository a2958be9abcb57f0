/**
 * The database thread: opens PGlite on its data directory and hosts it for the API thread and the
 * worker pool, which each connect with a port of their own.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../extensions';
import { PGliteHost } from './host';

export type ThreadMessage = { op: 'connect'; port: MessagePort } | { op: 'close' } | { op: 'stats'; id: number };

const port = parentPort!;
try {
  const client = await PGlite.create(workerData.dataDir as string | undefined, { extensions: pgliteExtensions });
  const host = new PGliteHost(client);
  port.on('message', async (m: ThreadMessage) => {
    if (m.op === 'connect') host.serve(m.port);
    else if (m.op === 'stats') port.postMessage({ op: 'stats', id: m.id, stats: host.stats() });
    else if (m.op === 'close') {
      await host.close();
      port.postMessage({ op: 'closed' });
      port.close();
    }
  });
  port.postMessage({ op: 'ready' });
} catch (err) {
  port.postMessage({ op: 'failed', message: err instanceof Error ? err.message : String(err) });
}
