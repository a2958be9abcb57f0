/**
 * The reference data sets built into the database from packaged sources, in load order. At start-up
 * each set loads when the database lacks it or holds an older version; `npm run manage --
 * reference:rebuild` reloads them all.
 */
import type { Db } from '../../db/database';
import { rebuildDictionary } from '../dictionary/ensure';
import { DICTIONARY } from '../dictionary/load';
import { dictionaryDataVersion } from '../dictionary/source';
import { PLACES } from '../places/load';
import { rebuildPlaces } from '../places/ensure';
import { placesDataVersion } from '../places/source';
import { coordinatesDataVersion, PLACE_COORDINATES, rebuildCoordinates } from '../coordinates/load';
import { PERSON_SEARCH_KEYS, rebuildPersonSearchKeys, searchKeysVersion } from '../../tree/rekey';
import { loadedVersion, type LoadResult } from './load';
import { throwIfStopped } from './stop';
import { overseasDataVersion } from '../overseas/build';
import { rebuildOverseas } from '../overseas/ensure';
import { OVERSEAS } from '../overseas/load';
import { PLACE_ALTERNATIVES_SET, QIAOXIANG_SET, placeAlternativesVersion, qiaoxiangVersion, rebuildPlaceAlternatives, rebuildQiaoxiang } from '../placeNames/load';
import { CLANS, clansDataVersion } from '../clans/build';
import { rebuildClans } from '../clans/load';
import { rebuildSampleRecords, SAMPLE_RECORDS_SET, sampleRecordsSize, sampleRecordsVersion } from '../records/load';
import { queueSampleZupus, SAMPLE_ZUPUS_SET, sampleZupusSize, sampleZupusVersion } from '../zupus/load';
import type { FileStore } from '../../files/store';

export interface ReferenceSet {
  name: string;
  version: () => string;
  /** `files`: the store for sets that write files (the sample collections' page images). */
  rebuild: (db: Db, out: (line: string) => void, files?: FileStore) => Promise<LoadResult>;
  /** Off: the set is neither loaded nor rebuilt (default on). */
  enabled?: () => boolean;
}

export const REFERENCE_SETS: readonly ReferenceSet[] = [
  // The small sets first, so their pages work seconds after a first start.
  { name: OVERSEAS, version: () => overseasDataVersion(), rebuild: rebuildOverseas },
  { name: PLACE_ALTERNATIVES_SET, version: placeAlternativesVersion, rebuild: rebuildPlaceAlternatives },
  { name: QIAOXIANG_SET, version: qiaoxiangVersion, rebuild: rebuildQiaoxiang },
  { name: CLANS, version: clansDataVersion, rebuild: rebuildClans },
  // Persons' stored search keys, when the surname table's spellings changed since they were written.
  { name: PERSON_SEARCH_KEYS, version: searchKeysVersion, rebuild: rebuildPersonSearchKeys },
  { name: DICTIONARY, version: dictionaryDataVersion, rebuild: rebuildDictionary },
  { name: PLACES, version: placesDataVersion, rebuild: rebuildPlaces },
  // After the gazetteer: points are matched to its places.
  { name: PLACE_COORDINATES, version: coordinatesDataVersion, rebuild: rebuildCoordinates },
  // Last and longest: the sample record collections (their birth places resolve to the gazetteer).
  { name: SAMPLE_RECORDS_SET, version: () => sampleRecordsVersion(), rebuild: (db, out, files) => rebuildSampleRecords(db, out, undefined, files), enabled: () => sampleRecordsSize() > 0 },
  // Queues a job: the books are drawn and read in the worker pool.
  { name: SAMPLE_ZUPUS_SET, version: () => sampleZupusVersion(), rebuild: (db, out) => queueSampleZupus(db, out), enabled: () => sampleZupusSize() > 0 },
];

async function run(db: Db, out: (line: string) => void, sets: readonly ReferenceSet[], force: boolean, files?: FileStore): Promise<string[]> {
  const started = performance.now();
  const loaded: string[] = [];
  for (const set of sets) {
    throwIfStopped();
    if (set.enabled && !set.enabled()) continue;
    if (!force && (await loadedVersion(db, set.name)) === set.version()) continue;
    await set.rebuild(db, out, files);
    loaded.push(set.name);
  }
  if (loaded.length) out(`Reference data ready (${loaded.join(', ')}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return loaded;
}

/** Loads the sets whose current version is missing; the names of those it loaded. */
export function ensureReferenceData(db: Db, out: (line: string) => void, sets: readonly ReferenceSet[] = REFERENCE_SETS, files?: FileStore): Promise<string[]> {
  return run(db, out, sets, false, files);
}

/** Reloads every set. */
export function rebuildReferenceData(db: Db, out: (line: string) => void, sets: readonly ReferenceSet[] = REFERENCE_SETS, files?: FileStore): Promise<string[]> {
  return run(db, out, sets, true, files);
}
