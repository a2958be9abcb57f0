import { sql, type Kysely } from 'kysely';

/**
 * The gazetteer: China's administrative divisions, five levels, with the hierarchy as a
 * materialised path of codes. Search indexes: single characters and adjacent pairs as array
 * elements built by the loader (trigrams cannot index a two-character name; a Chinese prefix or
 * any part of a name is found through its pairs), toneless pinyin equality and prefix, the path
 * for "under this place" and the parent for children. PostgreSQL 15 SQL only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE places (
      code text PRIMARY KEY,
      parent_code text,
      level smallint NOT NULL CHECK (level BETWEEN 1 AND 5),
      path text NOT NULL,
      name text NOT NULL,
      name_traditional text NOT NULL,
      search_name text NOT NULL,
      pinyin text NOT NULL,
      pinyin_key text NOT NULL,
      pinyin_base text NOT NULL,
      name_keys text[] NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX places_parent ON places (parent_code)`.execute(db);
  await sql`CREATE INDEX places_path ON places (path text_pattern_ops)`.execute(db);
  await sql`CREATE INDEX places_pinyin_key ON places (pinyin_key text_pattern_ops)`.execute(db);
  await sql`CREATE INDEX places_name_keys ON places USING gin (name_keys)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE places`.execute(db);
}
