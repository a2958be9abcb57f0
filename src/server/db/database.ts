/**
 * Opens the database: PGlite in a data directory by default, PostgreSQL when a URL is given.
 * Both speak the same SQL, so one set of migrations and queries serves both. The server runs PGlite in
 * a thread of its own (see pglite/host.ts); worker threads reach either database through a link.
 */
import { MessageChannel, type MessagePort, type Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { startThread } from '../lib/threads';
import { pgliteExtensions } from './extensions';
import { PGliteDialect } from './pglite/dialect';
import { PGliteHost, type HostStats } from './pglite/host';
import { PortLink } from './pglite/portLink';
import type { ThreadMessage } from './pglite/thread';
import type { DB } from './schema';

export { pgliteExtensions };

export type DatabaseKind = 'pglite' | 'postgresql';
export type Db = Kysely<DB>;

/** How another thread reaches the same database: a port to PGlite's host, or PostgreSQL's address. */
export type DatabaseLink = { kind: 'pglite'; port: MessagePort } | { kind: 'postgresql'; url: string };

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** A new link for a worker thread; its port (if any) goes in the thread's transfer list. */
  link(): DatabaseLink;
  /** On PGlite: the longest waits for the connection and the longest statement. */
  hostStats?(): Promise<HostStats>;
  close(): Promise<void>;
}

// count(*) and other int8 values come back as JS numbers from both drivers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Hosts an open PGlite client in this thread; the caller's close() closes the client too. */
export function fromPGlite(client: PGlite): Database {
  const host = new PGliteHost(client);
  const db = new Kysely<DB>({ dialect: new PGliteDialect(host.link()) });
  return {
    db,
    kind: 'pglite',
    link() {
      const { port1, port2 } = new MessageChannel();
      host.serve(port1);
      return { kind: 'pglite', port: port2 };
    },
    hostStats: async () => host.stats(),
    async close() {
      await db.destroy();
      await host.close();
    },
  };
}

/** PGlite in this thread (operator commands, benchmarks); the server uses openPGliteThread. */
export async function openPGlite(dataDir: string | undefined): Promise<Database> {
  const client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
  return fromPGlite(client);
}

function connect(thread: Worker): MessagePort {
  const { port1, port2 } = new MessageChannel();
  thread.postMessage({ op: 'connect', port: port1 } satisfies ThreadMessage, [port1]);
  return port2;
}

/** PGlite in a database thread of its own, so its statements never hold up this thread. */
export async function openPGliteThread(dataDir: string | undefined): Promise<Database> {
  const thread = startThread(new URL('./pglite/thread.ts', import.meta.url), 'database', { dataDir });
  const exited = new Promise<number>((resolve) => thread.once('exit', resolve));
  await Promise.race([
    new Promise<void>((resolve, reject) => {
      thread.once('message', (m: { op: string; message?: string }) => {
        if (m.op === 'ready') resolve();
        else reject(new Error(`The embedded database could not be opened: ${m.message}`));
      });
    }),
    exited.then((code) => {
      throw new Error(`The database thread stopped on start (exit ${code}).`);
    }),
  ]);
  const link = new PortLink(connect(thread));
  const db = new Kysely<DB>({ dialect: new PGliteDialect(link) });
  let statsSeq = 0;
  return {
    db,
    kind: 'pglite',
    link: () => ({ kind: 'pglite', port: connect(thread) }),
    hostStats() {
      const id = ++statsSeq;
      return new Promise((resolve) => {
        const onMessage = (m: { op: string; id?: number; stats?: HostStats }) => {
          if (m.op !== 'stats' || m.id !== id) return;
          thread.off('message', onMessage);
          resolve(m.stats!);
        };
        thread.on('message', onMessage);
        thread.postMessage({ op: 'stats', id } satisfies ThreadMessage);
      });
    },
    async close() {
      await db.destroy();
      link.close();
      thread.postMessage({ op: 'close' } satisfies ThreadMessage);
      await exited;
    },
  };
}

export function openPostgres(connectionString: string, max = 10, onIdleError?: (err: Error) => void): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection that loses the server must not crash the process: the pool drops it and
  // the next query reports the outage as an ordinary error.
  pool.on('error', (err) => onIdleError?.(err));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgresql',
    link: () => ({ kind: 'postgresql', url: connectionString }),
    async close() {
      await db.destroy();
    },
  };
}

/** The database of a worker thread, through the link its parent gave it. */
export function openLinked(link: DatabaseLink, onIdleError?: (err: Error) => void): Database {
  if (link.kind === 'postgresql') return openPostgres(link.url, 2, onIdleError);
  const portLink = new PortLink(link.port);
  const db = new Kysely<DB>({ dialect: new PGliteDialect(portLink) });
  return {
    db,
    kind: 'pglite',
    link: () => {
      throw new Error('A linked database does not hand out links of its own.');
    },
    async close() {
      await db.destroy();
      portLink.close();
    },
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string; pgPoolSize?: number; onIdleError?: (err: Error) => void }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pgPoolSize ?? 10, options.onIdleError);
  return openPGliteThread(options.dataDir);
}
