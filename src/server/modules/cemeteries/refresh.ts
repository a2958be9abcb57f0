/**
 * A collection's cemeteries, rebuilt from its burial records when an import becomes current (the same
 * derivation as migration 0076_record_cemeteries fills for earlier imports).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A cemetery's id: the slug of its burial place as written (a digest when it has no Latin letters). */
export const CEMETERY_ID = sql`coalesce(nullif(trim(BOTH '-' FROM regexp_replace(lower(r.event_place), '[^a-z0-9]+', '-', 'g')), ''), 'cemetery-' || left(md5(r.event_place), 10))`;

export async function refreshCemeteries(db: Db, collectionId: string, importId: string): Promise<void> {
  await db.deleteFrom('record_cemeteries').where('collection_id', '=', collectionId).execute();
  await sql`
    INSERT INTO record_cemeteries (id, collection_id, import_id, name, place, event_place)
    SELECT ${CEMETERY_ID}, ${collectionId}, ${importId}, trim(split_part(r.event_place, ',', 1)), nullif(trim(substr(r.event_place, length(split_part(r.event_place, ',', 1)) + 2)), ''), r.event_place
      FROM records r
     WHERE r.import_id = ${importId} AND r.event_type = 'burial'
     GROUP BY r.event_place`.execute(db);
}
