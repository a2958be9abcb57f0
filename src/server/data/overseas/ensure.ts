/** Start-up and rebuild of the overseas destinations (a few dozen rows: one batch). */
import type { Db } from '../../db/database';
import type { LoadResult } from '../reference/load';
import { destinationRows, overseasDataVersion } from './build';
import { loadOverseas } from './load';

export async function rebuildOverseas(db: Db, out: (line: string) => void): Promise<LoadResult> {
  const result = await loadOverseas(db, [destinationRows()], { version: overseasDataVersion() });
  out(`Loaded the overseas communities: ${result.rows} destinations in ${(result.ms / 1000).toFixed(1)} s`);
  return result;
}
