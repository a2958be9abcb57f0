/**
 * Cemeteries of the record collections: the list (GET cemetery/), one cemetery with its burials ten a
 * page by year, narrowed to a name with q (GET cemetery/:id/), and the places cemeteries lie in (GET
 * burial-location/). Only burials of a collection's current import count, and burials in an invalid
 * source are neither listed nor counted.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { BurialLocationList, CemeteryDetail, CemeteryList, CemeterySummary } from '../../../protocol/cemeteries';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { resolvePlaceName } from '../places/resolve';
import { collectionRef, RECORD_COLUMNS, recordSummaries } from '../records/detail';
import { surnameQuery } from '../records/search';

function like(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Burials of the cemeteries k (record_cemeteries), shown ones only. */
const BURIALS = sql`
  records r
  JOIN record_cemeteries k ON r.import_id = k.import_id AND r.event_place = k.event_place AND r.event_type = 'burial'
  JOIN record_collections c ON c.id = k.collection_id AND c.current_import = k.import_id
  JOIN record_sources s ON s.import_id = r.import_id AND s.id = r.source_id AND s.status <> 'invalid'`;

/** A link for a place name: its gazetteer page, or the overseas communities named so. */
async function placeLink(db: Db, name: string | null): Promise<CemeterySummary['place']> {
  if (!name) return null;
  const code = await resolvePlaceName(db, name);
  if (code) return { name, href: `/places/${code}` };
  const overseas = await db.selectFrom('overseas_destinations').select('name').where(sql<SqlBool>`lower(name) = lower(${name.split(',')[0]!.trim()})`).executeTakeFirst();
  return { name, href: overseas ? `/search/overseas?q=${encodeURIComponent(overseas.name)}` : null };
}

interface CemeteryRow {
  id: string;
  name: string;
  place: string | null;
  burial_count: string | number;
  year_from: number | null;
  year_to: number | null;
  collections: { id: string; title: string; category_id: string; is_sample: boolean }[];
  total?: string | number;
}

async function summary(db: Db, r: CemeteryRow): Promise<CemeterySummary> {
  const collections = r.collections.map(collectionRef);
  return {
    id: r.id,
    slug: r.id,
    name: r.name,
    place: await placeLink(db, r.place),
    burial_count: Number(r.burial_count),
    year_from: r.year_from,
    year_to: r.year_to,
    collections,
    is_sample: collections.every((c) => c.is_sample),
  };
}

/** Cemeteries grouped by id with their live burial counts and years; `where` filters the cemetery rows k. */
function cemeteries(where: RawBuilder<SqlBool>) {
  return sql`
    SELECT g.*, b.burial_count, b.year_from, b.year_to FROM (
      SELECT k.id, min(k.name) AS name, min(k.place) AS place,
             json_agg(json_build_object('id', c.id, 'title', c.title, 'category_id', c.category_id, 'is_sample', c.is_sample) ORDER BY c.title) AS collections
        FROM record_cemeteries k JOIN record_collections c ON c.id = k.collection_id AND c.current_import = k.import_id
       WHERE ${where}
       GROUP BY k.id) g,
    LATERAL (SELECT count(*) AS burial_count, min(r.event_year) AS year_from, max(r.event_year) AS year_to FROM ${BURIALS} WHERE k.id = g.id) b`;
}

export async function listCemeteries(db: Db, q: { q?: string; place?: string; limit: number; offset: number }): Promise<CemeteryList> {
  const conds = [sql<SqlBool>`true`];
  if (q.q) conds.push(sql<SqlBool>`(k.name ILIKE ${like(q.q)} OR k.place ILIKE ${like(q.q)})`);
  if (q.place) conds.push(sql<SqlBool>`k.place ILIKE ${like(q.place)}`);
  const { rows } = await sql<CemeteryRow>`
    SELECT g.*, count(*) OVER () AS total FROM (${cemeteries(sql<SqlBool>`${sql.join(conds, sql` AND `)}`)}) g
     ORDER BY g.burial_count DESC, g.name, g.id LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db);
  let total = rows.length ? Number(rows[0]!.total) : 0;
  if (!rows.length && q.offset > 0) total = Number((await sql<{ n: string }>`SELECT count(DISTINCT k.id) AS n FROM record_cemeteries k JOIN record_collections c ON c.id = k.collection_id AND c.current_import = k.import_id WHERE ${sql.join(conds, sql` AND `)}`.execute(db)).rows[0]!.n);
  return { objects: await Promise.all(rows.map((r) => summary(db, r))), meta: { limit: q.limit, offset: q.offset, total_count: total } };
}

export async function cemeteryDetail(db: Db, id: string, q: { q?: string; limit: number; offset: number }, paid: boolean): Promise<CemeteryDetail> {
  const { rows } = await sql<CemeteryRow>`${cemeteries(sql<SqlBool>`k.id = ${id}`)}`.execute(db);
  const found = rows[0];
  if (!found) throw notFound('No cemetery has this id.');
  const named = q.q ? surnameQuery(q.q, true) : null;
  if (q.q && !named) return { ...(await summary(db, found)), burials: { objects: [], meta: { limit: q.limit, offset: q.offset, total_count: 0 } } };
  const byName = named
    ? sql<SqlBool>`EXISTS (SELECT 1 FROM record_persons rp WHERE rp.import_id = r.import_id AND rp.record_code = r.code AND rp.search_keys @@ ${named.any}::tsquery)`
    : sql<SqlBool>`true`;
  const burials = await sql<Parameters<typeof recordSummaries>[2][number] & { total: string | number }>`
    SELECT ${RECORD_COLUMNS}, count(*) OVER () AS total FROM ${BURIALS}
     WHERE k.id = ${id} AND ${byName}
     ORDER BY r.event_year, r.code LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db);
  // Records of several imports (a cemetery named by two collections): each page's summaries by import.
  const objects = [];
  for (const row of burials.rows) objects.push(...(await recordSummaries(db, row.import_id, [row], paid)));
  let total = burials.rows.length ? Number(burials.rows[0]!.total) : 0;
  if (!burials.rows.length && q.offset > 0) total = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${BURIALS} WHERE k.id = ${id} AND ${byName}`.execute(db)).rows[0]!.n);
  return { ...(await summary(db, found)), burials: { objects, meta: { limit: q.limit, offset: q.offset, total_count: total } } };
}

export async function burialLocations(db: Db, q: { q?: string; limit: number; offset: number }): Promise<BurialLocationList> {
  const match = q.q ? sql<SqlBool>`k.place ILIKE ${like(q.q)}` : sql<SqlBool>`true`;
  const { rows } = await sql<{ place: string; n: string | number; total: string | number }>`
    SELECT k.place, count(DISTINCT k.id) AS n, count(*) OVER () AS total
      FROM record_cemeteries k JOIN record_collections c ON c.id = k.collection_id AND c.current_import = k.import_id
     WHERE k.place IS NOT NULL AND ${match}
     GROUP BY k.place ORDER BY count(DISTINCT k.id) DESC, k.place LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db);
  const objects = await Promise.all(rows.map(async (r) => ({ name: r.place, href: (await placeLink(db, r.place))?.href ?? null, cemetery_count: Number(r.n) })));
  return { objects, meta: { limit: q.limit, offset: q.offset, total_count: rows.length ? Number(rows[0]!.total) : 0 } };
}
