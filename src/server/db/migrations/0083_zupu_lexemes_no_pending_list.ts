import { sql, type Kysely } from 'kysely';

/**
 * The zupu pages' lexeme index without GIN's pending list. With fastupdate on, new entries wait in
 * a list that every search reads through until VACUUM or autovacuum merges it, and PGlite runs no
 * autovacuum: after the OCR of a few thousand pages each search scanned up to 4 MB of pending
 * entries (a name on 52 of 5,000 pages: 155 ms; merged, 3 ms). Pages are written a few at a time by
 * the OCR job, so inserting into the index itself costs little.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER INDEX zupu_pages_lexemes SET (fastupdate = off)`.execute(db);
  await sql`SELECT gin_clean_pending_list('zupu_pages_lexemes'::regclass)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER INDEX zupu_pages_lexemes SET (fastupdate = on)`.execute(db);
}
