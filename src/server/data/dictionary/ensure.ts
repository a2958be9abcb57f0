/**
 * Start-up and rebuild of the dictionary: loads CEDICT when the database holds no dictionary or an
 * older version of it, printing its progress and the time it took.
 */
import type { Db } from '../../db/database';
import { loadDictionary, loadedDictionaryVersion, type LoadResult } from './load';
import { cedictBatches, dictionaryDataVersion } from './source';
import { progressLines } from '../reference/load';

export async function rebuildDictionary(db: Db, out: (line: string) => void): Promise<LoadResult> {
  const version = dictionaryDataVersion();
  out(`Loading the dictionary (${version})…`);
  const result = await loadDictionary(db, cedictBatches(), { version, onProgress: progressLines(out, 'dictionary', 'entries', 25_000) });
  out(`Loaded the dictionary: ${result.rows.toLocaleString('en')} entries in ${(result.ms / 1000).toFixed(1)} s`);
  return result;
}

/** Loads the dictionary unless this version is already there; true when it loaded. */
export async function ensureDictionary(db: Db, out: (line: string) => void): Promise<boolean> {
  if ((await loadedDictionaryVersion(db)) === dictionaryDataVersion()) return false;
  await rebuildDictionary(db, out);
  return true;
}
