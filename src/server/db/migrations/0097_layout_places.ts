import { sql, type Kysely } from 'kysely';

/**
 * Each whole stored layout also keeps where its cards are, by id, compressed (modules/drawing/places.ts):
 * a draw on a node that has not got the layout follows those places instead of reading and parsing the
 * whole layout (12 MB compressed, 80 MB of JSON for 100,000 persons). Large places go to layout_blobs.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE layout_states ADD COLUMN places bytea, ADD COLUMN places_blob_id uuid`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM layout_blobs b USING layout_states s WHERE s.tree_id = b.tree_id AND s.places_blob_id = b.id`.execute(db);
  await sql`ALTER TABLE layout_states DROP COLUMN places, DROP COLUMN places_blob_id`.execute(db);
}
