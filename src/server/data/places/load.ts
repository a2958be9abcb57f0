/** Loads gazetteer rows into places through the reference loader (short transactions, version last). */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { jsonbParam } from '../../db/jsonbParam';
import { loadReferenceSet, loadedVersion, type LoadResult } from '../reference/load';
import { PLACE_PARTITIONS, placePartition, placePartitionIndexes } from '../../db/migrations/0058_places';
import { placeInitialsIndex } from '../../db/migrations/0063_place_initials';
import type { PlaceRow } from './build';

export const PLACES = 'places';

/** The search indexes of every part of places, as migrations 0058 and 0063 made them (a test holds them equal). */
export const PLACE_INDEXES: Readonly<Record<string, string>> = Object.assign(
  {},
  ...Array.from({ length: PLACE_PARTITIONS }, (_, i) => ({ ...placePartitionIndexes(i), ...placeInitialsIndex(i) })),
);

export function loadPlaces(
  db: Db,
  batches: Iterable<PlaceRow[]> | AsyncIterable<PlaceRow[]>,
  options: { version: string; onProgress?: (rows: number) => void },
): Promise<LoadResult> {
  return loadReferenceSet(db, batches, {
    name: PLACES,
    table: 'places',
    deferredIndexes: PLACE_INDEXES,
    parts: Array.from({ length: PLACE_PARTITIONS }, (_, i) => placePartition(i)),
    ...options,
    insert: async (db, batch) => {
      await sql`
        INSERT INTO places (code, parent_code, level, path, name, name_traditional, search_name, pinyin, pinyin_key, pinyin_base, pinyin_initials, name_keys)
        SELECT code, parent_code, level, path, name, name_traditional, search_name, pinyin, pinyin_key, pinyin_base, pinyin_initials,
               ARRAY(SELECT jsonb_array_elements_text(name_keys))
          FROM jsonb_to_recordset(${jsonbParam(batch)}::jsonb)
            AS t(code text, parent_code text, level smallint, path text, name text, name_traditional text, search_name text,
                 pinyin text, pinyin_key text, pinyin_base text, pinyin_initials text, name_keys jsonb)`.execute(db);
    },
  });
}

export function loadedPlacesVersion(db: Db): Promise<string | null> {
  return loadedVersion(db, PLACES);
}
