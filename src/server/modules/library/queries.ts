/**
 * The library list of a tree: what this viewer may see (visitors of a public tree do not see an
 * asset whose tagged persons are all living), the filters and orders of libraryQuerySchema, the
 * counts sent with every list, and the persons and places the filters offer.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { LibraryCounts, LibraryQuery, SearchOptions } from '../../../protocol/library';
import { fullName, namesZh } from '../../../protocol/names';
import type { Db } from '../../db/database';
import { normaliseQuery } from '../../chinese';
import { badRequest } from '../../http/errors';
import { isUuid, type TreeAccess } from '../trees/access';
import { livingAmong } from '../persons/present';
import { deadByDates, lexeme } from '../trees/search';
import { assetColumns, type AssetRow } from './present';

/** Who is looking: members see every asset; visitors, not the living persons' ones. */
export interface Viewer {
  treeId: string;
  isMember: boolean;
  /** Tagged persons who count as living (empty for members). */
  living: string[];
}

/** The living among the persons tagged in the tree's library, for a visitor; nothing for a member. */
export async function viewerOf(db: Db, access: TreeAccess, now: Date): Promise<Viewer> {
  if (access.isMember) return { treeId: access.tree.id, isMember: true, living: [] };
  return visitorOf(db, access.tree.id, now);
}

/** A visitor of the tree: one who is not a member (a public tree's reader, a redacted export). */
export async function visitorOf(db: Db, treeId: string, now: Date): Promise<Viewer> {
  // Persons their own dates show dead are never living: only the others are decided (deadByDates
  // mirrors living.ts's 'dead', so the answer is the same, for less to read).
  const tagged = await db
    .selectFrom('persons')
    .select(['id', 'birth_date', 'death_date', 'is_deceased'])
    .where('tree_id', '=', treeId)
    .where((eb) => eb.not(deadByDates(now)))
    .where('id', 'in', (eb) => eb.selectFrom('library_asset_persons').innerJoin('library_assets', 'library_assets.id', 'library_asset_persons.asset_id').select('library_asset_persons.person_id').where('library_assets.tree_id', '=', treeId))
    .execute();
  return { treeId, isMember: false, living: [...(await livingAmong(db, tagged, now))] };
}

const uuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Tags of the asset `a` a viewer may match on (a visitor: not the living). */
function shownTag(viewer: Viewer): Expression<SqlBool> {
  return viewer.living.length ? sql<SqlBool>`NOT (ap.person_id = ANY(${uuids(viewer.living)}))` : sql<SqlBool>`true`;
}

/** The asset `a` is visible: for a visitor, untagged or showing at least one person who is not living. */
function visible(viewer: Viewer): Expression<SqlBool> {
  if (viewer.isMember || viewer.living.length === 0) return sql<SqlBool>`true`;
  return sql<SqlBool>`(NOT a.tagged
    OR EXISTS (SELECT 1 FROM library_asset_persons ap WHERE ap.asset_id = a.id AND ${shownTag(viewer)}))`;
}

function escapeLike(token: string): string {
  return token.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/** The conditions of a list query, on the asset `a`. */
function filters(viewer: Viewer, q: Partial<LibraryQuery>): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [sql<SqlBool>`a.tree_id = ${viewer.treeId}`, visible(viewer)];
  if (q.kind) where.push(sql<SqlBool>`a.kind = ${q.kind}`);
  if (q.location__in?.length) {
    const names = q.location__in.map((v) => v.toLowerCase());
    where.push(sql<SqlBool>`(a.location_place_id = ANY(${q.location__in}::text[]) OR lower(a.location_name) = ANY(${names}::text[]))`);
  }
  if (q.location__isnull !== undefined) where.push(q.location__isnull ? sql<SqlBool>`a.location_name IS NULL` : sql<SqlBool>`a.location_name IS NOT NULL`);
  if (q.persons?.length) {
    const bad = q.persons.find((id) => !isUuid(id));
    if (bad) throw badRequest(`persons: "${bad.slice(0, 60)}" is not a person id.`, { persons: ['Give person ids, separated by commas.'] });
    where.push(sql<SqlBool>`EXISTS (SELECT 1 FROM library_asset_persons ap WHERE ap.asset_id = a.id AND ap.person_id = ANY(${uuids(q.persons)}) AND ${shownTag(viewer)})`);
  }
  if (q.persons__isnull !== undefined) where.push(q.persons__isnull ? sql<SqlBool>`NOT a.tagged` : sql<SqlBool>`a.tagged`);
  if (q.search) {
    const tokens = normaliseQuery(q.search);
    // Nothing to search by (only punctuation): nothing matches, as in the tree search.
    if (tokens.length === 0) where.push(sql<SqlBool>`false`);
    for (const t of tokens) {
      // The persons a word names are found once through their keys' index (a hashed set of their
      // assets), not asked again for every asset.
      where.push(sql<SqlBool>`(a.search_text LIKE ${`%${escapeLike(t)}%`}
        OR a.id IN (SELECT ap.asset_id FROM library_asset_persons ap JOIN persons p ON p.id = ap.person_id
          WHERE ${shownTag(viewer)} AND p.search_keys @@ ${`${lexeme(t)}:*`}::tsquery))`);
    }
  }
  return where;
}

const ORDERS: Record<LibraryQuery['order_by'], string> = {
  updated_at: 'a.updated_at ASC, a.id ASC',
  '-updated_at': 'a.updated_at DESC, a.id DESC',
  created_at: 'a.created_at ASC, a.id ASC',
  '-created_at': 'a.created_at DESC, a.id DESC',
  filename: 'lower(a.filename) ASC, a.id ASC',
  '-filename': 'lower(a.filename) DESC, a.id DESC',
  event_date: 'a.event_sort ASC NULLS LAST, a.id ASC',
  '-event_date': 'a.event_sort DESC NULLS LAST, a.id DESC',
};

const and = (parts: Expression<SqlBool>[]) => sql.join(parts, sql` AND `);
const COLUMNS = sql.raw(assetColumns.map((c) => `a.${c}`).join(', '));

/** Every asset of the tree this viewer may see, oldest first, with the persons tagged on it whom the viewer may see. */
export async function visibleAssets(db: Db, viewer: Viewer): Promise<{ row: AssetRow; persons: string[] }[]> {
  const { rows } = await sql<AssetRow>`SELECT ${COLUMNS} FROM library_assets a WHERE ${and(filters(viewer, {}))} ORDER BY a.created_at, a.id`.execute(db);
  if (rows.length === 0) return [];
  const tags = await db.selectFrom('library_asset_persons').select(['asset_id', 'person_id']).where('asset_id', 'in', rows.map((r) => r.id)).execute();
  const hidden = new Set(viewer.living);
  const persons = new Map<string, string[]>();
  for (const t of tags) if (!hidden.has(t.person_id)) persons.set(t.asset_id, [...(persons.get(t.asset_id) ?? []), t.person_id]);
  return rows.map((row) => ({ row, persons: persons.get(row.id) ?? [] }));
}

/** One page of the list, and how many match. */
export async function listAssets(db: Db, viewer: Viewer, q: LibraryQuery): Promise<{ rows: AssetRow[]; total: number }> {
  const where = and(filters(viewer, q));
  const [page, count] = await Promise.all([
    sql<AssetRow>`SELECT ${COLUMNS} FROM library_assets a WHERE ${where} ORDER BY ${sql.raw(ORDERS[q.order_by])} LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM library_assets a WHERE ${where}`.execute(db),
  ]);
  return { rows: page.rows, total: Number(count.rows[0].n) };
}

/** Assets tagged with a person, newest first (the person's photos and files). */
export async function personAssets(db: Db, viewer: Viewer, personId: string, limit: number, offset: number): Promise<{ rows: AssetRow[]; total: number }> {
  return listAssets(db, viewer, { persons: [personId], limit, offset, order_by: '-created_at' });
}

/** The library's counts for this viewer: all, by kind, and untagged. */
export async function libraryCounts(db: Db, viewer: Viewer): Promise<LibraryCounts> {
  const where = and(filters(viewer, {}));
  const { rows } = await sql<Record<keyof LibraryCounts, number>>`
    SELECT count(*)::int AS all,
      count(*) FILTER (WHERE a.kind = 'image')::int AS image,
      count(*) FILTER (WHERE a.kind = 'video')::int AS video,
      count(*) FILTER (WHERE a.kind = 'audio')::int AS audio,
      count(*) FILTER (WHERE a.kind = 'genealogy')::int AS genealogy,
      count(*) FILTER (WHERE NOT a.tagged)::int AS untagged
    FROM library_assets a WHERE ${where}`.execute(db);
  const r = rows[0];
  return { all: Number(r.all), image: Number(r.image), video: Number(r.video), audio: Number(r.audio), genealogy: Number(r.genealogy), untagged: Number(r.untagged) };
}

const OPTIONS_LIMIT = 20;

/** The tagged persons and the places of a tree's library matching `q`, with how many assets each has. */
export async function searchOptions(db: Db, viewer: Viewer, o: { q: string; persons: boolean; locations: boolean }): Promise<SearchOptions> {
  const tokens = normaliseQuery(o.q);
  const visibleAssets = and(filters(viewer, {}));
  const personMatch = tokens.length ? sql<SqlBool>`p.search_keys @@ ${tokens.map((t) => `${lexeme(t)}:*`).join(' & ')}::tsquery` : sql<SqlBool>`true`;
  const notLiving = viewer.living.length ? sql<SqlBool>`NOT (p.id = ANY(${uuids(viewer.living)}))` : sql<SqlBool>`true`;
  const persons = o.persons
    ? (
        await sql<{ id: string; first_names: never; surnames: never; count: number }>`
          SELECT p.id, p.first_names, p.surnames, count(*)::int AS count
          FROM library_assets a JOIN library_asset_persons ap ON ap.asset_id = a.id JOIN persons p ON p.id = ap.person_id
          WHERE ${visibleAssets} AND ${personMatch} AND ${notLiving}
          GROUP BY p.id ORDER BY count(*) DESC, p.id LIMIT ${OPTIONS_LIMIT}`.execute(db)
      ).rows.map((r) => ({ object_id: r.id, full_name: fullName(r), names_zh: namesZh(r), count: Number(r.count) }))
    : [];
  const text = o.q.trim().toLowerCase();
  const locations = o.locations
    ? (
        await sql<{ place_id: string | null; name: string; count: number }>`
          SELECT a.location_place_id AS place_id, min(a.location_name) AS name, count(*)::int AS count
          FROM library_assets a
          WHERE ${visibleAssets} AND a.location_name IS NOT NULL ${text ? sql`AND lower(a.location_name) LIKE ${`%${escapeLike(text)}%`}` : sql``}
          GROUP BY a.location_place_id, lower(a.location_name) ORDER BY count(*) DESC, min(a.location_name) LIMIT ${OPTIONS_LIMIT}`.execute(db)
      ).rows.map((r) => ({ place_id: r.place_id, name: r.name, count: Number(r.count) }))
    : [];
  return { persons, locations };
}
