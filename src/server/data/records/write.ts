/**
 * Writes the sample corpora as collection files (one JSON Lines file per collection, named by its id),
 * the files the record importer reads; lines are streamed, so the 1,000,000-record variant never sits
 * in memory.
 */
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { SAMPLE_COLLECTIONS, type SampleCollectionKey } from './collections';
import { sampleCorpus, type CorpusOptions } from './generate';

/** Writes every sample collection into `dir`; answers the files with their record counts. */
export async function writeSampleCorpus(dir: string, options: CorpusOptions): Promise<{ file: string; records: number }[]> {
  await mkdir(dir, { recursive: true });
  const streams = new Map<SampleCollectionKey, { file: string; out: WriteStream; records: number }>();
  for (const key of Object.keys(SAMPLE_COLLECTIONS) as SampleCollectionKey[]) {
    const file = join(dir, `${SAMPLE_COLLECTIONS[key].line.id}.jsonl`);
    streams.set(key, { file, out: createWriteStream(file), records: 0 });
  }
  try {
    for (const { collection, line } of sampleCorpus(options)) {
      const target = streams.get(collection)!;
      if (line.kind === 'record') target.records++;
      if (!target.out.write(`${JSON.stringify(line)}\n`)) await once(target.out, 'drain');
    }
  } finally {
    await Promise.all([...streams.values()].map(({ out }) => new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())))));
  }
  return [...streams.values()].map(({ file, records }) => ({ file, records }));
}
