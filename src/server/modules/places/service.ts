/**
 * Gazetteer search. A query in Chinese is taken to simplified (opencc) and must hold every
 * adjacent pair of its characters (one character: that character) in a place's name keys, which
 * carry both scripts; a Latin query is toneless pinyin matched on the start of the name's pinyin,
 * or, two to five letters, the initials of the name without its division suffix (ts: 台山市) of a
 * province, city, county or town.
 * Alternative names (新宁, Toisan, Hoisan ...) match on the start of their folded key, or of their
 * pinyin for a Chinese one, and bring the place they name. Results come with an exact alternative
 * first, then by level (provinces first), exact name, name prefix, qiaoxiang counties, shorter names.
 */
import { sql } from 'kysely';
import type { Place, PlaceSearchQuery, PlaceSearchResult } from '../../../protocol/places';
import { surnameToSimplified, toSimplified } from '../../chinese/script';
import { alternativeSearchKey } from '../../data/placeNames/load';
import { queryCharacterKeys, queryPinyinKey } from '../../data/places/names';
import type { Db } from '../../db/database';
import { PLACE_COLUMNS, pathOfCode, toPlaces, type PlaceRow } from './placeRows';

export { pathOfCode };

const HAN = /\p{Script=Han}/u;

/** Between places that match equally well, the emigrant county first: 开平 is 开平市 of Jiangmen before 开平区 of Tangshan. */
const QIAOXIANG_FIRST = sql`EXISTS (SELECT 1 FROM qiao_xiang_places x WHERE x.code = places.code) DESC`;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface AlternativeHit {
  code: string;
  name: string;
  kind: 'historical' | 'romanised' | 'traditional';
  note: string;
  exact: boolean;
}

/** Alternative names whose key (or, for Chinese names, pinyin) starts with the query; exact ones first. */
export async function matchAlternatives(db: Db, text: string, options: { historicalOnly?: boolean } = {}): Promise<AlternativeHit[]> {
  const key = alternativeSearchKey(text);
  const pinyinKey = HAN.test(text) ? '' : queryPinyinKey(text);
  if (!key) return [];
  const { rows } = await sql<AlternativeHit & { id: number }>`
    SELECT id, code, name, kind, note, (search_key = ${key} ${pinyinKey ? sql`OR pinyin_key = ${pinyinKey}` : sql``}) AS exact
      FROM place_alternatives
     WHERE (search_key LIKE ${escapeLike(key) + '%'} ${pinyinKey ? sql`OR pinyin_key LIKE ${escapeLike(pinyinKey) + '%'}` : sql``})
       ${options.historicalOnly ? sql`AND kind = 'historical'` : sql``}
     ORDER BY 6 DESC, char_length(search_key), id`.execute(db);
  return rows;
}

/** Only the fields asked for. */
function pick(place: Place, fields: (keyof Place)[] | undefined): Partial<Place> {
  if (!fields?.length) return place;
  return Object.fromEntries(fields.map((f) => [f, place[f]])) as Partial<Place>;
}

export async function searchPlaces(db: Db, q: PlaceSearchQuery): Promise<PlaceSearchResult> {
  const empty = { objects: [], meta: { limit: q.limit, offset: q.offset, total_count: 0 } };
  // Every place of the gazetteer is in China: an ancestral place.
  if (q.is_ancestral_place === false) return empty;
  let match = sql`false`;
  let rank = sql`(code = code)`; // neutral; ORDER BY refuses a bare constant
  if (q.q === undefined) match = sql`true`;
  else if (HAN.test(q.q)) {
    const simplified = toSimplified(q.q).replace(/\s+/g, '');
    const keys = queryCharacterKeys(simplified);
    const original = queryCharacterKeys(q.q.replace(/\s+/g, ''));
    if (keys.length) {
      match = sql`(name_keys @> ${keys}::text[] OR name_keys @> ${original}::text[])`;
      rank = sql`(search_name = ${simplified} OR name = ${simplified}) DESC, (name LIKE ${escapeLike(simplified) + '%'}) DESC`;
    }
  } else {
    const key = queryPinyinKey(q.q);
    // Two to five letters may also be initials (ts: 台山) of a place above the villages; a pinyin start ranks before them.
    const initials = /^[a-z]{2,5}$/i.test(q.q.trim()) ? q.q.trim().toLowerCase() : '';
    if (key) {
      const prefix = sql`pinyin_key LIKE ${escapeLike(key) + '%'}`;
      match = initials ? sql`(${prefix} OR (pinyin_initials = ${initials} AND level <= 4))` : prefix;
      rank = sql`(pinyin_base = ${key} OR pinyin_key = ${key}) DESC, (${prefix}) DESC`;
    }
  }
  const alternatives = q.q === undefined ? [] : await matchAlternatives(db, q.q);
  const altCodes = [...new Set(alternatives.map((a) => a.code))];
  const exactCodes = [...new Set(alternatives.filter((a) => a.exact).map((a) => a.code))];
  const byAlternative = altCodes.length ? sql`OR code = ANY(${altCodes}::text[])` : sql``;
  // Provinces alone have no parent: the parent index finds them without reading every place.
  const level = q.level === undefined ? sql`` : q.level === 1 ? sql`AND level = 1 AND parent_code IS NULL` : sql`AND level = ${q.level}`;
  const root = q.root === undefined ? sql`` : sql`AND path LIKE ${pathOfCode(q.root) + '.%'}`;
  const clan =
    q.clan !== undefined
      ? sql`AND code IN (SELECT county_code FROM clan_counties WHERE clan_id = ${q.clan})`
      : q.clan_name !== undefined
        ? sql`AND code IN (SELECT cc.county_code FROM clan_counties cc JOIN clans c ON c.id = cc.clan_id WHERE c.surname = ${surnameToSimplified(q.clan_name)} OR c.traditional = ${q.clan_name})`
        : sql``;
  const migration =
    q.migration_place_id === undefined ? sql`` : sql`AND code IN (SELECT place_code FROM overseas_destination_origins WHERE destination_id = ${q.migration_place_id})`;
  const qiaoxiang =
    q.is_qiao_xiang === undefined ? sql`` : sql`AND ${q.is_qiao_xiang ? sql`` : sql`NOT`} EXISTS (SELECT 1 FROM qiao_xiang_places x WHERE x.code = places.code)`;
  const { rows } = await sql<PlaceRow & { total_count: string | number }>`
    SELECT ${PLACE_COLUMNS}, count(*) OVER () AS total_count
      FROM places
     WHERE (${match} ${byAlternative}) ${level} ${root} ${qiaoxiang} ${clan} ${migration}
     ORDER BY ${q.q === undefined ? sql`level, code` : sql`(code = ANY(${exactCodes}::text[])) DESC, level, ${rank}, (code = ANY(${altCodes}::text[])) DESC, ${QIAOXIANG_FIRST}, char_length(name), code`}
     LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db);
  const objects = (await toPlaces(db, rows)).map((p) => pick(p, q.fields));
  return { objects, meta: { limit: q.limit, offset: q.offset, total_count: rows.length ? Number(rows[0]!.total_count) : 0 } };
}

/** Places by code, in the order given (unknown codes left out). */
export async function placesByCode(db: Db, codes: string[]): Promise<Place[]> {
  if (!codes.length) return [];
  const { rows } = await sql<PlaceRow>`SELECT ${PLACE_COLUMNS} FROM places WHERE code = ANY(${codes}::text[])`.execute(db);
  const places = new Map((await toPlaces(db, rows)).map((p) => [p.id, p]));
  return codes.flatMap((c) => places.get(c) ?? []);
}

/**
 * Gazetteer places for a free-text place field: each with its full text, the place and its
 * ancestors bottom up ("开平市, 江门市, 广东省"). Counties and above come before towns and villages.
 */
export async function suggestPlaces(db: Db, q: string, limit = 10): Promise<{ id: string; text: string; level: number }[]> {
  const text = q.trim();
  if (!text) return [];
  const found = await searchPlaces(db, { q: text.slice(0, 64), limit, offset: 0 });
  return (found.objects as Place[]).map((p) => ({ id: p.id, level: p.level, text: [p.location, ...[...p.parents].reverse()].join(', ') }));
}
