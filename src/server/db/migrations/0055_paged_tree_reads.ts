import { sql, type Kysely } from 'kysely';

/**
 * Reads of a whole tree go page by page, so that on PGlite, whose one connection serialises every
 * statement, reading a 100,000-person tree no longer holds it for two seconds in one statement:
 * - persons are read in id order within their tree (the new index), a couple of thousand a statement;
 * - a large stored layout (12.8 MB compressed for 100,000 persons) is kept in parts of a megabyte, each
 *   written and read by a statement of its own, instead of one bytea written in 0.1 to 0.4 s. The parts
 *   are stored as they are (no TOAST compression: they are brotli already).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX persons_tree_id ON persons (tree_id, id)`.execute(db);
  await sql`
    CREATE TABLE layout_blobs (
      id uuid NOT NULL,
      part integer NOT NULL,
      tree_id uuid NOT NULL REFERENCES family_trees(id) ON DELETE CASCADE,
      bytes bytea NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (id, part)
    )`.execute(db);
  await sql`ALTER TABLE layout_blobs ALTER COLUMN bytes SET STORAGE EXTERNAL`.execute(db);
  await sql`CREATE INDEX layout_blobs_tree ON layout_blobs (tree_id, created_at)`.execute(db);
  await sql`ALTER TABLE layout_states ADD COLUMN blob_id uuid`.execute(db);
  await sql`ALTER TABLE layout_states ALTER COLUMN payload DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE layout_states ADD CONSTRAINT layout_states_payload CHECK ((payload IS NULL) <> (blob_id IS NULL))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // Layouts kept in parts are dropped: they are a cache, laid out again on the next draw.
  await sql`DELETE FROM layout_states WHERE blob_id IS NOT NULL`.execute(db);
  await sql`ALTER TABLE layout_states DROP CONSTRAINT layout_states_payload`.execute(db);
  await sql`ALTER TABLE layout_states ALTER COLUMN payload SET NOT NULL`.execute(db);
  await sql`ALTER TABLE layout_states DROP COLUMN blob_id`.execute(db);
  await sql`DROP TABLE layout_blobs`.execute(db);
  await sql`DROP INDEX persons_tree_id`.execute(db);
}
