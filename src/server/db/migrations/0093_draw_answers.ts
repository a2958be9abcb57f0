import { sql, type Kysely } from 'kysely';

/**
 * Draw answers of large trees kept as sent (the columnar form compressed, about 10 MB for 100,000
 * persons), in parts of layout_blobs, under a key of everything their bytes depend on (see
 * modules/drawing/storedAnswers.ts): a node that has not laid the tree out (a restart, another API
 * node) answers a draw by sending them instead of reading and laying out the tree again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE draw_answers (
      tree_id uuid NOT NULL REFERENCES family_trees(id) ON DELETE CASCADE,
      answer_key text NOT NULL,
      map_hash text NOT NULL,
      content_type text NOT NULL,
      coding text NOT NULL,
      decoded_bytes integer NOT NULL,
      blob_id uuid NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (tree_id, answer_key)
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM layout_blobs b USING draw_answers a WHERE a.tree_id = b.tree_id AND a.blob_id = b.id`.execute(db);
  await sql`DROP TABLE draw_answers`.execute(db);
}
