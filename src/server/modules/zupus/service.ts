/**
 * Zupu search and reading: pedigree search by clan and ancestral place, facets and counts, a page's
 * image and OCR, and full-text search inside the books with the hits' boxes on the page images.
 */
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import type { ContentHit, contentSearchQuerySchema } from '../../../protocol/zupus';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema';
import type { AuthUser } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { surnameToSimplified } from '../../chinese/script';
import { findAll, foldQuery, queryTsquery, snippetOf, verticesOf, type Box } from './fulltext';
import { imageLinks, type Links, type ZupuRow } from './views';

export interface PedigreeFilter {
  clan_id?: number;
  clan_name?: string;
  place_id?: string;
  place_ids?: string[];
}

type ZupuQuery = SelectQueryBuilder<DB, 'zupus', object>;

/** The clan by its id or its name (either script, or a spelling the clans table knows). */
function whereClan(q: ZupuQuery, f: PedigreeFilter): ZupuQuery {
  if (f.clan_id !== undefined) q = q.where('zupus.surname', 'in', (eb: ExpressionBuilder<DB, 'zupus'>) => eb.selectFrom('clans').select('clans.surname').where('clans.id', '=', f.clan_id!));
  if (f.clan_name) {
    const name = f.clan_name.trim();
    const key = name.toLowerCase().replace(/[^a-z]/g, '');
    q = q.where((eb) =>
      eb.or([
        eb('zupus.surname', '=', surnameToSimplified(name)),
        eb('zupus.surname_traditional', '=', name),
        eb('zupus.surname', 'in', eb.selectFrom('clans').select('clans.surname').where(sql<boolean>`${key} = ANY(clans.search_keys)`)),
      ]),
    );
  }
  return q;
}

/** Places given by any level: a city's code finds the books of its counties. */
function wherePlaces(q: ZupuQuery, codes: string[]): ZupuQuery {
  if (!codes.length) return q;
  return q.where(sql<boolean>`EXISTS (SELECT 1 FROM unnest(zupus.place_ids) AS p(code) WHERE ${sql.join(codes.map((c) => sql`p.code LIKE ${`${c}%`}`), sql` OR `)})`);
}

function filtered(db: Db, f: PedigreeFilter): ZupuQuery {
  const places = [...(f.place_id ? [f.place_id] : []), ...(f.place_ids ?? [])];
  return wherePlaces(whereClan(db.selectFrom('zupus'), f), places);
}

export async function searchPedigrees(db: Db, f: PedigreeFilter, limit: number, offset: number): Promise<{ rows: ZupuRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, f).selectAll('zupus').orderBy('zupus.title').orderBy('zupus.id').limit(limit).offset(offset).execute(),
    filtered(db, f).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as ZupuRow[], total: Number(count.n) };
}

export async function countPedigrees(db: Db, f: PedigreeFilter): Promise<number> {
  return Number((await filtered(db, f).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
}

/** Counts by ancestral place and by clan among the books a filter finds. */
export async function pedigreeFacets(db: Db, f: PedigreeFilter) {
  const rows = (await filtered(db, f).select(['zupus.surname', 'zupus.surname_traditional', 'zupus.ancestral_places']).execute()) as Pick<ZupuRow, 'surname' | 'surname_traditional' | 'ancestral_places'>[];
  const places = new Map<string, { place_id: string; name: string; count: number }>();
  const clans = new Map<string, { surname: string; surname_traditional: string; count: number }>();
  for (const r of rows) {
    for (const p of r.ancestral_places) places.set(p.place_id, { ...p, count: (places.get(p.place_id)?.count ?? 0) + 1 });
    clans.set(r.surname, { surname: r.surname, surname_traditional: r.surname_traditional, count: (clans.get(r.surname)?.count ?? 0) + 1 });
  }
  const byCount = <T extends { count: number }>(a: T, b: T) => b.count - a.count;
  return { total_count: rows.length, places: [...places.values()].sort(byCount), clans: [...clans.values()].sort(byCount) };
}

export async function getPedigree(db: Db, id: string): Promise<ZupuRow> {
  const row = await db.selectFrom('zupus').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Zupu not found.');
  return row;
}

/** Sample books are open to everyone; others to the members who bought permanent access. */
export async function requireReader(db: Db, zupu: ZupuRow, user: AuthUser | null): Promise<void> {
  if (zupu.is_sample) return;
  const owned = user && (await db.selectFrom('zupu_access').select('zupu_id').where('user_id', '=', user.id).where('zupu_id', '=', zupu.id).executeTakeFirst());
  if (!owned) throw forbidden('Buy permanent access to read the pages of this zupu.');
}

async function pageRow(db: Db, zupu: ZupuRow, page: number) {
  if (page < 1 || page > zupu.page_count) throw notFound(`This zupu has pages 1 to ${zupu.page_count}.`);
  const row = await db.selectFrom('zupu_pages').selectAll().where('zupu_id', '=', zupu.id).where('page', '=', page).executeTakeFirst();
  if (!row?.image_key) throw notFound('This page has no image yet.');
  return { ...row, image_key: row.image_key };
}

export async function pageImage(db: Db, zupu: ZupuRow, page: number, links: Links, width?: number) {
  const row = await pageRow(db, zupu, page);
  return { zupu_id: zupu.id, page, page_count: zupu.page_count, ...imageLinks(links, row.image_key, width), width: row.width, height: row.height, ocr_status: row.ocr_status };
}

export async function pageOcr(db: Db, zupu: ZupuRow, page: number): Promise<{ text: string; boxes: number[][] }> {
  const row = await pageRow(db, zupu, page);
  return { text: row.ocr_text, boxes: row.ocr_boxes };
}

/** The page's preview with the boxes of every place `q` stands in it. */
export async function pageSearchPreview(db: Db, zupu: ZupuRow, page: number, q: string, links: Links) {
  const row = await pageRow(db, zupu, page);
  const query = foldQuery(q);
  const folded = [...row.search_text];
  const at = findAll(folded, query).flat();
  const { url, preview_url } = imageLinks(links, row.image_key);
  return { zupu_id: zupu.id, page, url, preview_url, width: row.width, height: row.height, matches_vertices: verticesOf(row.ocr_boxes, at) };
}

export type ContentQuery = z.infer<typeof contentSearchQuerySchema>;

interface HitRow {
  zupu_id: string;
  page: number;
  title: string;
  ocr_text: string;
  ocr_boxes: Box[];
  search_text: string;
  width: number;
  height: number;
  image_key: string;
}

/** Above this many pages a search answers the count as "at least" instead of counting every page. */
export const CONTENT_COUNT_CAP = 1000;

/**
 * The pages that hold the query: its lexemes through the GIN index, and for three characters or more
 * the exact sequence as well (one character or one pair is exact in the index already).
 */
function contentMatch(query: string[], readable: ReturnType<typeof sql>, zupuId: string | undefined) {
  return sql`p.search_lexemes @@ ${queryTsquery(query)}::tsquery
      ${query.length > 2 ? sql`AND strpos(p.search_text, ${query.join('')}) > 0` : sql``}
      AND p.zupu_id IN (SELECT z.id FROM zupus z WHERE ${readable})
      ${zupuId ? sql`AND p.zupu_id = ${zupuId}` : sql``}`;
}

/**
 * Pages whose text holds the query (either script), the readable books only. The count comes first
 * and stops at CONTENT_COUNT_CAP; then only the keys of the page of results asked for are found in
 * page order, and text and boxes read for those few pages, so a surname on thousands of pages costs
 * no more than a rare name.
 */
export async function searchContent(db: Db, q: ContentQuery, user: AuthUser | null): Promise<{ rows: HitRow[]; total: number; capped: boolean; query: string[] }> {
  const query = foldQuery(q.q);
  if (!query.length) return { rows: [], total: 0, capped: false, query };
  const readable = user
    ? sql`(z.is_sample OR EXISTS (SELECT 1 FROM zupu_access a WHERE a.zupu_id = z.id AND a.user_id = ${user.id}))`
    : sql`z.is_sample`;
  const match = contentMatch(query, readable, q.clan_pedigree_id);
  // The count reads the lexeme index as a bitmap: a frequent character is on a third of the pages, and
  // the planner, which does not cost reading each page's lexemes, would otherwise scan the table and
  // test page after page (120 ms for the first 1,001 of 20,000 pages, against a few ms from the index).
  const count = await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    await sql`SET LOCAL enable_indexscan = off`.execute(trx);
    return sql<{ n: string }>`
      SELECT count(*) AS n FROM (SELECT 1 FROM zupu_pages p WHERE ${match} LIMIT ${CONTENT_COUNT_CAP + 1}) AS found`.execute(trx);
  });
  const n = Number(count.rows[0]?.n ?? 0);
  const capped = n > CONTENT_COUNT_CAP;
  // Few pages: all their keys from the lexeme index, then sorted. Many: the primary key walked in
  // order, each page tested, stopping once the page of results is full (the hits are dense).
  const keys = capped
    ? await sql<{ zupu_id: string; page: number }>`
        SELECT p.zupu_id, p.page FROM zupu_pages p WHERE ${match}
        ORDER BY p.zupu_id, p.page LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db)
    : await sql<{ zupu_id: string; page: number }>`
        WITH found AS MATERIALIZED (SELECT p.zupu_id, p.page FROM zupu_pages p WHERE ${match})
        SELECT zupu_id, page FROM found ORDER BY zupu_id, page LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db);
  if (!keys.rows.length) return { rows: [], total: Math.min(n, CONTENT_COUNT_CAP), capped, query };
  const rows = await sql<HitRow>`
    SELECT p.zupu_id, p.page, z.title, p.ocr_text, p.ocr_boxes, p.search_text, p.width, p.height, p.image_key
    FROM zupu_pages p JOIN zupus z ON z.id = p.zupu_id
    WHERE (p.zupu_id, p.page) IN (${sql.join(keys.rows.map((k) => sql`(${k.zupu_id}, ${k.page})`))})
    ORDER BY p.zupu_id, p.page`.execute(db);
  return { rows: rows.rows, total: Math.min(n, CONTENT_COUNT_CAP), capped, query };
}

/** A hit as the API answers it: the first place on the page for the snippet, every place's boxes. */
export function contentHit(row: HitRow, query: string[]): ContentHit {
  const places = findAll([...row.search_text], query);
  const original = [...row.ocr_text.replace(/\s+/gu, '')];
  const { snippet, highlight } = places.length ? snippetOf(original, places[0]!) : { snippet: original.slice(0, 24).join(''), highlight: { start: 0, length: 0 } };
  return {
    zupu_id: row.zupu_id,
    title: row.title,
    page: row.page,
    snippet,
    highlight,
    width: row.width,
    height: row.height,
    matches_vertices: verticesOf(row.ocr_boxes, places.flat()),
  };
}

export function imageHit(row: HitRow, query: string[], links: Links) {
  const { url, preview_url } = imageLinks(links, row.image_key);
  return { zupu_id: row.zupu_id, page: row.page, url, preview_url, width: row.width, height: row.height, matches_vertices: verticesOf(row.ocr_boxes, findAll([...row.search_text], query).flat()) };
}

