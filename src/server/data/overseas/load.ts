/**
 * Loads overseas destinations with their origin counties and dialects through the reference
 * loader. The two child tables are emptied first and written in each batch's transaction with its
 * destinations, so a load cut short leaves no version row and the next start loads all three again.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { jsonbParam } from '../../db/jsonbParam';
import { loadReferenceSet, type LoadResult } from '../reference/load';
import type { DestinationRow } from './build';

export const OVERSEAS = 'overseas';

export async function loadOverseas(db: Db, batches: Iterable<DestinationRow[]>, options: { version: string }): Promise<LoadResult> {
  await sql`TRUNCATE overseas_destination_origins, overseas_destination_dialects`.execute(db);
  return loadReferenceSet(db, batches, {
    name: OVERSEAS,
    table: 'overseas_destinations',
    ...options,
    insert: async (db, batch, firstId) => {
      const rows = batch.map((d, i) => ({ ...d, rank: firstId + i }));
      const origins = batch.flatMap((d) => d.origins.map((place_code, rank) => ({ destination_id: d.id, place_code, rank })));
      const dialects = batch.flatMap((d) => d.dialects.map((dialect, rank) => ({ destination_id: d.id, dialect, rank })));
      await sql`
        INSERT INTO overseas_destinations (id, rank, name, names_zh, country_code, country_name, region, period, description, search_text, lat, lng)
        SELECT id, rank, name, names_zh, country_code, country_name, region, period, description, search_text, lat, lng
          FROM jsonb_to_recordset(${jsonbParam(rows)}::jsonb)
            AS t(id text, rank int, name text, names_zh jsonb, country_code text, country_name text, region text, period text, description text, search_text text, lat double precision, lng double precision)`.execute(db);
      if (origins.length)
        await sql`
          INSERT INTO overseas_destination_origins (destination_id, place_code, rank)
          SELECT destination_id, place_code, rank FROM jsonb_to_recordset(${jsonbParam(origins)}::jsonb) AS t(destination_id text, place_code text, rank int)`.execute(db);
      if (dialects.length)
        await sql`
          INSERT INTO overseas_destination_dialects (destination_id, dialect, rank)
          SELECT destination_id, dialect, rank FROM jsonb_to_recordset(${jsonbParam(dialects)}::jsonb) AS t(destination_id text, dialect text, rank int)`.execute(db);
    },
  });
}
