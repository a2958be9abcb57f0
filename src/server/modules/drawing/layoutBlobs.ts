/**
 * A large stored layout (12.8 MB compressed for 100,000 persons), its places, or a draw answer kept in parts of a
 * megabyte, each written and read by a statement of its own: on PGlite one statement holds the only
 * connection, and a part takes a few milliseconds where the whole took up to 0.4 s. The parts are
 * written before the row (layout_states, draw_answers) that names them, so a reader never finds a row
 * without all its parts; parts whose row was never written (a failed save) are swept after an hour.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Bytes per part. */
export const PART_BYTES = 1 << 20;
/** Parts left without a row this long are swept (a save that failed half way). */
const ORPHAN_MS = 60 * 60 * 1000;

/** Writes `bytes` in parts; answers the id the layout_states row keeps. */
export async function writeBlob(db: Db, treeId: string, bytes: Uint8Array, now: Date): Promise<string> {
  const id = randomUUID();
  for (let part = 0, at = 0; at < bytes.length; part++, at += PART_BYTES) {
    await db
      .insertInto('layout_blobs')
      .values({ id, part, tree_id: treeId, bytes: sql<Uint8Array>`${bytes.subarray(at, at + PART_BYTES)}::bytea`, created_at: now })
      .execute();
  }
  return id;
}

/** The bytes of a blob, part by part (read as base64 text: PGlite parses bytea results a byte pair at a time). */
export async function readBlob(db: Db, id: string): Promise<Buffer | undefined> {
  const parts: Buffer[] = [];
  for (let part = 0; ; part++) {
    const row = await db.selectFrom('layout_blobs').select(sql<string>`encode(bytes, 'base64')`.as('b64')).where('id', '=', id).where('part', '=', part).executeTakeFirst();
    if (!row) break;
    parts.push(Buffer.from(row.b64, 'base64'));
  }
  return parts.length ? Buffer.concat(parts) : undefined;
}

/** Deletes blobs of a tree: the given ones, and those no row (a layout state or its places, a draw answer, a graph snapshot) names that are older than an hour. */
export async function deleteBlobs(db: Db, treeId: string, ids: string[], now: Date): Promise<void> {
  if (ids.length) await db.deleteFrom('layout_blobs').where('tree_id', '=', treeId).where('id', 'in', ids).execute();
  await sql`DELETE FROM layout_blobs b WHERE b.tree_id = ${treeId} AND b.created_at < ${new Date(now.getTime() - ORPHAN_MS)}
    AND NOT EXISTS (SELECT 1 FROM layout_states s WHERE s.tree_id = b.tree_id AND (s.blob_id = b.id OR s.places_blob_id = b.id))
    AND NOT EXISTS (SELECT 1 FROM draw_answers a WHERE a.tree_id = b.tree_id AND a.blob_id = b.id)
    AND NOT EXISTS (SELECT 1 FROM tree_graph_snapshots g WHERE g.tree_id = b.tree_id AND g.blob_id = b.id)`.execute(db);
}
