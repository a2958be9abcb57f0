/**
 * How the statements of a bulk write run. By default each runs on the connection or transaction it is
 * given. A new tree that nobody can see yet (a GEDCOM import's hidden tree) may skip the checks that
 * cost most per row instead.
 */
import { sql, type Kysely } from 'kysely';
import { smallGinPendingList } from '../db/ginPending';
import type { DB } from '../db/schema';

/** Runs one batch statement of a bulk write on the database handle it passes to `write`. */
export type BatchRunner = (write: (db: Kysely<DB>) => Promise<unknown>) => Promise<void>;

/** Every batch on `db` itself: a transaction the caller opened, or the database, one statement each. */
export function onHandle(db: Kysely<DB>): BatchRunner {
  return async (write) => {
    await write(db);
  };
}

/** Whether this session may switch per-row triggers off: only a superuser may set session_replication_role. */
export async function maySkipRowTriggers(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ super: boolean }>`SELECT rolsuper AS super FROM pg_roles WHERE rolname = current_user`.execute(db);
  return rows[0]?.super === true;
}

/**
 * Each batch in its own short transaction with session_replication_role = replica, which switches off
 * the row triggers for that transaction only: the foreign-key checks (a look-up in persons for every
 * couple, parent link and kept-extras row, about 6 s of a 100,000-person import on PGlite) and the
 * change-log triggers (a hidden tree has no drawing to tell). Only for rows whose every reference the
 * writer itself made: insertTreeGraph takes the ids it links from the persons it writes, and a tree
 * hidden by its import key cannot be edited or deleted meanwhile. The constraints stay declared, so
 * deleting the tree or a person later cascades as usual. A session that may not set the role (not a
 * superuser, as on a managed PostgreSQL) runs the batches with every check.
 *
 * `guard` runs first in each batch's transaction: with the checks off, it is what keeps a batch from
 * writing rows for a tree that was deleted meanwhile (see lockStagedTree in the import job). The
 * batches' GIN inserts (the persons' search keys and trigrams) keep a small pending list (ginPending.ts).
 */
export async function withoutRowTriggers(db: Kysely<DB>, guard?: (trx: Kysely<DB>) => Promise<void>): Promise<BatchRunner> {
  const skip = await maySkipRowTriggers(db);
  if (!skip && !guard) return onHandle(db);
  return (write) =>
    db.transaction().execute(async (trx) => {
      await guard?.(trx);
      if (skip) await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await smallGinPendingList(trx);
      await write(trx);
    });
}
