import { sql, type Kysely } from 'kysely';

/**
 * Record collections (indexed historical records). A collection is imported whole from a collection
 * file (data/records/layout.ts): its sources, records and the persons named in them are written under
 * a new import id in short batches, then one short transaction makes that import the collection's
 * current one and drops the previous import's rows. Readers see only rows of the current import, so
 * an import is all-or-nothing to them and rerunning it replaces the collection.
 *
 * A record person's search_text holds name keys built in the application (pinyin, dialect spellings,
 * both scripts, characters and pairs), space-separated; search_keys is their tsvector, whose GIN index
 * answers a name in any script by whole key or prefix, as the persons of trees are searched.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE record_collections (
      id text PRIMARY KEY,
      title text NOT NULL,
      category_id text NOT NULL,
      description text NOT NULL,
      place text NOT NULL,
      year_from integer NOT NULL,
      year_to integer NOT NULL,
      is_sample boolean NOT NULL,
      source_note text NOT NULL,
      current_import uuid,
      record_count integer NOT NULL DEFAULT 0,
      imported_at timestamptz
    )`.execute(db);
  await sql`
    CREATE TABLE record_sources (
      import_id uuid NOT NULL,
      id text NOT NULL,
      collection_id text NOT NULL REFERENCES record_collections(id) ON DELETE CASCADE,
      title text NOT NULL,
      source_type text NOT NULL,
      year integer,
      place text,
      image_count integer,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'pending', 'invalid')),
      PRIMARY KEY (import_id, id)
    )`.execute(db);
  await sql`CREATE INDEX record_sources_id ON record_sources (id)`.execute(db);
  await sql`CREATE INDEX record_sources_collection ON record_sources (collection_id)`.execute(db);
  await sql`
    CREATE TABLE records (
      import_id uuid NOT NULL,
      code text NOT NULL,
      collection_id text NOT NULL REFERENCES record_collections(id) ON DELETE CASCADE,
      source_id text NOT NULL,
      image_number integer,
      event_type text NOT NULL,
      event_year integer NOT NULL,
      event_month smallint,
      event_day smallint,
      event_place text NOT NULL,
      transcription text NOT NULL,
      PRIMARY KEY (import_id, code)
    )`.execute(db);
  await sql`CREATE INDEX records_code ON records (code)`.execute(db);
  await sql`CREATE INDEX records_collection ON records (collection_id)`.execute(db);
  await sql`
    CREATE TABLE record_persons (
      import_id uuid NOT NULL,
      record_code text NOT NULL,
      position smallint NOT NULL,
      collection_id text NOT NULL,
      role text NOT NULL,
      surname text NOT NULL,
      first_name text NOT NULL,
      name_zh text,
      gender text,
      age smallint,
      birth_year integer,
      birth_year_approx smallint NOT NULL DEFAULT 0,
      birth_place text,
      birth_place_code text,
      death_year integer,
      residence text,
      occupation text,
      identity text,
      search_text text NOT NULL,
      search_keys tsvector GENERATED ALWAYS AS (array_to_tsvector(array_remove(string_to_array(search_text, ' '), ''))) STORED,
      PRIMARY KEY (import_id, record_code, position)
    )`.execute(db);
  await sql`CREATE INDEX record_persons_keys ON record_persons USING gin (search_keys)`.execute(db);
  await sql`CREATE INDEX record_persons_birth_year ON record_persons (birth_year)`.execute(db);
  await sql`CREATE INDEX record_persons_collection ON record_persons (collection_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE record_persons`.execute(db);
  await sql`DROP TABLE records`.execute(db);
  await sql`DROP TABLE record_sources`.execute(db);
  await sql`DROP TABLE record_collections`.execute(db);
}
