/** Operator commands of the record collections: import a collection file; write the sample corpora. */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeSampleCorpus } from '../../data/records/write';
import type { CommandContext } from '../../manage/commands';
import { UsageError } from '../../manage/commands';
import { parseEnv } from '../../env';
import { DirectoryStore } from '../../files/store';
import { importCollectionFile } from './importCollection';
import { readSourceImageDirectory } from './sourceImageFiles';

/**
 * records:import FILE... [--images DIR]: each file one collection (layout in data/records/layout.ts and
 * the README); DIR holds the page images of one file's sources (`DIR/<source id>/<n>.png|jpg`), checked
 * whole before anything is written, and imported with the records, all or nothing.
 */
export async function recordsImport({ db, args, out, files }: CommandContext, dataDir = resolve(parseEnv().DATA_DIR)): Promise<void> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { images: { type: 'string' } } });
  if (!positionals.length) throw new UsageError('usage: records:import FILE [FILE...] [--images DIR]');
  if (values.images !== undefined && positionals.length > 1) throw new UsageError('--images DIR goes with one collection file at a time.');
  const store = files ?? new DirectoryStore(join(dataDir, 'files'));
  const directory = values.images !== undefined ? await readSourceImageDirectory(values.images) : new Map();
  if (values.images !== undefined) out(`${[...directory.values()].reduce((n, f) => n + f.length, 0)} images of ${directory.size} sources checked`);
  for (const file of positionals) {
    const started = performance.now();
    const r = await importCollectionFile(db, file, out, { directory, files: store });
    out(`${r.collection_id}: ${r.records} records, ${r.images} images in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** records:sample DIR [--records N]: writes the sample corpora as collection files. */
export async function recordsSample({ args, out }: CommandContext): Promise<void> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { records: { type: 'string' }, seed: { type: 'string' } } });
  const dir = positionals[0];
  const records = Number(values.records ?? 200_000);
  if (!dir || !Number.isInteger(records) || records < 1) throw new UsageError('usage: records:sample DIR [--records N] [--seed S]');
  const files = await writeSampleCorpus(dir, { records, seed: values.seed ? Number(values.seed) : undefined });
  for (const f of files) out(`${f.file}: ${f.records} records`);
}
