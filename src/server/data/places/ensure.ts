/** Start-up and rebuild of the gazetteer, with a progress line every 100,000 places. */
import type { Db } from '../../db/database';
import { progressLines, type LoadResult } from '../reference/load';
import { loadPlaces } from './load';
import { divisionBatches, placesDataVersion } from './source';

export async function rebuildPlaces(db: Db, out: (line: string) => void): Promise<LoadResult> {
  const version = placesDataVersion();
  out(`Loading the gazetteer (${version})…`);
  const result = await loadPlaces(db, divisionBatches(), { version, onProgress: progressLines(out, 'gazetteer', 'places', 100_000) });
  out(`Loaded the gazetteer: ${result.rows.toLocaleString('en')} places in ${(result.ms / 1000).toFixed(1)} s`);
  return result;
}
