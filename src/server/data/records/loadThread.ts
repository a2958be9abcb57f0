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
import { basename, join } from 'node:path';
import { SAMPLE_IMAGE_OPTIONS, writeSampleImages } from './sampleImages';
import { writeSampleCorpus } from './write';

const IN_FLIGHT = 4;
const { dir, records, seed, batchSize, images } = workerData as { dir: string; records: number; seed: number; batchSize: number; images: boolean };

const files = await writeSampleCorpus(dir, { records, seed });
// The page images of a few sources of each collection, drawn before any line is posted, so each is on disk when its collection's import attaches them.
if (images) for (const { file } of files) await writeSampleImages(file, join(dir, 'images', basename(file, '.jsonl')), SAMPLE_IMAGE_OPTIONS);

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
