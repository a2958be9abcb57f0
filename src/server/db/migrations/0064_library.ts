import { sql, type Kysely } from 'kysely';

/**
 * The media library of a tree: assets (the stored file's key, what it is, its tags), the persons each
 * asset shows, and resumable part uploads with the parts received so far. A person's profile picture
 * becomes a reference to an asset, cleared when the asset is deleted. PostgreSQL 15 SQL only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE library_assets (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      tree_id uuid NOT NULL REFERENCES family_trees (id) ON DELETE CASCADE,
      storage_key text NOT NULL,
      filename text NOT NULL,
      content_type text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('image', 'video', 'audio', 'genealogy')),
      size integer NOT NULL,
      width integer,
      height integer,
      angle smallint NOT NULL DEFAULT 0 CHECK (angle IN (0, 90, 180, 270)),
      event_date jsonb,
      -- year * 10000 + month * 100 + day of event_date, for ordering by it.
      event_sort integer,
      location_place_id text,
      location_name text,
      description text NOT NULL DEFAULT '',
      source text NOT NULL DEFAULT 'library',
      -- Folded words of the filename and description (see modules/library/searchText.ts).
      search_text text NOT NULL DEFAULT '',
      created_by uuid REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // One index per list order of a tree (id breaks ties), and the filters.
  await sql`CREATE INDEX library_assets_updated ON library_assets (tree_id, updated_at, id)`.execute(db);
  await sql`CREATE INDEX library_assets_created ON library_assets (tree_id, created_at, id)`.execute(db);
  await sql`CREATE INDEX library_assets_filename ON library_assets (tree_id, lower(filename), id)`.execute(db);
  await sql`CREATE INDEX library_assets_event ON library_assets (tree_id, event_sort, id)`.execute(db);
  await sql`CREATE INDEX library_assets_kind ON library_assets (tree_id, kind)`.execute(db);
  await sql`CREATE INDEX library_assets_place ON library_assets (tree_id, location_place_id) WHERE location_place_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX library_assets_location ON library_assets (tree_id, lower(location_name)) WHERE location_name IS NOT NULL`.execute(db);
  await sql`CREATE INDEX library_assets_search ON library_assets USING gin (search_text gin_trgm_ops)`.execute(db);

  await sql`
    CREATE TABLE library_asset_persons (
      asset_id uuid NOT NULL REFERENCES library_assets (id) ON DELETE CASCADE,
      person_id uuid NOT NULL REFERENCES persons (id) ON DELETE CASCADE,
      PRIMARY KEY (asset_id, person_id)
    )`.execute(db);
  await sql`CREATE INDEX library_asset_persons_person ON library_asset_persons (person_id)`.execute(db);

  await sql`
    CREATE TABLE library_uploads (
      id uuid PRIMARY KEY,
      tree_id uuid NOT NULL REFERENCES family_trees (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      file_name text NOT NULL,
      total_size integer NOT NULL,
      tags_data jsonb NOT NULL,
      source text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX library_uploads_created ON library_uploads (created_at)`.execute(db);
  await sql`
    CREATE TABLE library_upload_parts (
      upload_id uuid NOT NULL REFERENCES library_uploads (id) ON DELETE CASCADE,
      part_number integer NOT NULL,
      size integer NOT NULL,
      PRIMARY KEY (upload_id, part_number)
    )`.execute(db);

  // Until now any id was accepted as a profile picture, and no asset existed for one to name.
  await sql`UPDATE persons SET profile_picture = NULL WHERE profile_picture IS NOT NULL`.execute(db);
  await sql`ALTER TABLE persons ADD CONSTRAINT persons_profile_picture_fkey FOREIGN KEY (profile_picture) REFERENCES library_assets (id) ON DELETE SET NULL`.execute(db);
  await sql`CREATE INDEX persons_profile_picture ON persons (profile_picture) WHERE profile_picture IS NOT NULL`.execute(db);
}
