import { sql, type Kysely } from 'kysely';

/**
 * Cemeteries of the record collections, derived from their burial records: each burial place as the
 * records write it ("Bukit Brown Cemetery, Singapore") is one cemetery per collection, named by its
 * first part, placed by the rest, its id the slug of the whole (shared by collections that name it
 * alike). An
 * import refreshes its collection's rows when it becomes current; this fills them for collections
 * imported before. A cemetery's burials are read by the partial index on burial records.
 */
/** A cemetery's id: the slug of its burial place as written (a digest when it has no Latin letters). */
const CEMETERY_ID = sql`coalesce(nullif(trim(BOTH '-' FROM regexp_replace(lower(r.event_place), '[^a-z0-9]+', '-', 'g')), ''), 'cemetery-' || left(md5(r.event_place), 10))`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE record_cemeteries (
      id text NOT NULL,
      collection_id text NOT NULL REFERENCES record_collections(id) ON DELETE CASCADE,
      import_id uuid NOT NULL,
      name text NOT NULL,
      place text,
      event_place text NOT NULL,
      PRIMARY KEY (collection_id, event_place)
    )`.execute(db);
  await sql`CREATE INDEX record_cemeteries_id ON record_cemeteries (id)`.execute(db);
  await sql`CREATE INDEX records_burials ON records (import_id, event_place, event_year, code) WHERE event_type = 'burial'`.execute(db);
  await sql`
    INSERT INTO record_cemeteries (id, collection_id, import_id, name, place, event_place)
    SELECT ${CEMETERY_ID}, c.id, r.import_id, trim(split_part(r.event_place, ',', 1)), nullif(trim(substr(r.event_place, length(split_part(r.event_place, ',', 1)) + 2)), ''), r.event_place
      FROM records r JOIN record_collections c ON c.id = r.collection_id AND c.current_import = r.import_id
     WHERE r.event_type = 'burial'
     GROUP BY c.id, r.import_id, r.event_place`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX records_burials`.execute(db);
  await sql`DROP TABLE record_cemeteries`.execute(db);
}
