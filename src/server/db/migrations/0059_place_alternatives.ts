import { sql, type Kysely } from 'kysely';

/**
 * Alternative names of places (historical names, variant traditional forms, romanised spellings
 * used by emigrant families) and the qiaoxiang (emigrant) counties, both hand-curated reference
 * sets keyed by division code. Alternatives are found by their folded search key (simplified
 * characters, or Latin letters without spaces and accents) and, for Chinese names, their toneless
 * pinyin. PostgreSQL 15 SQL only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE place_alternatives (
      id integer PRIMARY KEY,
      code text NOT NULL,
      name text NOT NULL,
      search_key text NOT NULL,
      pinyin_key text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('historical', 'romanised', 'traditional')),
      note text NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX place_alternatives_code ON place_alternatives (code)`.execute(db);
  await sql`CREATE INDEX place_alternatives_search_key ON place_alternatives (search_key text_pattern_ops)`.execute(db);
  await sql`CREATE INDEX place_alternatives_pinyin_key ON place_alternatives (pinyin_key text_pattern_ops)`.execute(db);
  await sql`
    CREATE TABLE qiao_xiang_places (
      code text PRIMARY KEY,
      rank smallint NOT NULL,
      english text NOT NULL,
      region text NOT NULL
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE qiao_xiang_places`.execute(db);
  await sql`DROP TABLE place_alternatives`.execute(db);
}
