/**
 * The sample record collections as a reference set, loaded at start-up after the other sets: a worker
 * thread generates the corpus (SAMPLE_RECORDS records, 0 turns it off), checks each line and builds the
 * name keys, and this thread imports each collection through the same path as `records:import`, in
 * short batches. Its version names the size, the generator's seed and the builder, so a changed size
 * loads again. While it loads, `sampleRecordsState()` tells how far it got (GET records-sample/status/).
 */
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../db/database';
import { envSchema } from '../../env';
import type { FileStore } from '../../files/store';
import { importCollectionBatches, type ImportImages } from '../../modules/records/importCollection';
import { readSourceImageDirectory } from '../../modules/records/sourceImageFiles';
import type { CollectionFileItem } from '../../modules/records/collectionFileLines';
import { loadedVersion, type LoadResult } from '../reference/load';
import { throwIfStopped } from '../reference/stop';
import { threadBatches } from '../reference/threadBatches';
import { DEFAULT_SEED } from './generate';

export const SAMPLE_RECORDS_SET = 'sample-records';
/** Raise when the generator or the import makes different rows from the same size and seed (2: run-together given names keyed by syllable; 3: page images of a few sources). */
const BUILDER_VERSION = 3;
const BATCH = 500;

/** The configured size (SAMPLE_RECORDS, default 200,000; 0: no sample collections). */
export function sampleRecordsSize(source: Record<string, string | undefined> = process.env): number {
  return envSchema.shape.SAMPLE_RECORDS.parse(source.SAMPLE_RECORDS || undefined);
}

export function sampleRecordsVersion(records = sampleRecordsSize()): string {
  return `records-${records}/seed-${DEFAULT_SEED}/builder-${BUILDER_VERSION}`;
}

export interface SampleRecordsState {
  state: 'off' | 'waiting' | 'loading' | 'ready' | 'failed';
  records_loaded: number;
  records_total: number;
}

let current: SampleRecordsState = { state: 'waiting', records_loaded: 0, records_total: 0 };

/** How far this node's load of the sample collections got (`ready` when an earlier start loaded them). */
export async function sampleRecordsState(db: Db): Promise<SampleRecordsState> {
  const total = sampleRecordsSize();
  if (!total) return { state: 'off', records_loaded: 0, records_total: 0 };
  if (current.state === 'loading' || current.state === 'failed') return current;
  const ready = (await loadedVersion(db, SAMPLE_RECORDS_SET)) === sampleRecordsVersion(total);
  return ready ? { state: 'ready', records_loaded: total, records_total: total } : { state: 'waiting', records_loaded: 0, records_total: total };
}

const recordLines = (batch: CollectionFileItem[]) => batch.filter((item) => item.line.kind === 'record').length;

/** Each collection's lines, one after the other, out of the thread's one stream (a collection line starts the next). */
async function importEach(
  db: Db,
  stream: AsyncGenerator<CollectionFileItem[]>,
  out: (line: string) => void,
  onRecords: (n: number) => void,
  imagesOf: (collectionId: string) => Promise<ImportImages | undefined>,
): Promise<number> {
  let records = 0;
  let next = await stream.next();
  while (!next.done) {
    const first = next.value;
    const collection = async function* () {
      onRecords(recordLines(first));
      yield first;
      for (;;) {
        throwIfStopped();
        next = await stream.next();
        if (next.done || next.value[0]?.line.kind === 'collection') return;
        onRecords(recordLines(next.value));
        yield next.value;
      }
    };
    const head = first[0]?.line;
    const images = head?.kind === 'collection' ? await imagesOf(head.id) : undefined;
    records += (await importCollectionBatches(db, collection(), out, images)).records;
  }
  return records;
}

/**
 * Loads the sample collections; with a file store, a few sources of each get page images (sampleImages.ts),
 * attached by the import as `records:import --images` attaches a real collection's.
 */
export async function rebuildSampleRecords(db: Db, out: (line: string) => void, records = sampleRecordsSize(), files?: FileStore): Promise<LoadResult> {
  const started = performance.now();
  const version = sampleRecordsVersion(records);
  current = { state: 'loading', records_loaded: 0, records_total: records };
  out(`Loading the sample record collections (${records.toLocaleString('en')} records)…`);
  const dir = await mkdtemp(join(tmpdir(), 'xungen-sample-records-'));
  const stream = threadBatches<CollectionFileItem>(new URL('./loadThread.ts', import.meta.url), 'sample-records', { dir, records, seed: DEFAULT_SEED, batchSize: BATCH, images: Boolean(files) });
  const imagesOf = async (collectionId: string): Promise<ImportImages | undefined> => {
    if (!files) return undefined;
    const imageDir = join(dir, 'images', collectionId);
    const drawn = await access(imageDir).then(() => true, () => false);
    return { directory: drawn ? await readSourceImageDirectory(imageDir) : new Map(), files };
  };
  try {
    await db.deleteFrom('reference_data_versions').where('name', '=', SAMPLE_RECORDS_SET).execute();
    const loaded = await importEach(db, stream, out, (n) => (current = { ...current, records_loaded: Math.min(records, current.records_loaded + n) }), imagesOf);
    const ms = Math.round(performance.now() - started);
    await db.insertInto('reference_data_versions').values({ name: SAMPLE_RECORDS_SET, version, row_count: loaded, load_ms: ms }).execute();
    current = { state: 'ready', records_loaded: loaded, records_total: loaded };
    out(`Loaded the sample record collections: ${loaded.toLocaleString('en')} records in ${(ms / 1000).toFixed(1)} s`);
    return { rows: loaded, ms };
  } catch (err) {
    current = { ...current, state: 'failed' };
    throw err;
  } finally {
    await stream.return(undefined);
    await rm(dir, { recursive: true, force: true });
  }
}
