import { sql, type Kysely } from 'kysely';

/**
 * A source's records in page order: the source page lists them ten at a time, the viewer reads one
 * page image's entries, and a record page shows the other entries of its page, each by this index
 * rather than by reading the whole collection.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX records_source_pages ON records (import_id, source_id, image_number, code)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX records_source_pages`.execute(db);
}
