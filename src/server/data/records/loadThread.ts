/**
 * A worker thread that writes the sample corpus into a directory (one collection file each), then
 * reads the files back, checking each line and building its persons' name keys, and posts the lines
 * in batches, at most IN_FLIGHT unwritten (../reference/threadBatches.ts). A batch never spans two
 * files, and each file's first batch begins with its collection line. `null` ends the stream.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { checkLine, type CollectionFileItem } from '../../modules/records/collectionFileLines';
import { sendWithCredit } from '../reference/threadBatches';
import { writeSampleCorpus } from './write';

const IN_FLIGHT = 4;
const { dir, records, seed, batchSize } = workerData as { dir: string; records: number; seed: number; batchSize: number };

const files = await writeSampleCorpus(dir, { records, seed });

function* batches(): Generator<CollectionFileItem[]> {
  for (const { file } of files) {
    let batch: CollectionFileItem[] = [];
    for (const [i, text] of readFileSync(file, 'utf8').split('\n').entries()) {
      if (!text.trim()) continue;
      batch.push(checkLine(i + 1, text, true));
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length) yield batch;
  }
}

await sendWithCredit(parentPort!, batches(), IN_FLIGHT);
