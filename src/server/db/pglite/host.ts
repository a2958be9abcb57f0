/**
 * PGlite is one connection to an embedded PostgreSQL. The host owns it and lends it to one holder at a
 * time, under a lease: a single query, or a transaction from BEGIN to COMMIT, so no other caller's
 * statement can slip into someone's transaction. Waiting callers are served by priority, a member's
 * request before a background job's batch, in arrival order within each; a job that queues many short
 * batches therefore never keeps a request waiting for more than the one statement already running.
 * After a request's statement a job waits a few milliseconds more (REQUEST_GAP_MS) before it may
 * start one: a request that reads in several statements (pages of a large tree) runs them back to
 * back instead of waiting behind a job's batch between each.
 *
 * The host serves callers in its own thread (a local link) and in other threads, over a MessagePort
 * each: the database thread hosts PGlite for the API thread and the worker pool, so no query runs on
 * the thread that answers HTTP (PGlite runs its WebAssembly synchronously).
 */
import type { MessagePort } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { JSONB_OID } from '../jsonbParam';
import type { Priority } from '../priority';

/** PostgreSQL's type oid of bytea. */
const BYTEA_OID = 17;

/**
 * Bytes go through as they are, which PGlite sends in binary format: its own jsonb serializer would
 * JSON.stringify a jsonbParam buffer as an object of bytes, and its bytea serializer writes bytes as
 * hex one at a time in JavaScript (seconds for a stored 100,000-person layout). Everything else is
 * serialized as PGlite does.
 */
const serializers = {
  [JSONB_OID]: (value: unknown) =>
    value instanceof Uint8Array || typeof value === 'string' ? value : JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
  [BYTEA_OID]: (value: unknown) => (value instanceof Uint8Array ? value : String(value)),
} as unknown as Record<number, (value: unknown) => string>;

/** A database error as plain data, so it crosses threads with its code, detail and constraint. */
export type WireError = { message: string } & Record<string, string | number | undefined>;

/** A statement's answer, or its error, with the lease it ran under (taken by the statement when it had none). */
export interface LinkReply {
  lease: number;
  rows?: unknown[];
  affectedRows?: number;
  error?: WireError;
}

/** What a database driver needs of the host: statements under a lease, the lease given back after. */
export interface PGliteLink {
  /** Runs a statement; without a lease it first waits for one at `priority`. Errors come back in the reply. */
  query(lease: number | undefined, priority: Priority, sql: string, params: unknown[]): Promise<LinkReply>;
  release(lease: number): void;
}

/** Messages a remote caller sends over its port. */
export type LinkRequest =
  | { op: 'query'; id: number; lease?: number; priority: Priority; sql: string; params: unknown[] }
  | { op: 'release'; lease: number };

export type LinkResponse = LinkReply & { id: number };

interface Waiter {
  grant: (lease: number) => void;
  owner: object;
  since: number;
}

export function toWireError(err: unknown): WireError {
  if (!(err instanceof Error)) return { message: String(err) };
  const out: WireError = { message: err.message };
  for (const [key, value] of Object.entries(err)) {
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  return out;
}

export function fromWireError(wire: WireError): Error {
  return Object.assign(new Error(wire.message), wire);
}

/** Waits and statements seen by the host, for the staff health page. */
export interface HostStats {
  /** Longest wait for the connection, by priority, since the process started. */
  longestWaitMs: Record<Priority, number>;
  /** The slowest statements since the process started, slowest first, each by its first words. */
  slowest: { ms: number; sql: string }[];
  waiting: Record<Priority, number>;
}

const SLOWEST_KEPT = 8;

/** How long after a request's statement the connection stays free for that request's next one. */
export const REQUEST_GAP_MS = 10;

export class PGliteHost {
  private holder: { lease: number; owner: object; priority: Priority } | undefined;
  private requestDoneAt = -Infinity;
  private gapTimer: NodeJS.Timeout | undefined;
  private seq = 0;
  private readonly waiting: Record<Priority, Waiter[]> = { request: [], job: [] };
  private closing = false;
  private readonly localOwner = {};
  private readonly longestWaitMs: Record<Priority, number> = { request: 0, job: 0 };
  private slowest: { ms: number; sql: string }[] = [];

  constructor(readonly client: PGlite) {}

  /** Waits for the connection; the lease it answers must be released. */
  acquire(priority: Priority, owner: object = this.localOwner): Promise<number> {
    if (this.closing) return Promise.reject(new Error('The database is shutting down.'));
    return new Promise((grant) => {
      this.waiting[priority].push({ grant, owner, since: performance.now() });
      this.grantNext();
    });
  }

  release(lease: number): void {
    if (this.holder?.lease !== lease) return;
    if (this.holder.priority === 'request') this.requestDoneAt = performance.now();
    this.holder = undefined;
    this.grantNext();
  }

  private grantNext(): void {
    if (this.holder) return;
    const priority: Priority = this.waiting.request.length ? 'request' : 'job';
    if (priority === 'job' && this.waiting.job.length) {
      const gapLeft = this.requestDoneAt + REQUEST_GAP_MS - performance.now();
      if (gapLeft > 0) {
        this.gapTimer ??= setTimeout(() => {
          this.gapTimer = undefined;
          this.grantNext();
        }, Math.ceil(gapLeft));
        return;
      }
    }
    const next = this.waiting[priority].shift();
    if (!next) return;
    const waited = performance.now() - next.since;
    if (waited > this.longestWaitMs[priority]) this.longestWaitMs[priority] = Math.round(waited);
    const lease = ++this.seq;
    this.holder = { lease, owner: next.owner, priority };
    next.grant(lease);
  }

  /** Runs a statement for the holder of `lease`. */
  async run(lease: number, sql: string, params: unknown[]): Promise<{ rows: unknown[]; affectedRows?: number }> {
    if (this.holder?.lease !== lease) throw new Error('A statement was sent without holding the database connection.');
    const started = performance.now();
    const result = await this.client.query(sql, params, { serializers });
    const ms = performance.now() - started;
    if (this.slowest.length < SLOWEST_KEPT || ms > this.slowest[this.slowest.length - 1].ms) {
      // One entry per kind of statement (its first words), at its slowest.
      const words = sql.replace(/\s+/g, ' ').trim().slice(0, 80);
      const entry = this.slowest.find((e) => e.sql === words);
      if (!entry) this.slowest.push({ ms: Math.round(ms), sql: words });
      else if (ms > entry.ms) entry.ms = Math.round(ms);
      this.slowest.sort((a, b) => b.ms - a.ms);
      this.slowest.length = Math.min(this.slowest.length, SLOWEST_KEPT);
    }
    return { rows: result.rows, affectedRows: result.affectedRows };
  }

  private async reply(lease: number | undefined, priority: Priority, sql: string, params: unknown[], owner: object): Promise<LinkReply> {
    const held = lease ?? (await this.acquire(priority, owner));
    try {
      return { lease: held, ...(await this.run(held, sql, params)) };
    } catch (err) {
      return { lease: held, error: toWireError(err) };
    }
  }

  /** A link for callers in this thread. */
  link(): PGliteLink {
    return {
      query: (lease, priority, sql, params) => this.reply(lease, priority, sql, params, this.localOwner),
      release: (lease) => this.release(lease),
    };
  }

  /**
   * Serves a caller in another thread over `port` (see PortLink). When the caller goes away (its thread
   * ended), a transaction it left open is rolled back and its place in the queue is given up.
   */
  serve(port: MessagePort): void {
    const owner = {};
    let running = 0;
    let gone = false;
    const abandon = async () => {
      for (const priority of ['request', 'job'] as const) this.waiting[priority] = this.waiting[priority].filter((w) => w.owner !== owner);
      if (running > 0 || this.holder?.owner !== owner) return;
      const { lease } = this.holder;
      await this.client.query('ROLLBACK').catch(() => undefined);
      this.release(lease);
    };
    port.on('message', async (m: LinkRequest) => {
      if (m.op === 'release') {
        this.release(m.lease);
        return;
      }
      running++;
      const reply = await this.reply(m.lease, m.priority, m.sql, m.params, owner);
      running--;
      if (gone) await abandon();
      else port.postMessage({ id: m.id, ...reply } satisfies LinkResponse);
    });
    port.on('close', () => {
      gone = true;
      void abandon();
    });
  }

  stats(): HostStats {
    return {
      longestWaitMs: { ...this.longestWaitMs },
      slowest: this.slowest.map((e) => ({ ...e })),
      waiting: { request: this.waiting.request.length, job: this.waiting.job.length },
    };
  }

  /** Refuses new callers, lets the current holder finish (up to `graceMs`), then closes PGlite. */
  async close(graceMs = 5000): Promise<void> {
    this.closing = true;
    const until = performance.now() + graceMs;
    while ((this.holder || this.waiting.request.length || this.waiting.job.length) && performance.now() < until) {
      await new Promise((r) => setTimeout(r, 5));
    }
    if (!this.client.closed) await this.client.close();
  }
}
