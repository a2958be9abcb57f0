/**
 * The picture on a person's card: a signed thumbnail URL of the person's profile picture, filled in
 * when a tree is loaded for drawing (a cached graph is never changed: persons with a picture are
 * copied). The signing secret travels with the drawing task, as the pool's threads do not know the
 * data directory. Living persons' pictures are removed for visitors by the layout, as their names are.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { withCardField } from '../../tree/cardFields';
import type { GraphPerson } from '../../tree/graph';
import { thumbnailUrl } from '../../files/urls';

/** Width of a card's picture, in pixels (cards show it at 40 to 80 CSS pixels, on dense screens too). */
export const CARD_PHOTO_WIDTH = 160;

/** Person id → card picture URL, for the persons of a tree with a profile picture (all of them, or among `ids`). */
export async function cardPhotoUrls(db: Db, treeId: string, secretHex: string, now: Date, ids?: string[]): Promise<Map<string, string>> {
  if (ids && ids.length === 0) return new Map();
  const among = ids ? sql`AND p.id = ANY(${`{${ids.join(',')}}`}::uuid[])` : sql``;
  const { rows } = await sql<{ id: string; storage_key: string; angle: number }>`
    SELECT p.id, a.storage_key, a.angle FROM persons p
    JOIN library_assets a ON a.id = p.profile_picture AND a.tree_id = p.tree_id AND a.kind = 'image'
    WHERE p.tree_id = ${treeId} AND p.profile_picture IS NOT NULL ${among}`.execute(db);
  const secret = Buffer.from(secretHex, 'hex');
  return new Map(rows.map((r) => [r.id, thumbnailUrl(secret, r.storage_key, r.angle, now, CARD_PHOTO_WIDTH)]));
}

/** The persons with their card pictures set (copies of those that have one, kept while the URL is the same; the others as they are). */
export async function withCardPhotos<P extends GraphPerson>(db: Db, treeId: string, persons: P[], secretHex: string | undefined, now: Date, ids?: string[]): Promise<P[]> {
  if (!secretHex) return persons;
  const urls = await cardPhotoUrls(db, treeId, secretHex, now, ids);
  if (urls.size === 0) return persons;
  return persons.map((p) => {
    const url = urls.get(p.id);
    return url === undefined ? p : withCardField(p, 'photo_url', url);
  });
}
