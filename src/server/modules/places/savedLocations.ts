/** Members' marks of where a place lies: one per member and place, seen only by that member. */
import type { PlaceSavedLocation } from '../../../protocol/places';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';

/** The member's mark of a place, or null. */
export async function savedLocation(db: Db, userId: string, code: string): Promise<Omit<PlaceSavedLocation, 'place_id'> | null> {
  const row = await db.selectFrom('place_saved_locations').select(['lat', 'lng', 'saved_at']).where('user_id', '=', userId).where('place_code', '=', code).executeTakeFirst();
  return row ? { lat: row.lat, lng: row.lng, saved_at: new Date(row.saved_at).toISOString() } : null;
}

/** Marks (or moves the mark of) where a place lies for the member; 404 for an unknown place id. */
export async function saveLocation(db: Db, userId: string, code: string, point: { lat: number; lng: number }): Promise<PlaceSavedLocation> {
  return db.transaction().execute(async (trx) => {
    const place = await trx.selectFrom('places').select('code').where('code', '=', code).executeTakeFirst();
    if (!place) throw notFound(`No place has the id ${code}.`);
    const row = await trx
      .insertInto('place_saved_locations')
      .values({ user_id: userId, place_code: code, lat: point.lat, lng: point.lng })
      .onConflict((oc) => oc.columns(['user_id', 'place_code']).doUpdateSet({ lat: point.lat, lng: point.lng, saved_at: new Date() }))
      .returning(['place_code', 'lat', 'lng', 'saved_at'])
      .executeTakeFirstOrThrow();
    return { place_id: row.place_code, lat: row.lat, lng: row.lng, saved_at: new Date(row.saved_at).toISOString() };
  });
}
