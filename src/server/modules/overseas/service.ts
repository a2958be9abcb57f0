/**
 * Overseas Chinese communities. A query in Chinese (either script: it is also taken to simplified)
 * or in Latin letters (folded: case, accents and spaces ignored) matches any part of a
 * destination's names or its country, or the name of a home county or city in any script, its pinyin
 * or a family spelling (Toisan, 台山, 臺山, 新宁 all find Taishan's communities); filters narrow by region, country, home county (a place id
 * and everything under it) and dialect. Home counties are named from the gazetteer when it is
 * loaded, else shown by code.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Destination, DestinationList, DestinationQuery, MigrationRegionList, OriginPlace } from '../../../protocol/overseas';
import { foldLatin } from '../../chinese/romanisation';
import { toSimplified } from '../../chinese/script';
import { MIGRATION_REGIONS } from '../../data/overseas/destinations';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { matchAlternatives } from '../places/service';

const HAN = /\p{Script=Han}/u;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

interface Filters {
  q?: string;
  region?: string;
  country?: string;
  origin?: string;
  dialect?: string;
}

function textMatch(q: string): Expression<SqlBool> {
  const terms = HAN.test(q) ? [...new Set([q.replace(/\s+/g, ''), toSimplified(q).replace(/\s+/g, '')])] : [foldLatin(q)];
  const usable = terms.filter((t) => t.length > 0);
  if (!usable.length) return sql<SqlBool>`false`;
  return sql<SqlBool>`(${sql.join(
    usable.map((t) => sql`d.search_text LIKE ${`%${escapeLike(t)}%`}`),
    sql` OR `,
  )})`;
}

/**
 * Home places (provinces, cities, counties) that a query names exactly: by name in either script,
 * with or without its 市/县 ending, by toneless pinyin, or by an alternative name (a family spelling such
 * as Toisan, or a historical name such as 新宁); only places some community came from.
 */
async function originsNamed(db: Db, q: string): Promise<string[]> {
  const text = q.replace(/\s+/g, '');
  const latin = HAN.test(text) ? '' : foldLatin(text);
  if (!text || (!HAN.test(text) && latin.length < 3)) return [];
  const han = HAN.test(text) ? [...new Set([text, toSimplified(text)])] : [];
  const alternatives = (await matchAlternatives(db, q)).filter((hit) => hit.exact).map((hit) => hit.code);
  const { rows } = await sql<{ code: string }>`
    SELECT p.code FROM places p
     WHERE p.level <= 3
       AND (${han.length ? sql`p.name IN (${sql.join(han)}) OR p.search_name IN (${sql.join(han)}) OR p.name_traditional IN (${sql.join(han)})` : sql`p.pinyin_base = ${latin}`}
            ${alternatives.length ? sql`OR p.code IN (${sql.join(alternatives)})` : sql``})
       AND EXISTS (SELECT 1 FROM overseas_destination_origins o WHERE o.place_code LIKE p.code || '%')`.execute(db);
  return rows.map((r) => r.code);
}

function where(f: Filters, origins: string[] = []): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [sql<SqlBool>`true`];
  if (f.q !== undefined && origins.length) {
    const fromOrigins = sql.join(origins.map((code) => sql`o.place_code LIKE ${`${escapeLike(code)}%`}`), sql` OR `);
    parts.push(sql<SqlBool>`(${textMatch(f.q)} OR EXISTS (SELECT 1 FROM overseas_destination_origins o WHERE o.destination_id = d.id AND (${fromOrigins})))`);
  } else if (f.q !== undefined) parts.push(textMatch(f.q));
  if (f.region !== undefined) parts.push(sql<SqlBool>`d.region = ${f.region}`);
  if (f.country !== undefined) parts.push(sql<SqlBool>`d.country_code = ${f.country}`);
  if (f.origin !== undefined)
    parts.push(sql<SqlBool>`EXISTS (SELECT 1 FROM overseas_destination_origins o WHERE o.destination_id = d.id AND o.place_code LIKE ${`${escapeLike(f.origin)}%`})`);
  if (f.dialect !== undefined) parts.push(sql<SqlBool>`EXISTS (SELECT 1 FROM overseas_destination_dialects l WHERE l.destination_id = d.id AND l.dialect = ${f.dialect})`);
  return sql<SqlBool>`${sql.join(parts, sql` AND `)}`;
}

interface Row {
  id: string;
  name: string;
  names_zh: Destination['names_zh'];
  country_code: string;
  country_name: string;
  region: Destination['region'];
  period: string;
  description: string;
  total_count: string | number;
}

/** The names of places by code, with their ancestors' names, from the gazetteer (empty when it is not loaded). */
async function placeNames(db: Db, codes: string[]): Promise<Map<string, OriginPlace>> {
  const found = new Map<string, OriginPlace>();
  if (!codes.length) return found;
  const rows = await db.selectFrom('places').select(['code', 'name', 'name_traditional', 'path']).where('code', 'in', codes).execute();
  const ancestors = [...new Set(rows.flatMap((r) => r.path.split('.').slice(0, -1)))];
  const names = new Map(
    ancestors.length ? (await db.selectFrom('places').select(['code', 'name']).where('code', 'in', ancestors).execute()).map((r) => [r.code, r.name]) : [],
  );
  for (const r of rows) {
    const parents = r.path.split('.').slice(0, -1).flatMap((c) => names.get(c) ?? []);
    found.set(r.code, { id: r.code, location: r.name, location_traditional: r.name_traditional, parents });
  }
  return found;
}

async function present(db: Db, rows: Row[]): Promise<Destination[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [origins, dialects] = await Promise.all([
    db.selectFrom('overseas_destination_origins').select(['destination_id', 'place_code']).where('destination_id', 'in', ids).orderBy('destination_id').orderBy('rank').execute(),
    db.selectFrom('overseas_destination_dialects').select(['destination_id', 'dialect']).where('destination_id', 'in', ids).orderBy('destination_id').orderBy('rank').execute(),
  ]);
  const places = await placeNames(db, [...new Set(origins.map((o) => o.place_code))]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    names_zh: r.names_zh,
    country_code: r.country_code,
    country_name: r.country_name,
    region: r.region,
    period: r.period,
    description: r.description,
    origins: origins
      .filter((o) => o.destination_id === r.id)
      .map((o) => places.get(o.place_code) ?? { id: o.place_code, location: o.place_code, location_traditional: null, parents: [] }),
    dialects: dialects.filter((l) => l.destination_id === r.id).map((l) => l.dialect),
  }));
}

async function select(db: Db, f: Filters, limit: number | null, offset: number): Promise<Row[]> {
  const origins = f.q !== undefined ? await originsNamed(db, f.q) : [];
  const { rows } = await sql<Row>`
    SELECT d.id, d.name, d.names_zh, d.country_code, d.country_name, d.region, d.period, d.description, count(*) OVER () AS total_count
      FROM overseas_destinations d
     WHERE ${where(f, origins)}
     ORDER BY d.rank
     ${limit === null ? sql`` : sql`LIMIT ${limit}`} OFFSET ${offset}`.execute(db);
  return rows;
}

/** A page of destinations matching the query and filters. */
export async function searchDestinations(db: Db, q: DestinationQuery): Promise<DestinationList> {
  const rows = await select(db, q, q.limit, q.offset);
  let total = rows.length ? Number(rows[0]!.total_count) : 0;
  // Past the last page there is no row to carry the count.
  if (!rows.length && q.offset > 0) total = (await select(db, q, null, 0)).length;
  return { objects: await present(db, rows), meta: { limit: q.limit, offset: q.offset, total_count: total } };
}

/** One destination with its home counties and dialects; 404 when the id is unknown. */
export async function destinationDetail(db: Db, id: string): Promise<Destination> {
  const { rows } = await sql<Row>`
    SELECT d.id, d.name, d.names_zh, d.country_code, d.country_name, d.region, d.period, d.description, 1 AS total_count
      FROM overseas_destinations d WHERE d.id = ${id}`.execute(db);
  if (!rows.length) throw notFound(`No overseas community with the id "${id}".`);
  return (await present(db, rows))[0]!;
}

/** Every migration region, in the curated order, with how many destinations it holds. */
export async function migrationRegions(db: Db): Promise<MigrationRegionList> {
  const counts = await db
    .selectFrom('overseas_destinations')
    .select(['region', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('region')
    .execute();
  const byRegion = new Map(counts.map((c) => [c.region, Number(c.n)]));
  return { objects: MIGRATION_REGIONS.map((r) => ({ ...r, destinations_count: byRegion.get(r.slug) ?? 0 })) };
}

/**
 * The communities founded by emigrants from a place: destinations with a home county under `code`
 * (a county such as 440781, or a city or province such as 4407 or 44), in curated order.
 */
export async function communitiesFromPlace(db: Db, code: string): Promise<Destination[]> {
  if (!/^\d{2,12}$/.test(code)) return [];
  return present(db, await select(db, { origin: code }, null, 0));
}

/** The communities whose founders spoke a dialect (its slug: 'hakka', 'teochew' …), in curated order. */
export async function communitiesOfDialect(db: Db, slug: string): Promise<Destination[]> {
  return present(db, await select(db, { dialect: slug }, null, 0));
}
