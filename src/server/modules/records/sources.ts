/**
 * Sources of record collections: one source with a page of its records (GET sources/:id/), the
 * source search (GET sources/) and title autocomplete (GET sources/search-sources/autocomplete/).
 * Only sources of a collection's current import are read; an invalid source is never shown.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import {
  IMAGE_FACET_LABELS,
  RECORD_CATEGORY_LABELS,
  sourceTypeLabel,
  type SourceAutocomplete,
  type SourceDetail,
  type SourceDetailQuery,
  type SourceSearchQuery,
  type SourceSearchResponse,
} from '../../../protocol/records';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import type { AuthUser } from '../../deps';
import type { Links } from '../zupus/views';
import { collectionRef, RECORD_COLUMNS, recordSummaries, sourceRef } from './detail';
import { sourceImageView } from './sourceImages';

const AUTOCOMPLETE_LIMIT = 10;

const FROM = sql`record_sources s JOIN record_collections c ON c.id = s.collection_id AND c.current_import = s.import_id`;
const SHOWN = sql<SqlBool>`s.status <> 'invalid'`;

interface SourceRow {
  import_id: string;
  id: string;
  title: string;
  source_type: string;
  year: number | null;
  place: string | null;
  image_count: number | null;
  status: 'active' | 'pending';
  c_id: string;
  c_title: string;
  category_id: string;
  is_sample: boolean;
  record_count: string | number;
}

const COLUMNS = sql`s.import_id, s.id, s.title, s.source_type, s.year, s.place, s.image_count, s.status, c.id AS c_id, c.title AS c_title, c.category_id, c.is_sample,
  (SELECT count(*) FROM records r WHERE r.import_id = s.import_id AND r.source_id = s.id) AS record_count`;

function like(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function summary(s: SourceRow) {
  return { ...sourceRef(s), collection: collectionRef({ id: s.c_id, title: s.c_title, category_id: s.category_id, is_sample: s.is_sample }), record_count: Number(s.record_count) };
}

/** One source with a page of its records; their transcriptions only for a reader past the paywall (`paid`). */
export async function sourceDetail(db: Db, id: string, q: SourceDetailQuery, paid: boolean, viewer: { user: AuthUser | null; links: Links }): Promise<SourceDetail> {
  const { rows } = await sql<SourceRow>`SELECT ${COLUMNS} FROM ${FROM} WHERE s.id = ${id} AND ${SHOWN} ORDER BY c.id LIMIT 1`.execute(db);
  const s = rows[0];
  if (!s) throw notFound('No source has this id.');
  const pages = (
    await sql<{ first: number | null; last: number | null; on_image: string }>`
      SELECT min(image_number) AS first, max(image_number) AS last, count(*) FILTER (WHERE image_number = ${q.image ?? null}) AS on_image
        FROM records WHERE import_id = ${s.import_id} AND source_id = ${s.id}`.execute(db)
  ).rows[0]!;
  const onImage = q.image !== undefined ? sql<SqlBool>`r.image_number = ${q.image}` : sql<SqlBool>`true`;
  const records = (
    await sql<Parameters<typeof recordSummaries>[2][number]>`
      SELECT ${RECORD_COLUMNS} FROM records r
       WHERE r.import_id = ${s.import_id} AND r.source_id = ${s.id} AND ${onImage}
       ORDER BY r.image_number NULLS LAST, r.code LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db)
  ).rows;
  const total = q.image !== undefined ? Number(pages.on_image) : Number(s.record_count);
  const images =
    s.status === 'active' || viewer.user?.is_staff
      ? await db.selectFrom('source_images').selectAll().where('import_id', '=', s.import_id).where('source_id', '=', s.id).where('removed_at', 'is', null).orderBy('image_number').execute()
      : [];
  return {
    ...summary(s),
    status: s.status,
    pages: { first: pages.first, last: pages.last },
    images: images.map((row) => sourceImageView(row, images.length, viewer.links)),
    records: { objects: await recordSummaries(db, s.import_id, records, paid), meta: { limit: q.limit, offset: q.offset, total_count: total } },
  };
}

type SourceFacet = keyof SourceSearchResponse['facets'];
interface SourceFacetRow {
  facet: SourceFacet;
  key: string | null;
  name: string | null;
  n: string | number;
}

/** Facet values of every matching source in one statement: one grouping set a facet, largest first. */
async function sourceFacets(db: Db, all: Expression<SqlBool>): Promise<SourceSearchResponse['facets']> {
  const images = sql`(coalesce(s.image_count, 0) > 0)`;
  const { rows } = await sql<SourceFacetRow>`
    SELECT CASE WHEN grouping(c.category_id) = 0 THEN 'category' WHEN grouping(c.id) = 0 THEN 'collection'
                WHEN grouping(s.source_type) = 0 THEN 'source_type' ELSE 'has_images' END AS facet,
           coalesce(c.category_id, c.id, s.source_type, ${images}::text) AS key, min(c.title) AS name, count(*) AS n
      FROM ${FROM} WHERE ${all}
     GROUP BY GROUPING SETS ((c.category_id), (c.id), (s.source_type), (${images}))
     ORDER BY n DESC, key`.execute(db);
  const none = (name: string | undefined) => name ?? 'None';
  const of = (facet: SourceFacet, name: (row: SourceFacetRow) => string) =>
    rows.filter((r) => r.facet === facet).map((r) => ({ object_id: r.key ?? 'none', name: r.key === null ? 'None' : name(r), count: Number(r.n) }));
  return {
    category: of('category', (r) => none(RECORD_CATEGORY_LABELS[r.key as keyof typeof RECORD_CATEGORY_LABELS])),
    collection: of('collection', (r) => none(r.name ?? undefined)),
    source_type: of('source_type', (r) => sourceTypeLabel(r.key!)),
    has_images: of('has_images', (r) => none(IMAGE_FACET_LABELS[r.key as 'true' | 'false'])),
  };
}

/** The source search (GET sources/; newspaper/ and obituaries-sources/ narrow its type): a page of ten and the facets. */
export async function searchSources(db: Db, q: SourceSearchQuery): Promise<SourceSearchResponse> {
  const where: Expression<SqlBool>[] = [SHOWN];
  if (q.q) for (const word of q.q.split(/\s+/u)) where.push(sql<SqlBool>`(s.title ILIKE ${like(word)} OR c.title ILIKE ${like(word)})`);
  if (q.auto_place) where.push(sql<SqlBool>`(s.place ILIKE ${like(q.auto_place)} OR (s.place IS NULL AND c.place ILIKE ${like(q.auto_place)}))`);
  if (q.publication_year !== undefined) where.push(sql<SqlBool>`s.year = ${q.publication_year}`);
  if (q.category_id) where.push(sql<SqlBool>`c.category_id = ${q.category_id}`);
  if (q.source_type?.length) where.push(sql<SqlBool>`s.source_type IN (${sql.join(q.source_type)})`);
  if (q.collection?.length) where.push(sql<SqlBool>`c.id IN (${sql.join(q.collection)})`);
  if (q.has_images !== undefined) where.push(q.has_images ? sql<SqlBool>`coalesce(s.image_count, 0) > 0` : sql<SqlBool>`coalesce(s.image_count, 0) = 0`);
  const all = sql<SqlBool>`${sql.join(where, sql` AND `)}`;
  const { rows } = await sql<SourceRow>`
    SELECT ${COLUMNS} FROM ${FROM} WHERE ${all}
     ORDER BY s.year NULLS LAST, s.title, s.id LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db);
  const facets = await sourceFacets(db, all);
  // Every match falls in exactly one category, so the category facet's counts add up to the total.
  const total = facets.category.reduce((n, f) => n + f.count, 0);
  return { objects: rows.map(summary), meta: { limit: q.limit, offset: q.offset, total_count: total }, facets };
}

/** Titles that start with q first, then those that hold it. */
export async function autocompleteSources(db: Db, q: { q: string; source_types?: string[] }): Promise<SourceAutocomplete> {
  const types = q.source_types?.length ? sql<SqlBool>`s.source_type IN (${sql.join(q.source_types)})` : sql<SqlBool>`true`;
  const { rows } = await sql<{ id: string; title: string; source_type: string }>`
    SELECT s.id, s.title, s.source_type FROM ${FROM}
     WHERE ${SHOWN} AND ${types} AND s.title ILIKE ${like(q.q)}
     ORDER BY (s.title ILIKE ${`${q.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}) DESC, s.title, s.id LIMIT ${AUTOCOMPLETE_LIMIT}`.execute(db);
  return { objects: rows };
}
