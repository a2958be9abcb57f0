/**
 * A GIN index (full text, trigrams, arrays of keys) takes new entries into a pending list and moves
 * the whole list into the index when it outgrows gin_pending_list_limit, 4 MB by default: the insert
 * that crosses the limit pays for every entry before it. On PGlite that one statement held the one
 * connection for 250 to 800 ms every few seconds of a dictionary load or a GEDCOM import, while the
 * batches between took 30 to 80 ms. A bulk write's transactions use a smaller list instead, so the
 * same work comes in pieces no larger than a batch.
 */
import { sql } from 'kysely';
import type { Db } from './database';

/** The pending list of a bulk write's batches, in kB (PostgreSQL's smallest is 64). */
export const BULK_GIN_PENDING_KB = 256;

/** In a bulk write's transaction: its GIN inserts keep the pending list small (SET LOCAL, this transaction only). */
export async function smallGinPendingList(trx: Db): Promise<void> {
  await sql`SET LOCAL gin_pending_list_limit = ${sql.lit(BULK_GIN_PENDING_KB)}`.execute(trx);
}
