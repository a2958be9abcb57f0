import { sql, type Kysely } from 'kysely';

/**
 * Each named person carries its record's event (type, year, place) and source id, copied at import.
 * The record search filters, ranks and counts facets over every match: at 1,000,000 records a common
 * name matches thousands of persons, and reading each one's record by its key cost more than finding
 * them (4,527 matches: 190 ms of index probes into records against 120 ms for the name-key scan). The
 * records table stays the record's own truth; these columns are written with it and never alone.
 * A database that already holds records is filled in here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE record_persons ADD COLUMN event_type text, ADD COLUMN event_year integer, ADD COLUMN event_place text, ADD COLUMN source_id text`.execute(db);
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT 1 FROM record_persons LIMIT 1) AS any_row`.execute(db);
  if (rows[0]!.n > 0) {
    // Every row gets a new version: without its secondary indexes (rebuilt after) the fill writes the
    // table and its key once instead of also growing the name-key index row by row.
    await sql`DROP INDEX record_persons_keys, record_persons_birth_year, record_persons_collection`.execute(db);
    await sql`
      UPDATE record_persons rp
         SET event_type = r.event_type, event_year = r.event_year, event_place = r.event_place, source_id = r.source_id
        FROM records r
       WHERE r.import_id = rp.import_id AND r.code = rp.record_code`.execute(db);
    await sql`CREATE INDEX record_persons_keys ON record_persons USING gin (search_keys)`.execute(db);
    await sql`CREATE INDEX record_persons_birth_year ON record_persons (birth_year)`.execute(db);
    await sql`CREATE INDEX record_persons_collection ON record_persons (collection_id)`.execute(db);
  }
  await sql`ALTER TABLE record_persons ALTER COLUMN event_type SET NOT NULL, ALTER COLUMN event_year SET NOT NULL, ALTER COLUMN event_place SET NOT NULL, ALTER COLUMN source_id SET NOT NULL`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE record_persons DROP COLUMN event_type, DROP COLUMN event_year, DROP COLUMN event_place, DROP COLUMN source_id`.execute(db);
}
