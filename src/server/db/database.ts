/**
 * Opens the database: PGlite in a data directory by default, PostgreSQL when a URL is given.
 * Both speak the same SQL, so one set of migrations and queries serves both.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pgliteDialect';
import type { DB } from './schema';

export type DatabaseKind = 'pglite' | 'postgresql';
export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
}

// count(*) and other int8 values come back as JS numbers from both drivers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export const pgliteExtensions = { pg_trgm };

/** Wraps an open PGlite client; the caller's close() closes the client too. */
export function fromPGlite(client: PGlite): Database {
  const db = new Kysely<DB>({ dialect: new PGliteDialect(client) });
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}

export async function openPGlite(dataDir: string | undefined): Promise<Database> {
  const client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
  return fromPGlite(client);
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
    async close() {
      await db.destroy();
    },
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string; onIdleError?: (err: Error) => void }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, 10, options.onIdleError);
  return openPGlite(options.dataDir);
}
