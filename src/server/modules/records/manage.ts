/** Operator commands of the record collections: import a collection file; write the sample corpora. */
import { parseArgs } from 'node:util';
import { writeSampleCorpus } from '../../data/records/write';
import type { CommandContext } from '../../manage/commands';
import { UsageError } from '../../manage/commands';
import { importCollectionFile } from './importCollection';

/** records:import FILE...: each file one collection (layout in data/records/layout.ts and the README). */
export async function recordsImport({ db, args, out }: CommandContext): Promise<void> {
  if (!args.length) throw new UsageError('usage: records:import FILE [FILE...]');
  for (const file of args) {
    const started = performance.now();
    const r = await importCollectionFile(db, file, out);
    out(`${r.collection_id}: ${r.records} records in ${((performance.now() - started) / 1000).toFixed(1)} s`);
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
