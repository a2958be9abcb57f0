import { sql, type Kysely } from 'kysely';

/**
 * Zupus (clan pedigrees): the books with their meta, their pages (image, OCR text with one box per
 * character, and the search lexemes built from it), and the pedigrees members save to a tree. Ids are
 * text, as zupu_access (payments) keys them.
 *
 * Full text: search_lexemes holds every single character and every adjacent pair of the page's text
 * folded to simplified, as tsvector lexemes built here rather than by a text-search parser (which
 * cannot split Chinese), so a two-character name is one GIN lookup.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE zupus (
      id text PRIMARY KEY,
      title text NOT NULL,
      surname text NOT NULL,
      surname_traditional text NOT NULL,
      hall_name text NOT NULL DEFAULT '',
      generation_poem text NOT NULL DEFAULT '',
      ancestral_places jsonb NOT NULL DEFAULT '[]',
      place_ids text[] NOT NULL DEFAULT '{}',
      volumes integer NOT NULL DEFAULT 1,
      compiled_year integer,
      page_count integer NOT NULL DEFAULT 0,
      description text NOT NULL DEFAULT '',
      is_sample boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX zupus_surname ON zupus (surname)`.execute(db);
  await sql`CREATE INDEX zupus_place_ids ON zupus USING gin (place_ids)`.execute(db);
  await sql`
    CREATE TABLE zupu_pages (
      zupu_id text NOT NULL REFERENCES zupus (id) ON DELETE CASCADE,
      page integer NOT NULL,
      image_key text,
      width integer NOT NULL DEFAULT 0,
      height integer NOT NULL DEFAULT 0,
      ocr_status text NOT NULL DEFAULT 'pending',
      ocr_text text NOT NULL DEFAULT '',
      ocr_boxes jsonb NOT NULL DEFAULT '[]',
      ocr_confidence real,
      ocr_psm integer,
      search_text text NOT NULL DEFAULT '',
      search_lexemes tsvector NOT NULL DEFAULT ''::tsvector,
      PRIMARY KEY (zupu_id, page)
    )`.execute(db);
  await sql`CREATE INDEX zupu_pages_lexemes ON zupu_pages USING gin (search_lexemes)`.execute(db);
  await sql`
    CREATE TABLE saved_zupus (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      clan_pedigree_id text NOT NULL REFERENCES zupus (id) ON DELETE CASCADE,
      family_tree_id uuid REFERENCES family_trees (id) ON DELETE SET NULL,
      clan_name text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX saved_zupus_one ON saved_zupus (user_id, clan_pedigree_id, coalesce(family_tree_id, '00000000-0000-0000-0000-000000000000'::uuid))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE saved_zupus`.execute(db);
  await sql`DROP TABLE zupu_pages`.execute(db);
  await sql`DROP TABLE zupus`.execute(db);
}
