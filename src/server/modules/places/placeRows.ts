/**
 * Places as the API answers them: a row of the gazetteer with the names of its ancestors, its
 * alternative names and whether it is a qiaoxiang county, read for a whole page at once.
 */
import { sql } from 'kysely';
import { PLACE_LEVEL_NAMES, type Place } from '../../../protocol/places';
import type { Db } from '../../db/database';
import type { PlacesTable } from '../../db/schema';

/** The columns of a place that answers carry. */
export type PlaceRow = Pick<PlacesTable, 'code' | 'parent_code' | 'level' | 'path' | 'name' | 'name_traditional' | 'pinyin'>;

/** The columns a PlaceRow reads, for raw queries. */
export const PLACE_COLUMNS = sql`code, parent_code, level, path, name, name_traditional, pinyin`;

/** The path of a place from its code alone: codes have 2, 4, 6, 9 and 12 digits. */
export function pathOfCode(code: string): string {
  return [2, 4, 6, 9, 12].filter((n) => n <= code.length).map((n) => code.slice(0, n)).join('.');
}

/** The ancestor codes of a path, top down (the place itself left out). */
export const ancestorCodes = (path: string) => path.split('.').slice(0, -1);

/** Names of places by code. */
export async function placeNames(db: Db, codes: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (!codes.length) return names;
  const found = await db.selectFrom('places').select(['code', 'name']).where('code', 'in', [...new Set(codes)]).execute();
  for (const a of found) names.set(a.code, a.name);
  return names;
}

/** Qiaoxiang counties among these codes, with their English names. */
export async function qiaoxiangOf(db: Db, codes: string[]): Promise<Map<string, { english: string; region: string; rank: number }>> {
  const out = new Map<string, { english: string; region: string; rank: number }>();
  if (!codes.length) return out;
  for (const r of await db.selectFrom('qiao_xiang_places').selectAll().where('code', 'in', [...new Set(codes)]).execute()) out.set(r.code, r);
  return out;
}

/** How many places lie directly under each of these. */
async function childCounts(db: Db, codes: string[]): Promise<Map<string, number>> {
  if (!codes.length) return new Map();
  const { rows } = await sql<{ code: string; n: string | number }>`
    SELECT parent_code AS code, count(*) AS n FROM places WHERE parent_code = ANY(${codes}::text[]) GROUP BY parent_code`.execute(db);
  return new Map(rows.map((r) => [r.code, Number(r.n)]));
}

export async function toPlaces(db: Db, rows: PlaceRow[]): Promise<Place[]> {
  const codes = rows.map((r) => r.code);
  const [names, qiaoxiang, alternatives, counts] = await Promise.all([
    placeNames(db, rows.flatMap((r) => ancestorCodes(r.path))),
    qiaoxiangOf(db, codes),
    codes.length
      ? db.selectFrom('place_alternatives').select(['code', 'name', 'kind']).where('code', 'in', codes).orderBy('id').execute()
      : Promise.resolve([]),
    childCounts(db, codes),
  ]);
  const altsOf = new Map<string, Place['alternatives']>();
  for (const a of alternatives) {
    const list = altsOf.get(a.code) ?? [];
    list.push({ name: a.name, kind: a.kind });
    altsOf.set(a.code, list);
  }
  return rows.map((r) => ({
    id: r.code,
    parent_id: r.parent_code,
    level: r.level,
    level_name: PLACE_LEVEL_NAMES[r.level - 1]!,
    path: r.path,
    location: r.name,
    location_traditional: r.name_traditional,
    pinyin: r.pinyin,
    parents: ancestorCodes(r.path).map((c) => names.get(c) ?? c),
    alternatives: altsOf.get(r.code) ?? [],
    is_qiao_xiang: qiaoxiang.has(r.code),
    children_count: counts.get(r.code) ?? 0,
  }));
}
