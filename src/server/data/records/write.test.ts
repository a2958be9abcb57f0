import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectionFileLineSchema } from './layout';
import { writeSampleCorpus } from './write';

describe('writeSampleCorpus', () => {
  let dir = '';
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes one collection file per sample collection, its header first, the record counts adding up', async () => {
    dir = await mkdtemp(join(tmpdir(), 'xungen-corpus-'));
    const files = await writeSampleCorpus(dir, { records: 3_000 });
    expect(files).toHaveLength(7);
    expect(files.reduce((n, f) => n + f.records, 0)).toBeGreaterThanOrEqual(3_000);
    for (const { file, records } of files) {
      const lines = (await readFile(file, 'utf8')).trimEnd().split('\n').map((l) => collectionFileLineSchema.parse(JSON.parse(l)));
      expect(lines[0]!.kind, file).toBe('collection');
      expect(lines.filter((l) => l.kind === 'collection')).toHaveLength(1);
      expect(lines.filter((l) => l.kind === 'record')).toHaveLength(records);
      expect(file.endsWith(`${(lines[0] as { id: string }).id}.jsonl`)).toBe(true);
    }
  });
});
