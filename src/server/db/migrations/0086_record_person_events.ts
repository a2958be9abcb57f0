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
    // The rows are copied into a new table with their records' columns rather than updated in place:
    // an update leaves every old row version behind, and without autovacuum (PGlite) each search
    // would then read twice the pages, the name-key index holding both versions. A record's persons
    // stay side by side, in key order.
    const { rows: cols } = await sql<{ column_name: string }>`
      SELECT column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = 'record_persons' AND is_generated = 'NEVER'
         AND column_name NOT IN ('event_type', 'event_year', 'event_place', 'source_id')
       ORDER BY ordinal_position`.execute(db);
    const kept = cols.map((c) => c.column_name);
    await sql`ALTER TABLE record_persons RENAME TO record_persons_before`.execute(db);
    await sql`CREATE TABLE record_persons (LIKE record_persons_before INCLUDING DEFAULTS INCLUDING GENERATED)`.execute(db);
    await sql`
      INSERT INTO record_persons (${sql.join(kept.map((c) => sql.ref(c)))}, event_type, event_year, event_place, source_id)
      SELECT ${sql.join(kept.map((c) => sql.ref(`rp.${c}`)))}, r.event_type, r.event_year, r.event_place, r.source_id
        FROM record_persons_before rp
        JOIN records r ON r.import_id = rp.import_id AND r.code = rp.record_code
       ORDER BY rp.import_id, rp.record_code, rp.position`.execute(db);
    await sql`DROP TABLE record_persons_before`.execute(db);
    await sql`ALTER TABLE record_persons ADD PRIMARY KEY (import_id, record_code, position)`.execute(db);
    await sql`CREATE INDEX record_persons_keys ON record_persons USING gin (search_keys)`.execute(db);
    await sql`CREATE INDEX record_persons_birth_year ON record_persons (birth_year)`.execute(db);
    await sql`CREATE INDEX record_persons_collection ON record_persons (collection_id)`.execute(db);
    // A new table has no statistics: without them the planner guessed one row per name and read
    // the name-key index once per collection.
    await sql`ANALYZE record_persons`.execute(db);
  }
  await sql`ALTER TABLE record_persons ALTER COLUMN event_type SET NOT NULL, ALTER COLUMN event_year SET NOT NULL, ALTER COLUMN event_place SET NOT NULL, ALTER COLUMN source_id SET NOT NULL`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE record_persons DROP COLUMN event_type, DROP COLUMN event_year, DROP COLUMN event_place, DROP COLUMN source_id`.execute(db);
}
