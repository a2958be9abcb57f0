/**
 * A pool thread: opens the database through the link it was given, loads the task registry, and runs
 * the tasks the API thread sends, at job priority for background work. Bytes in an answer (at its top
 * level) are moved to the API thread rather than copied. While idle at first, it runs the registry's
 * priming (`prime`), so its first real tasks run compiled code.
 */
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { openLinked, type DatabaseLink } from '../db/database';
import { withPriority } from '../db/priority';
import { openStore, type StoreSpec } from '../files/storeConfig';
import { createLogger } from '../logger';
import { decodeTaskError, encodeTaskError } from './errors';
import type { FromThread, TaskContext, TaskRegistry, ToThread } from './pool';

const data = workerData as { tasks: string; link: DatabaseLink; logLevel: string; files: StoreSpec };
const port = parentPort!;
const logger = createLogger(data.logLevel).child({ thread: threadId });
const loaded = (await import(data.tasks)) as { tasks: TaskRegistry; prime?: (idle: () => boolean) => Promise<unknown> };
const registry = loaded.tasks;
const database = openLinked(data.link, (err) => logger.error({ err }, 'lost a database connection'));
const local = new Map<string, unknown>();
const files = openStore(data.files);
const controllers = new Map<number, AbortController>();

/** Buffers this thread alone holds, at the answer's top level, to move instead of copy. */
function transferables(output: unknown): ArrayBuffer[] {
  const found = new Set<ArrayBuffer>();
  const add = (v: unknown) => {
    if (v instanceof Uint8Array && v.buffer instanceof ArrayBuffer && v.byteOffset === 0 && v.byteLength === v.buffer.byteLength) found.add(v.buffer);
  };
  add(output);
  if (output && typeof output === 'object' && !ArrayBuffer.isView(output)) Object.values(output).forEach(add);
  return [...found];
}

async function run(m: Extract<ToThread, { op: 'run' }>) {
  const controller = new AbortController();
  controllers.set(m.id, controller);
  const ctx: TaskContext = { db: database.db, clock: () => new Date(), logger, signal: controller.signal, local, files };
  try {
    const task = registry[m.name];
    if (!task) throw new Error(`No task named ${m.name}.`);
    const output = await withPriority(m.background ? 'job' : 'request', () => task(m.input, ctx));
    port.postMessage({ op: 'done', id: m.id, output } satisfies FromThread, transferables(output));
  } catch (err) {
    port.postMessage({ op: 'failed', id: m.id, error: encodeTaskError(err) } satisfies FromThread);
  } finally {
    controllers.delete(m.id);
  }
}

port.on('message', (m: ToThread) => {
  if (m.op === 'run') void run(m);
  else if (m.op === 'abort') controllers.get(m.id)?.abort(decodeTaskError(m.reason));
  else if (m.op === 'close') {
    // Layouts still being stored after their answers went are finished first.
    const settling = [...local.values()].map((value) => (typeof (value as { settle?: unknown } | null)?.settle === 'function' ? (value as { settle(): Promise<void> }).settle() : undefined));
    void Promise.all(settling)
      .then(() => database.close())
      .finally(() => process.exit(0));
  }
});
port.postMessage({ op: 'ready' } satisfies FromThread);
// The registry's priming runs while no task does; the pool counts the threads it has primed.
if (loaded.prime) {
  loaded
    .prime(() => controllers.size === 0)
    .then(() => port.postMessage({ op: 'primed' } satisfies FromThread))
    .catch((err: unknown) => logger.warn({ err }, 'priming the thread failed'));
}
