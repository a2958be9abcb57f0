/**
 * Pictures a site may show: images of the tree's library tagged with persons of the site, none of
 * them living (a group photo with one living relative stays off the site), and the profile pictures
 * of deceased persons under the same rule. URLs are the library's signed thumbnail URLs.
 */
import { sql } from 'kysely';
import type { DateValue } from '../../../protocol/person';
import type { Db } from '../../db/database';
import { thumbnailUrl } from '../../files/urls';
import type { SiteGraph } from './siteGraph';

export interface SitePhoto {
  id: string;
  url: string;
  year: number | null;
  persons: string[];
}

interface Row {
  id: string;
  storage_key: string;
  angle: number;
  event_date: DateValue | null;
  persons: string[];
}

/** The site's photos (all, or those of one person), oldest event first. */
export async function sitePhotos(db: Db, g: SiteGraph, scope: Set<string>, secret: Buffer, now: Date, personId?: string): Promise<SitePhoto[]> {
  const only = personId ? sql`AND EXISTS (SELECT 1 FROM library_asset_persons o WHERE o.asset_id = a.id AND o.person_id = ${personId})` : sql``;
  const { rows } = await sql<Row>`
    SELECT a.id, a.storage_key, a.angle, a.event_date, array_agg(ap.person_id::text) AS persons
      FROM library_assets a JOIN library_asset_persons ap ON ap.asset_id = a.id
     WHERE a.tree_id = ${g.treeId} AND a.kind = 'image' ${only}
     GROUP BY a.id
     ORDER BY min(a.event_sort) NULLS LAST, min(a.created_at), a.id`.execute(db);
  return rows
    .filter((r) => r.persons.every((p) => !g.living.has(p)) && r.persons.some((p) => scope.has(p)))
    .map((r) => ({ id: r.id, url: thumbnailUrl(secret, r.storage_key, r.angle, now, 480), year: r.event_date?.year ?? null, persons: r.persons.filter((p) => scope.has(p)) }));
}

/** The picture of a deceased person, when it shows no living relative too. */
export async function portraitOf(db: Db, g: SiteGraph, personId: string, secret: Buffer, now: Date, width = 320): Promise<string | null> {
  if (g.living.has(personId)) return null;
  const row = await db
    .selectFrom('persons as p')
    .innerJoin('library_assets as a', (j) => j.onRef('a.id', '=', 'p.profile_picture').onRef('a.tree_id', '=', 'p.tree_id'))
    .select(['a.id', 'a.storage_key', 'a.angle'])
    .where('p.id', '=', personId)
    .where('a.kind', '=', 'image')
    .executeTakeFirst();
  if (!row) return null;
  const tagged = await db.selectFrom('library_asset_persons').select('person_id').where('asset_id', '=', row.id).execute();
  if (tagged.some((t) => g.living.has(t.person_id))) return null;
  return thumbnailUrl(secret, row.storage_key, row.angle, now, width);
}

/** The site's cover image from its tree's library, unless a living person is tagged on it. */
export async function coverOf(db: Db, g: SiteGraph, assetId: string | null, secret: Buffer, now: Date): Promise<string | null> {
  if (!assetId) return null;
  const row = await db.selectFrom('library_assets').select(['id', 'storage_key', 'angle']).where('id', '=', assetId).where('tree_id', '=', g.treeId).where('kind', '=', 'image').executeTakeFirst();
  if (!row) return null;
  const tagged = await db.selectFrom('library_asset_persons').select('person_id').where('asset_id', '=', row.id).execute();
  if (tagged.some((t) => g.living.has(t.person_id))) return null;
  return thumbnailUrl(secret, row.storage_key, row.angle, now, 1200);
}
