/**
 * One place with its ancestors and a page of its children, alternative names matched with the
 * places they name, and the places users most often look for (the qiaoxiang counties).
 */
import { sql } from 'kysely';
import type { CommonPlaceList, PlaceAlternativeList, PlaceAlternativesQuery, PlaceDetail } from '../../../protocol/places';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { PLACE_COLUMNS, ancestorCodes, placeNames, qiaoxiangOf, toPlaces, type PlaceRow } from './placeRows';
import { savedLocation } from './savedLocations';
import { matchAlternatives, placesByCode } from './service';

export async function placeDetail(db: Db, id: string, page: { limit: number; offset: number }, userId: string | null = null): Promise<PlaceDetail> {
  const { rows } = await sql<PlaceRow>`SELECT ${PLACE_COLUMNS} FROM places WHERE code = ${id}`.execute(db);
  if (!rows.length) throw notFound(`No place has the id ${id}.`);
  const [place] = await toPlaces(db, rows);
  const codes = ancestorCodes(place!.path);
  const [names, levels, children, qiaoxiang, coordinates, saved] = await Promise.all([
    placeNames(db, codes),
    codes.length ? db.selectFrom('places').select(['code', 'level']).where('code', 'in', codes).execute() : Promise.resolve([]),
    sql<PlaceRow & { total_count: string | number }>`
      SELECT ${PLACE_COLUMNS}, count(*) OVER () AS total_count FROM places WHERE parent_code = ${id}
       ORDER BY code LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db),
    qiaoxiangOf(db, [id]),
    db.selectFrom('place_coordinates').select(['lat', 'lng', 'source_name']).where('code', '=', id).executeTakeFirst(),
    userId ? savedLocation(db, userId, id) : Promise.resolve(null),
  ]);
  const levelOf = new Map(levels.map((l) => [l.code, l.level]));
  const childRows = children.rows;
  return {
    ...place!,
    ancestors: codes.filter((c) => names.has(c)).map((c) => ({ id: c, name: names.get(c)!, level: levelOf.get(c)! })),
    english: qiaoxiang.get(id)?.english ?? null,
    children: {
      objects: await toPlaces(db, childRows),
      meta: { ...page, total_count: childRows.length ? Number(childRows[0]!.total_count) : await childCount(db, id) },
    },
    coordinates: coordinates ?? null,
    saved_location: saved && { lat: saved.lat, lng: saved.lng, saved_at: saved.saved_at },
  };
}

/** The number of children, when the page asked for lies past the last one. */
async function childCount(db: Db, id: string): Promise<number> {
  const row = await db.selectFrom('places').select((eb) => eb.fn.countAll<string>().as('n')).where('parent_code', '=', id).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function searchAlternatives(db: Db, q: PlaceAlternativesQuery): Promise<PlaceAlternativeList> {
  const empty = { objects: [], meta: { limit: q.limit, offset: q.offset, total_count: 0 } };
  if (q.ancestral_places === false) return empty;
  const hits = await matchAlternatives(db, q.q, { historicalOnly: q.historical_places === true });
  const pageHits = hits.slice(q.offset, q.offset + q.limit);
  const places = new Map((await placesByCode(db, pageHits.map((h) => h.code))).map((p) => [p.id, p]));
  const objects = pageHits.flatMap((h) => {
    const place = places.get(h.code);
    return place ? [{ name: h.name, kind: h.kind, note: h.note, place }] : [];
  });
  return { objects, meta: { limit: q.limit, offset: q.offset, total_count: hits.length } };
}

/** The qiaoxiang counties in their display order (those not in the loaded gazetteer left out). */
export async function commonPlaces(db: Db): Promise<CommonPlaceList> {
  const counties = await db.selectFrom('qiao_xiang_places').selectAll().orderBy('rank').execute();
  const places = new Map((await placesByCode(db, counties.map((c) => c.code))).map((p) => [p.id, p]));
  const objects = counties.flatMap((c) => {
    const place = places.get(c.code);
    return place ? [{ ...place, english: c.english, region: c.region }] : [];
  });
  return { objects, meta: { limit: objects.length, offset: 0, total_count: objects.length } };
}
