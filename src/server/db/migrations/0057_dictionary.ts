import { sql, type Kysely } from 'kysely';

/**
 * The Chinese-English dictionary (CC-CEDICT) and the versions of reference data sets loaded at
 * start-up. Lookups are exact on simplified or traditional characters, on the pinyin keys
 * (syllables joined, toned in marks or toneless) and by English word through a full-text index
 * over the glosses.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE reference_data_versions (
      name text PRIMARY KEY,
      version text NOT NULL,
      row_count integer NOT NULL,
      load_ms integer NOT NULL,
      loaded_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE dictionary_entries (
      id integer PRIMARY KEY,
      simplified text NOT NULL,
      traditional text NOT NULL,
      pinyin text NOT NULL,
      pinyin_marks text NOT NULL,
      pinyin_toned text NOT NULL,
      pinyin_key text NOT NULL,
      glosses jsonb NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX dictionary_entries_simplified ON dictionary_entries (simplified)`.execute(db);
  await sql`CREATE INDEX dictionary_entries_traditional ON dictionary_entries (traditional)`.execute(db);
  await sql`CREATE INDEX dictionary_entries_pinyin_toned ON dictionary_entries (pinyin_toned)`.execute(db);
  await sql`CREATE INDEX dictionary_entries_pinyin_key ON dictionary_entries (pinyin_key)`.execute(db);
  await sql`CREATE INDEX dictionary_entries_glosses ON dictionary_entries USING gin (to_tsvector('english'::regconfig, glosses))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE dictionary_entries`.execute(db);
  await sql`DROP TABLE reference_data_versions`.execute(db);
}
