import { sql, type Kysely } from 'kysely';

/**
 * Scanned images of record sources. Like the sources themselves, images are written under an import
 * id and become visible when that import becomes the collection's current one, so a collection and
 * its images change together, all or nothing. `id` is derived from (collection, source, image
 * number), so it stays the same across re-imports and a mention's image_ids keep pointing at it.
 *
 * OCR and full text as zupu_pages: the text, one box per character, and search_lexemes holding every
 * folded character and adjacent pair as tsvector lexemes built in the application, in a GIN index
 * without a pending list (PGlite runs no autovacuum; see 0083). A staff removal sets removed_at: the
 * image is no longer shown or counted in record_sources.image_count.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE source_images (
      import_id uuid NOT NULL,
      id uuid NOT NULL,
      collection_id text NOT NULL REFERENCES record_collections(id) ON DELETE CASCADE,
      source_id text NOT NULL,
      image_number integer NOT NULL CHECK (image_number >= 1),
      storage_key text NOT NULL,
      content_type text NOT NULL,
      byte_size bigint NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      removed_at timestamptz,
      ocr_lang text NOT NULL DEFAULT 'eng',
      ocr_status text NOT NULL DEFAULT 'pending' CHECK (ocr_status IN ('pending', 'done', 'failed')),
      ocr_text text NOT NULL DEFAULT '',
      ocr_boxes jsonb NOT NULL DEFAULT '[]',
      ocr_confidence real,
      search_text text NOT NULL DEFAULT '',
      search_lexemes tsvector NOT NULL DEFAULT ''::tsvector,
      PRIMARY KEY (import_id, source_id, image_number),
      UNIQUE (import_id, id)
    )`.execute(db);
  await sql`CREATE INDEX source_images_id ON source_images (id)`.execute(db);
  await sql`CREATE INDEX source_images_key ON source_images (storage_key)`.execute(db);
  await sql`CREATE INDEX source_images_ocr_waiting ON source_images (collection_id) WHERE ocr_status = 'pending'`.execute(db);
  await sql`CREATE INDEX source_images_lexemes ON source_images USING gin (search_lexemes) WITH (fastupdate = off)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE source_images`.execute(db);
}
