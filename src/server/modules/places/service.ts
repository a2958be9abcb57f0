/**
 * Gazetteer search. A query in Chinese is taken to simplified (opencc) and must hold every
 * adjacent pair of its characters (one character: that character) in a place's name keys, which
 * carry both scripts; a Latin query is toneless pinyin matched on the start of the name's pinyin.
 * Results come by level (provinces first), then exact name, then name prefix, then shorter names.
 */
import { sql } from 'kysely';
import { PLACE_LEVEL_NAMES, type Place, type PlaceList, type PlaceSearchQuery } from '../../../protocol/places';
import { toSimplified } from '../../chinese/script';
import { queryCharacterKeys, queryPinyinKey } from '../../data/places/names';
import type { Db } from '../../db/database';

const HAN = /\p{Script=Han}/u;

interface Row {
  code: string;
  parent_code: string | null;
  level: number;
  path: string;
  name: string;
  name_traditional: string;
  pinyin: string;
  total_count: string | number;
}

/** The path of a place from its code alone: codes have 2, 4, 6, 9 and 12 digits. */
export function pathOfCode(code: string): string {
  return [2, 4, 6, 9, 12].filter((n) => n <= code.length).map((n) => code.slice(0, n)).join('.');
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function searchPlaces(db: Db, q: PlaceSearchQuery): Promise<PlaceList> {
  const empty = { objects: [], meta: { limit: q.limit, offset: q.offset, total_count: 0 } };
  let match;
  let rank;
  if (HAN.test(q.q)) {
    const simplified = toSimplified(q.q).replace(/\s+/g, '');
    const keys = queryCharacterKeys(simplified);
    const original = queryCharacterKeys(q.q.replace(/\s+/g, ''));
    if (!keys.length) return empty;
    match = sql`(name_keys @> ${keys}::text[] OR name_keys @> ${original}::text[])`;
    rank = sql`(search_name = ${simplified} OR name = ${simplified}) DESC, (name LIKE ${escapeLike(simplified) + '%'}) DESC`;
  } else {
    const key = queryPinyinKey(q.q);
    if (!key) return empty;
    match = sql`pinyin_key LIKE ${escapeLike(key) + '%'}`;
    rank = sql`(pinyin_base = ${key} OR pinyin_key = ${key}) DESC`;
  }
  const level = q.level === undefined ? sql`` : sql`AND level = ${q.level}`;
  const root = q.root === undefined ? sql`` : sql`AND path LIKE ${pathOfCode(q.root) + '.%'}`;
  const { rows } = await sql<Row>`
    SELECT code, parent_code, level, path, name, name_traditional, pinyin, count(*) OVER () AS total_count
      FROM places
     WHERE ${match} ${level} ${root}
     ORDER BY level, ${rank}, char_length(name), code
     LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db);
  const ancestorCodes = [...new Set(rows.flatMap((r) => r.path.split('.').slice(0, -1)))];
  const names = new Map<string, string>();
  if (ancestorCodes.length) {
    const found = await db.selectFrom('places').select(['code', 'name']).where('code', 'in', ancestorCodes).execute();
    for (const a of found) names.set(a.code, a.name);
  }
  const objects: Place[] = rows.map((r) => ({
    id: r.code,
    parent_id: r.parent_code,
    level: r.level,
    level_name: PLACE_LEVEL_NAMES[r.level - 1]!,
    path: r.path,
    location: r.name,
    location_traditional: r.name_traditional,
    pinyin: r.pinyin,
    parents: r.path.split('.').slice(0, -1).map((c) => names.get(c) ?? c),
  }));
  return { objects, meta: { limit: q.limit, offset: q.offset, total_count: rows.length ? Number(rows[0]!.total_count) : 0 } };
}
