/**
 * The indexed-record search (GET sources/search-mentions/): persons named in records, found by name
 * in any script and spelling and ranked by how well the record agrees with the form.
 *
 * Names filter: a surname answers to every spelling and character it may stand for (Wong finds the
 * records written Wong, Huang, 黄 and 黃, and the Ng of Hokkien clerks, through 黄), a first name token
 * by whole key, or by prefix with with_fuzzy_first_name, in any of its written forms (see
 * firstNameQuery.ts: syllable spellings, joined or apart, one syllable written "Ah", a Chinese given
 * name's Cantonese spelling; an "Ah" typed is a form of address: it counts toward the score, never
 * as a filter). Years, places, relatives and events filter too, but a record that does not state one
 * still comes (a missing field lowers a score less than a conflicting one); with is_flexible they only
 * rank. The score adds: the surname as spelled (3) or through another spelling (2), the first name as
 * typed (2) or by prefix or another written form (1), a birth or death year within the range (2, 1
 * more when exact), each place (1.5), each relative named in the record (1.5), each matching event
 * (1), and 0.3 for the record's main person; a conflict under is_flexible takes 1 away.
 */
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { IMAGE_FACET_LABELS, RECORD_CATEGORY_LABELS, type RecordSearchQuery, type RecordSearchResponse } from '../../../protocol/records';
import { foldLatin, surnamesForRomanisation } from '../../chinese/romanisation';
import { normaliseQuery } from '../../chinese/searchKeys';
import type { Db } from '../../db/database';
import { resolvePlaceName } from '../places/resolve';
import { lexeme } from '../trees/search';
import { firstNameQuery } from './firstNameQuery';

const HAN = /\p{Script=Han}/u;

/** The tsquery of a surname: every token answers to itself or to the characters its spelling may stand for. */
export function surnameQuery(text: string, fuzzy: boolean): { any: string; exact: string } | null {
  const tokens = normaliseQuery(text);
  if (!tokens.length) return null;
  const suffix = fuzzy ? ':*' : '';
  const any = tokens
    .map((t) => {
      const chars = HAN.test(t) ? [] : surnamesForRomanisation(t).flatMap((s) => [s.simplified]);
      return `(${[t, ...new Set(chars)].map((k) => lexeme(k) + suffix).join(' | ')})`;
    })
    .join(' & ');
  return { any, exact: tokens.map((t) => lexeme(t) + suffix).join(' & ') };
}

const RELATION_ROLES: Record<string, string[]> = {
  parent: ['father', 'mother'],
  child: ['son', 'daughter', 'child'],
  spouse: ['wife', 'spouse', 'head'],
  sibling: ['brother'],
};

/** Record events a fact filter's type stands for. */
const FACT_EVENTS: Record<string, string[]> = {
  arrival: ['arrival', 'case-file', 'head-tax'],
  immigration: ['arrival', 'case-file', 'head-tax'],
  emigration: ['arrival', 'case-file', 'head-tax'],
  naturalization: ['case-file'],
  residence: ['census', 'membership'],
  census: ['census'],
  birth: ['birth'],
  death: ['death', 'burial'],
  burial: ['burial'],
  membership: ['membership'],
};

function like(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A place condition: the gazetteer code (and everything under it) when the text resolves, else the text itself. */
async function placeMatch(db: Db, text: string, codeColumn: RawBuilder<unknown> | null, textColumns: RawBuilder<unknown>[]): Promise<Expression<SqlBool>> {
  const code = await resolvePlaceName(db, text);
  const head = text.split(/[,，]/u)[0]!.trim();
  const parts: Expression<SqlBool>[] = textColumns.map((col) => sql<SqlBool>`${col} ILIKE ${like(head)}`);
  if (code && codeColumn) parts.push(sql<SqlBool>`${codeColumn} LIKE ${`${code}%`}`);
  return sql<SqlBool>`(${sql.join(parts, sql` OR `)})`;
}

interface Built {
  where: Expression<SqlBool>[];
  score: RawBuilder<number>[];
}

async function build(db: Db, q: RecordSearchQuery): Promise<Built> {
  // A record of a pending or invalid source is not shown.
  const where: Expression<SqlBool>[] = [sql<SqlBool>`(s.id IS NULL OR s.status = 'active')`];
  const score: RawBuilder<number>[] = [sql<number>`CASE WHEN rp.role IN ('principal', 'head', 'deceased', 'child') THEN 0.3 ELSE 0 END`];
  const flexible = q.is_flexible;
  const optional = (match: Expression<SqlBool>, stated: Expression<SqlBool>, points: number) => {
    if (!flexible) where.push(sql<SqlBool>`(NOT ${stated} OR ${match})`);
    score.push(sql<number>`CASE WHEN ${match} THEN ${sql.lit(points)} WHEN ${stated} THEN ${sql.lit(flexible ? -1 : 0)} ELSE 0 END`);
  };

  if (q.surname) {
    const s = surnameQuery(q.surname, q.with_fuzzy_surname);
    if (!s) where.push(sql<SqlBool>`false`);
    else {
      where.push(sql<SqlBool>`rp.search_keys @@ ${s.any}::tsquery`);
      // As spelled: the record's own spelling (folded) or its Chinese surname equals the query.
      const folded = foldLatin(q.surname);
      score.push(sql<number>`CASE WHEN lower(regexp_replace(rp.surname, '[^A-Za-z]', '', 'g')) = ${folded} OR rp.search_keys @@ ${s.exact}::tsquery AND ${HAN.test(q.surname)} THEN 3 ELSE 2 END`);
    }
  }
  if (q.first_name) {
    const f = firstNameQuery(q.first_name, q.with_fuzzy_first_name, !!q.surname);
    if (f) {
      where.push(sql<SqlBool>`rp.search_keys @@ ${f.required}::tsquery`);
      score.push(sql<number>`CASE WHEN rp.search_keys @@ ${f.whole}::tsquery THEN 2 ELSE 1 END`);
    }
    if (/\bah\b/i.test(q.first_name)) score.push(sql<number>`CASE WHEN rp.first_name ILIKE 'ah %' OR rp.first_name ILIKE 'ah-%' THEN 0.5 ELSE 0 END`);
  }
  if (q.gender) optional(sql<SqlBool>`rp.gender = ${q.gender}`, sql<SqlBool>`rp.gender IS NOT NULL`, 0.5);
  if (q.birth_year !== undefined) {
    const a = q.birth_year_approx;
    const match = sql<SqlBool>`rp.birth_year BETWEEN ${q.birth_year - a} - rp.birth_year_approx AND ${q.birth_year + a} + rp.birth_year_approx`;
    optional(match, sql<SqlBool>`rp.birth_year IS NOT NULL`, 2);
    score.push(sql<number>`CASE WHEN rp.birth_year = ${q.birth_year} THEN 1 ELSE 0 END`);
  }
  if (q.death_year !== undefined) {
    const a = q.death_year_approx;
    const died = sql`coalesce(rp.death_year, CASE WHEN rp.event_type IN ('death', 'burial') AND rp.role = 'deceased' THEN rp.event_year END)`;
    optional(sql<SqlBool>`${died} BETWEEN ${q.death_year - a} AND ${q.death_year + a}`, sql<SqlBool>`${died} IS NOT NULL`, 2);
  }
  if (q.birth_location) optional(await placeMatch(db, q.birth_location, sql`rp.birth_place_code`, [sql`rp.birth_place`]), sql<SqlBool>`rp.birth_place IS NOT NULL`, 1.5);
  if (q.residence_location) {
    const match = await placeMatch(db, q.residence_location, null, [sql`rp.residence`, sql`rp.event_place`]);
    const during = q.residence_from !== undefined || q.residence_to !== undefined ? sql<SqlBool>`rp.event_year BETWEEN ${q.residence_from ?? 1000} AND ${q.residence_to ?? 2100}` : sql<SqlBool>`true`;
    optional(sql<SqlBool>`(${match} AND ${during})`, sql<SqlBool>`true`, 1.5);
  }
  if (q.death_location) {
    const match = await placeMatch(db, q.death_location, null, [sql`rp.event_place`]);
    optional(sql<SqlBool>`(rp.event_type IN ('death', 'burial') AND ${match})`, sql<SqlBool>`rp.event_type IN ('death', 'burial')`, 1.5);
  }
  if (q.auto_place) {
    const match = await placeMatch(db, q.auto_place, sql`rp.birth_place_code`, [sql`rp.birth_place`, sql`rp.residence`, sql`rp.event_place`]);
    optional(match, sql<SqlBool>`true`, 1.5);
  }
  if (q.record_year !== undefined) where.push(sql<SqlBool>`rp.event_year = ${q.record_year}`);
  if (q.category_id) where.push(sql<SqlBool>`c.category_id = ${q.category_id}`);
  if (q.collection?.length) where.push(sql<SqlBool>`c.id IN (${sql.join(q.collection)})`);
  if (q.source_id) where.push(sql<SqlBool>`rp.source_id = ${q.source_id}`);
  if (q.source_types?.length) where.push(sql<SqlBool>`s.source_type IN (${sql.join(q.source_types)})`);
  if (q.decade !== undefined) where.push(sql<SqlBool>`rp.event_year BETWEEN ${q.decade} AND ${q.decade + 9}`);
  if (q.place_code) where.push(q.place_code === 'none' ? sql<SqlBool>`rp.birth_place_code IS NULL` : sql<SqlBool>`rp.birth_place_code LIKE ${`${q.place_code}%`}`);
  if (q.has_images !== undefined) where.push(q.has_images ? sql<SqlBool>`coalesce(s.image_count, 0) > 0` : sql<SqlBool>`coalesce(s.image_count, 0) = 0`);
  for (const rel of q.relatives ?? []) {
    const parts = [rel.surname && surnameQuery(rel.surname, false)?.any, rel.first_name && firstNameQuery(rel.first_name, true)?.required].filter(Boolean);
    if (!parts.length) continue;
    const roles = rel.relation_type ? RELATION_ROLES[rel.relation_type]! : null;
    const match = sql<SqlBool>`EXISTS (SELECT 1 FROM record_persons o WHERE o.import_id = rp.import_id AND o.record_code = rp.record_code AND o.position <> rp.position
      AND o.search_keys @@ ${parts.join(' & ')}::tsquery ${roles ? sql`AND o.role IN (${sql.join(roles)})` : sql``})`;
    optional(match, sql<SqlBool>`true`, 1.5);
  }
  for (const fact of q.facts ?? []) {
    const events = FACT_EVENTS[fact.fact_type.toLowerCase()] ?? [fact.fact_type.toLowerCase()];
    const conds: Expression<SqlBool>[] = [sql<SqlBool>`rp.event_type IN (${sql.join(events)})`];
    if (fact.year !== undefined) conds.push(sql<SqlBool>`rp.event_year BETWEEN ${fact.year - (fact.approx ?? 0)} AND ${fact.year + (fact.approx ?? 0)}`);
    if (fact.place_display_text) conds.push(sql<SqlBool>`rp.event_place ILIKE ${like(fact.place_display_text.split(',')[0]!.trim())}`);
    optional(sql<SqlBool>`(${sql.join(conds, sql` AND `)})`, sql<SqlBool>`true`, 1);
  }
  return { where, score };
}

/** The matches' rows: a person carries its record's event and source id, so no record is read per match. */
const FROM = sql`
  record_persons rp
  JOIN record_collections c ON c.id = rp.collection_id AND c.current_import = rp.import_id
  LEFT JOIN record_sources s ON s.import_id = rp.import_id AND s.id = rp.source_id`;

interface Row {
  code: string;
  first_name: string;
  surname: string;
  name_zh: string | null;
  gender: 'm' | 'f' | null;
  role: string;
  birth_year: number | null;
  birth_year_approx: number;
  death_year: number | null;
  birth_place: string | null;
  residence: string | null;
  event_place: string;
  event_type: string;
  event_year: number;
  category_id: string;
  collection_id: string;
  collection_title: string;
  is_sample: boolean;
  source_id: string;
  has_images: boolean;
  score: string | number;
  total: string | number;
}

type FacetName = 'category' | 'collection' | 'decade' | 'place' | 'has_images';
interface FacetRow {
  facet: FacetName;
  key: string | null;
  n: string | number;
}

/**
 * One statement answers the page, the total and the five facets: the matches are found once (the
 * search's filter and score over the name-key index), kept, and counted five ways, and only the ten
 * persons of the page are read in full (the page is the top of the matches by score, not a sort of all
 * of them). Facet values are the 30 most frequent, ties by value.
 */
function searchStatement(all: Expression<SqlBool>, score: RawBuilder<number>[], q: RecordSearchQuery) {
  return sql<Row & { total: string | number; facets: FacetRow[] | null }>`
    WITH m AS MATERIALIZED (
      SELECT rp.import_id, rp.record_code, rp.position, c.category_id, c.id AS collection_id, rp.event_year,
             substr(rp.birth_place_code, 1, 6) AS county, coalesce(s.image_count, 0) > 0 AS has_images,
             (${sql.join(score, sql` + `)}) AS score
        FROM ${FROM}
       WHERE ${all}),
    f AS (
      SELECT 'category' AS facet, category_id AS key, count(*) AS n FROM m GROUP BY 2
      UNION ALL SELECT 'collection', collection_id, count(*) FROM m GROUP BY 2
      UNION ALL SELECT 'decade', (event_year / 10 * 10)::text, count(*) FROM m GROUP BY 2
      UNION ALL SELECT 'place', county, count(*) FROM m GROUP BY 2
      UNION ALL SELECT 'has_images', has_images::text, count(*) FROM m GROUP BY 2),
    ranked AS (SELECT facet, key, n, row_number() OVER (PARTITION BY facet ORDER BY n DESC, key) AS rank FROM f),
    head AS (
      SELECT (SELECT count(*) FROM m) AS total,
             (SELECT json_agg(json_build_object('facet', facet, 'key', key, 'n', n) ORDER BY facet, rank) FROM ranked WHERE rank <= 30) AS facets),
    page AS (SELECT import_id, record_code, position, score FROM m ORDER BY score DESC, record_code, position LIMIT ${q.limit} OFFSET ${q.offset})
    SELECT head.total, head.facets, rp.record_code AS code, rp.first_name, rp.surname, rp.name_zh, rp.gender, rp.role, rp.birth_year, rp.birth_year_approx, rp.death_year,
           rp.birth_place, rp.residence, rp.event_place, rp.event_type, rp.event_year, c.category_id, c.id AS collection_id, c.title AS collection_title,
           c.is_sample, rp.source_id, coalesce(s.image_count, 0) > 0 AS has_images, page.score
      FROM head
      LEFT JOIN page ON true
      LEFT JOIN record_persons rp ON rp.import_id = page.import_id AND rp.record_code = page.record_code AND rp.position = page.position
      LEFT JOIN record_collections c ON c.id = rp.collection_id
      LEFT JOIN record_sources s ON s.import_id = rp.import_id AND s.id = rp.source_id
     ORDER BY page.score DESC, page.record_code, page.position`;
}

/** Facet values with their names: category labels, collection titles, decades, birth counties from the gazetteer. */
async function facetsOf(db: Db, rows: FacetRow[]): Promise<RecordSearchResponse['facets']> {
  const of = (facet: FacetName) => rows.filter((r) => r.facet === facet).map((r) => ({ object_id: r.key ?? 'none', count: Number(r.n) }));
  const collections = of('collection');
  const counties = of('place').map((f) => f.object_id).filter((c) => c !== 'none');
  const [titles, places] = await Promise.all([
    collections.length ? db.selectFrom('record_collections').select(['id', 'title']).where('id', 'in', collections.map((c) => c.object_id)).execute() : [],
    counties.length ? db.selectFrom('places').select(['code', 'name']).where('code', 'in', counties).execute() : [],
  ]);
  const title = new Map(titles.map((t) => [t.id, t.title]));
  const place = new Map(places.map((p) => [p.code, p.name]));
  // A facet value that is not stated is shown as 'None' (spec: the facet name 'none' becomes 'None').
  const none = (id: string, name: string | undefined) => (id === 'none' ? 'None' : (name ?? id));
  const named = (list: { object_id: string; count: number }[], name: (id: string) => string) => list.map((f) => ({ object_id: f.object_id, name: name(f.object_id), count: f.count }));
  return {
    category: named(of('category'), (id) => RECORD_CATEGORY_LABELS[id as keyof typeof RECORD_CATEGORY_LABELS] ?? none(id, id)),
    collection: named(collections, (id) => none(id, title.get(id))),
    decade: named(of('decade'), (id) => none(id, `${id}s`)),
    place: named(of('place'), (id) => none(id, place.get(id))),
    has_images: named(of('has_images'), (id) => IMAGE_FACET_LABELS[id as 'true' | 'false'] ?? none(id, id)),
  };
}

/**
 * How many of the records naming one generated identity (sample corpora) the search's filter admits:
 * the benchmark's cross-script recall, measured on the filter itself rather than a page of results.
 */
export async function identityRecordsFound(db: Db, q: RecordSearchQuery, identity: string): Promise<number> {
  const { where } = await build(db, q);
  const { rows } = await sql<{ n: string }>`SELECT count(DISTINCT rp.record_code) AS n FROM ${FROM} WHERE rp.identity = ${identity} AND ${sql.join(where, sql` AND `)}`.execute(db);
  return Number(rows[0]!.n);
}

export async function searchRecords(db: Db, q: RecordSearchQuery): Promise<RecordSearchResponse> {
  const { where, score } = await build(db, q);
  const all = sql<SqlBool>`${sql.join(where, sql` AND `)}`;
  const { rows: answered } = await searchStatement(all, score, q).execute(db);
  const head = answered[0]!;
  const total = Number(head.total);
  const facets = await facetsOf(db, head.facets ?? []);
  const rows = answered.filter((r) => r.code !== null);
  return {
    objects: rows.map((r) => ({
      code: r.code,
      first_name: r.first_name,
      surname: r.surname,
      name_zh: r.name_zh,
      gender: r.gender,
      role: r.role,
      birth_year: r.birth_year,
      birth_year_approx: r.birth_year_approx,
      death_year: r.death_year,
      places: [...new Set([r.birth_place, r.residence, r.event_place].filter((p): p is string => !!p))],
      event_type: r.event_type,
      event_year: r.event_year,
      category_id: r.category_id,
      collection_id: r.collection_id,
      collection_title: r.collection_title,
      is_sample: r.is_sample,
      source_id: r.source_id,
      has_images: r.has_images,
      score: Math.round(Number(r.score) * 10) / 10,
    })),
    meta: { limit: q.limit, offset: q.offset, total_count: total },
    facets,
  };
}
