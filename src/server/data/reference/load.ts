/**
 * Loads one reference data set: forgets its version, empties its table, writes the batches in short
 * transactions (one each), and records the data version last, so a load cut short leaves no version
 * row and the next start loads again. Every step is a statement or a transaction of its own: on
 * PGlite, whose one connection a transaction holds to its end, emptying the 32 parts of places with
 * their 160 indexes in one transaction held members' requests for over half a second. The batches
 * come from any (async) iterable: a worker thread at start-up, a small fixed list in tests.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { smallGinPendingList } from '../../db/ginPending';
import { analyzeSampled } from '../../db/statistics';
import { throwIfStopped } from './stop';

export interface LoadResult {
  rows: number;
  ms: number;
}

export interface ReferenceLoad<Row> {
  /** The set's name in reference_data_versions. */
  name: string;
  /** Its table (emptied first, analysed last). */
  table: string;
  version: string;
  /** Writes one batch on `db`, the batch's own transaction; `firstId` numbers its rows from 1 in load order. */
  insert: (db: Db, batch: Row[], firstId: number) => Promise<void>;
  onProgress?: (rows: number) => void;
  /**
   * Secondary indexes (name -> CREATE INDEX statement, as the migration made them) dropped for the
   * load and built after it: far faster than keeping a GIN index up to date row by row. A load cut
   * short leaves them dropped and no version row; the next load builds them.
   */
  deferredIndexes?: Readonly<Record<string, string>>;
  /** The parts of a partitioned table, emptied and analysed one statement each; default the table. */
  parts?: readonly string[];
}

export async function loadReferenceSet<Row>(db: Db, batches: Iterable<Row[]> | AsyncIterable<Row[]>, load: ReferenceLoad<Row>): Promise<LoadResult> {
  const started = performance.now();
  const deferred = Object.entries(load.deferredIndexes ?? {});
  const parts = load.parts ?? [load.table];
  // The version first: from here on, a load cut short leaves none.
  await db.deleteFrom('reference_data_versions').where('name', '=', load.name).execute();
  for (const [name] of deferred) await sql`DROP INDEX IF EXISTS ${sql.id(name)}`.execute(db);
  for (const part of parts) await sql`TRUNCATE ${sql.table(part)}`.execute(db);
  let rows = 0;
  for await (const batch of batches) {
    throwIfStopped();
    await db.transaction().execute(async (trx) => {
      await smallGinPendingList(trx);
      await load.insert(trx, batch, rows + 1);
    });
    rows += batch.length;
    load.onProgress?.(rows);
  }
  for (const [, create] of deferred) {
    throwIfStopped();
    await sql.raw(create).execute(db);
  }
  for (const part of parts) await analyzeSampled(db, part);
  const ms = Math.round(performance.now() - started);
  await db.insertInto('reference_data_versions').values({ name: load.name, version: load.version, row_count: rows, load_ms: ms }).execute();
  return { rows, ms };
}

/** The version of a set in the database, or null when none is loaded. */
export async function loadedVersion(db: Db, name: string): Promise<string | null> {
  const row = await db.selectFrom('reference_data_versions').select('version').where('name', '=', name).executeTakeFirst();
  return row?.version ?? null;
}

/** A load's onProgress that prints a line each time another `step` rows are written ("  gazetteer: 100,000 places"). */
export function progressLines(out: (line: string) => void, label: string, unit: string, step: number): (rows: number) => void {
  let next = step;
  return (rows) => {
    if (rows < next) return;
    out(`  ${label}: ${rows.toLocaleString('en')} ${unit}`);
    next += step;
  };
}
