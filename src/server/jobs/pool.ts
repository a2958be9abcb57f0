/**
 * One pool of worker threads for the server's CPU-heavy work: GEDCOM parsing (the whole import and
 * export jobs run there), layouts, diffs and images of trees, and the areas to come (image derivatives,
 * OCR, hints matching, reference builds). The API thread hands a task over by name with plain data and
 * gets plain data or bytes back; bytes are moved, not copied (transferred ArrayBuffers), so even the
 * 79 MB drawing of a 100,000-person tree costs the API thread nothing to receive.
 *
 * Our own small pool on node:worker_threads rather than piscina or tinypool, for what they do not do:
 * - each thread opens the database once, through a link of its own (a port to PGlite's host, or its
 *   own PostgreSQL connections), and keeps what it loaded between tasks;
 * - tasks for one tree go to the same thread (affinity), where that tree's graph and layouts are cached;
 * - background jobs and members' requests are placed apart: a long import holds one thread while
 *   drawings go to the others.
 *
 * The inline pool runs the same tasks in the calling thread, each input passed through structuredClone
 * as a thread would receive it: for tests, and for tools that have no threads to spare.
 */
import type { Worker } from 'node:worker_threads';
import type { Database, Db } from '../db/database';
import { withPriority } from '../db/priority';
import type { Clock } from '../deps';
import { noStore, type FileStore } from '../files/store';
import type { StoreSpec } from '../files/storeConfig';
import { startThread } from '../lib/threads';
import type { Logger } from '../logger';
import { decodeTaskError, encodeTaskError, type WireTaskError } from './errors';

export interface TaskContext {
  db: Db;
  clock: Clock;
  logger: Logger;
  /** Aborted when the task should stop at its next checkpoint; the reason is the error to throw. */
  signal: AbortSignal;
  /** What this executor keeps between tasks: one map per thread, or per inline pool. */
  local: Map<string, unknown>;
  /** The app's file store, opened in this thread. */
  files: FileStore;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Task<I = any, O = any> = (input: I, ctx: TaskContext) => Promise<O>;
export type TaskRegistry = Record<string, Task>;

export interface RunOptions {
  /** Tasks with the same key go to the same thread (its caches), unless that thread runs a job. */
  affinity?: string;
  /** A background job: its database calls wait behind members' requests, and it gets a thread to itself. */
  background?: boolean;
  /** Aborting asks the task to stop at its next checkpoint, with the signal's reason. */
  signal?: AbortSignal;
}

export interface PoolStats {
  mode: 'threads' | 'inline';
  threads: number;
  running: number;
  background: number;
  done: number;
  failed: number;
  /** Threads that have run their registry's priming while idle (poolThread.ts); 0 inline. */
  primed: number;
  /** The longest task so far, by name, in milliseconds. */
  longest: { task: string; ms: number } | null;
}

export interface TaskPool<R extends TaskRegistry = TaskRegistry> {
  run<K extends keyof R & string>(name: K, input: Parameters<R[K]>[0], options?: RunOptions): Promise<Awaited<ReturnType<R[K]>>>;
  stats(): PoolStats;
  close(): Promise<void>;
}

/** Messages from the API thread to a pool thread, and back. */
export type ToThread =
  | { op: 'run'; id: number; name: string; input: unknown; background: boolean }
  | { op: 'abort'; id: number; reason: WireTaskError }
  | { op: 'close' };
export type FromThread = { op: 'ready' } | { op: 'primed' } | { op: 'done'; id: number; output: unknown } | { op: 'failed'; id: number; error: WireTaskError } | { op: 'closed' };

class Figures {
  done = 0;
  failed = 0;
  longest: { task: string; ms: number } | null = null;

  record(task: string, started: number, ok: boolean) {
    const ms = Math.round(performance.now() - started);
    if (ok) this.done++;
    else this.failed++;
    if (!this.longest || ms > this.longest.ms) this.longest = { task, ms };
  }
}

/** The abort reason as the task will see it: a JobPaused or LeaseLost stays one across threads. */
function reasonOf(signal: AbortSignal): WireTaskError {
  return encodeTaskError(signal.reason);
}

/** The tasks of `tasks` run in the calling thread. */
export function inlinePool<R extends TaskRegistry>(tasks: R, o: { db: Db; clock: Clock; logger: Logger; files?: FileStore }): TaskPool<R> {
  const deps = { ...o, files: o.files ?? noStore('This pool was given no file store.') };
  const local = new Map<string, unknown>();
  const figures = new Figures();
  let running = 0;
  let background = 0;
  return {
    async run(name, input, options = {}) {
      const ctx: TaskContext = { ...deps, signal: options.signal ?? new AbortController().signal, local };
      const started = performance.now();
      running++;
      if (options.background) background++;
      try {
        const output = await withPriority(options.background ? 'job' : 'request', () => tasks[name](structuredClone(input), ctx));
        figures.record(name, started, true);
        return output;
      } catch (err) {
        figures.record(name, started, false);
        throw err;
      } finally {
        running--;
        if (options.background) background--;
      }
    },
    stats: () => ({ mode: 'inline', threads: 0, running, background, done: figures.done, failed: figures.failed, primed: 0, longest: figures.longest }),
    close: async () => {
      for (const value of local.values()) if (hasSettle(value)) await value.settle();
    },
  };
}

/** A thread's cache with work still running after its task answered (a layout being stored). */
const hasSettle = (value: unknown): value is { settle(): Promise<void> } => typeof (value as { settle?: unknown } | null)?.settle === 'function';

interface Pending {
  name: string;
  started: number;
  background: boolean;
  resolve(output: unknown): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
  background: number;
  /** When it last finished a task; an idle thread past IDLE_MS is stopped (all but the first). */
  idleSince: number;
  /** Whether the thread has run its priming. */
  primed: boolean;
}

/** FNV-1a: a stable spread of affinity keys over the threads. */
function hashOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Tasks waiting on a tree's own thread past which another thread takes some. */
const CROWD = 4;

/** A thread with nothing to do this long is stopped, its memory given back; the first one stays. */
const IDLE_MS = 10 * 60 * 1000;

/**
 * The young generation of a pool thread (V8 counts it as three semi-spaces): 64 MB semi-spaces instead of
 * V8's 16 MB. A layout of a large tree makes short-lived objects by the hundred megabytes, and with small
 * semi-spaces scavenges come every few megabytes and promote the half-built layout to the old space. Six
 * added children with their diffs on a stored 100,000-person clan took 1.4–2.6 s each with 16 MB and
 * 1.1–1.4 s with 64 MB (128 MB was no better). The space is taken only as a thread allocates; the layout
 * benchmark runs with the same size (benchmarks/run.ts).
 */
export const POOL_YOUNG_GENERATION_MB = 3 * 64;

export interface ThreadPoolOptions {
  /** The most threads; the first starts at once, the others when work needs them. */
  size: number;
  /** The module whose `tasks` export is the registry (its URL). */
  tasks: URL;
  database: Database;
  logger: Logger;
  logLevel: string;
  /** The app's file store, which each thread opens again. */
  files: StoreSpec;
  idleMs?: number;
}

/**
 * Threads start as work needs them, up to `size`: each holds a hundred megabytes or so (its modules,
 * heap and caches), which an embedded server on a small machine should not pay for threads it does
 * not use. A task for a tree has its place among the `size` places (its affinity), and starts the thread
 * there if there is none yet.
 */
export function threadPool<R extends TaskRegistry>(o: ThreadPoolOptions): TaskPool<R> {
  const size = Math.max(1, o.size);
  const idleMs = o.idleMs ?? IDLE_MS;
  const slots: (Slot | undefined)[] = new Array(size).fill(undefined);
  const figures = new Figures();
  let seq = 0;
  let closing = false;

  const spawn = (index: number): Slot => {
    const link = o.database.link();
    const worker = startThread(new URL('./poolThread.ts', import.meta.url), `pool-${index}`, { tasks: o.tasks.href, link, logLevel: o.logLevel, files: o.files }, link.kind === 'pglite' ? [link.port] : [], {
      maxYoungGenerationSizeMb: POOL_YOUNG_GENERATION_MB,
    });
    const slot: Slot = { worker, pending: new Map(), background: 0, idleSince: performance.now(), primed: false };
    worker.on('message', (m: FromThread) => {
      if (m.op === 'primed') slot.primed = true;
      if (m.op !== 'done' && m.op !== 'failed') return;
      const p = slot.pending.get(m.id);
      if (!p) return;
      slot.pending.delete(m.id);
      if (p.background) slot.background--;
      slot.idleSince = performance.now();
      figures.record(p.name, p.started, m.op === 'done');
      if (m.op === 'done') p.resolve(m.output);
      else p.reject(decodeTaskError(m.error));
    });
    worker.on('error', (err) => o.logger.error({ err, thread: index }, 'worker thread failed'));
    worker.on('exit', (code) => {
      for (const p of slot.pending.values()) p.reject(new Error(`A worker thread stopped (exit ${code}) while running ${p.name}.`));
      slot.pending.clear();
      if (slots[index] !== slot) return;
      slots[index] = undefined;
      if (!closing && index === 0) {
        o.logger.error({ thread: index, code }, 'worker thread stopped; starting another');
        slots[0] = spawn(0);
      } else if (!closing && code !== 0) o.logger.error({ thread: index, code }, 'worker thread stopped');
    });
    return slot;
  };
  slots[0] = spawn(0);

  const at = (index: number): Slot => (slots[index] ??= spawn(index));
  const load = (s: Slot) => s.background * 1000 + s.pending.size;

  const pick = (options: RunOptions): Slot => {
    const running = slots.filter((s): s is Slot => s !== undefined);
    if (options.background) {
      // A thread of its own when one is free or can be started; else the least busy.
      const free = running.filter((s) => s.background === 0);
      if (free.length) return free.reduce((best, s) => (load(s) < load(best) ? s : best));
      const empty = slots.findIndex((s) => s === undefined);
      return empty >= 0 ? at(empty) : running.reduce((best, s) => (load(s) < load(best) ? s : best));
    }
    const preferred = options.affinity === undefined ? -1 : hashOf(options.affinity) % size;
    const free = running.filter((s) => s.background === 0);
    if (preferred >= 0 && !slots[preferred]?.background) {
      // The thread that keeps this tree, unless a crowd of its tasks waits there: then another one
      // (which keeps the tree too once it has drawn it) shares them.
      const home = at(preferred);
      if (home.pending.size < CROWD) return home;
      const other = free.filter((s) => s !== home).reduce<Slot | undefined>((best, s) => (!best || s.pending.size < best.pending.size ? s : best), undefined);
      if (other && other.pending.size < home.pending.size) return other;
      const empty = slots.findIndex((s) => s === undefined);
      return empty >= 0 ? at(empty) : home;
    }
    if (free.length) return free.reduce((best, s) => (s.pending.size < best.pending.size ? s : best));
    const empty = slots.findIndex((s) => s === undefined);
    return empty >= 0 ? at(empty) : running.reduce((best, s) => (s.pending.size < best.pending.size ? s : best));
  };

  const retire = setInterval(() => {
    const now = performance.now();
    for (let i = 1; i < size; i++) {
      const s = slots[i];
      if (s && s.pending.size === 0 && now - s.idleSince > idleMs) {
        slots[i] = undefined;
        s.worker.postMessage({ op: 'close' } satisfies ToThread);
      }
    }
  }, Math.min(idleMs, 60_000)).unref();

  return {
    run(name, input, options = {}) {
      if (closing) return Promise.reject(new Error('The worker pool is closed.'));
      const slot = pick(options);
      const id = ++seq;
      const background = !!options.background;
      return new Promise((resolve, reject) => {
        slot.pending.set(id, { name, started: performance.now(), background, resolve: resolve as (v: unknown) => void, reject });
        if (background) slot.background++;
        const signal = options.signal;
        if (signal) {
          const onAbort = () => slot.worker.postMessage({ op: 'abort', id, reason: reasonOf(signal) } satisfies ToThread);
          if (signal.aborted) onAbort();
          else signal.addEventListener('abort', onAbort, { once: true });
        }
        slot.worker.postMessage({ op: 'run', id, name, input, background } satisfies ToThread);
      });
    },
    stats() {
      let running = 0;
      let background = 0;
      let threads = 0;
      let primed = 0;
      for (const s of slots) {
        if (!s) continue;
        threads++;
        if (s.primed) primed++;
        running += s.pending.size;
        background += s.background;
      }
      return { mode: 'threads', threads, running, background, done: figures.done, failed: figures.failed, primed, longest: figures.longest };
    },
    async close() {
      closing = true;
      clearInterval(retire);
      await Promise.all(
        slots.map(
          (s) =>
            s &&
            new Promise<void>((resolve) => {
              s.worker.once('exit', () => resolve());
              s.worker.postMessage({ op: 'close' } satisfies ToThread);
              // A thread stuck in a long synchronous step is not waited for.
              setTimeout(() => void s.worker.terminate(), 10_000).unref();
            }),
        ),
      );
    },
  };
}
