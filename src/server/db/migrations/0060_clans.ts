import { sql, type Kysely } from 'kysely';

/**
 * Clans (Chinese surnames) as a reference set: dialects, clans with their search keys (both
 * scripts, pinyin, every spelling, folded), each clan's spellings per dialect, the counties where
 * a clan is concentrated; and visitors' requests to be told when records of a surname or place
 * arrive (notify-request). PostgreSQL 15 SQL only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE dialects (
      slug text PRIMARY KEY,
      name_en text NOT NULL,
      name_zh text NOT NULL,
      name_zh_traditional text NOT NULL,
      description text NOT NULL,
      counties text[] NOT NULL,
      sort smallint NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE clans (
      id integer PRIMARY KEY,
      surname text NOT NULL UNIQUE,
      traditional text NOT NULL,
      pinyin text NOT NULL,
      pinyin_key text NOT NULL,
      jyutping text NOT NULL,
      priority integer NOT NULL,
      provinces text[] NOT NULL,
      search_keys text[] NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX clans_traditional ON clans (traditional)`.execute(db);
  await sql`CREATE INDEX clans_search_keys ON clans USING gin (search_keys)`.execute(db);
  await sql`
    CREATE TABLE clan_spellings (
      clan_id integer NOT NULL REFERENCES clans (id) ON DELETE CASCADE,
      dialect text NOT NULL REFERENCES dialects (slug) ON DELETE CASCADE,
      spelling text NOT NULL,
      spelling_key text NOT NULL,
      kind text NOT NULL,
      position smallint NOT NULL,
      PRIMARY KEY (clan_id, dialect, spelling_key)
    )`.execute(db);
  await sql`CREATE INDEX clan_spellings_key ON clan_spellings (spelling_key text_pattern_ops)`.execute(db);
  await sql`
    CREATE TABLE clan_counties (
      clan_id integer NOT NULL REFERENCES clans (id) ON DELETE CASCADE,
      county_code text NOT NULL,
      PRIMARY KEY (clan_id, county_code)
    )`.execute(db);
  await sql`CREATE INDEX clan_counties_code ON clan_counties (county_code)`.execute(db);
  await sql`
    CREATE TABLE notify_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      surname_place text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE notify_requests`.execute(db);
  await sql`DROP TABLE clan_counties`.execute(db);
  await sql`DROP TABLE clan_spellings`.execute(db);
  await sql`DROP TABLE clans`.execute(db);
  await sql`DROP TABLE dialects`.execute(db);
}
