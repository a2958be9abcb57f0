import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSourceImageDirectory } from '../../modules/records/sourceImageFiles';
import { writeSampleImages } from './sampleImages';
import { writeSampleCorpus } from './write';

let dir: string;
let file: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'xungen-sample-images-'));
  file = (await writeSampleCorpus(join(dir, 'corpus'), { records: 600 })).find((f) => f.file.endsWith('sample-sf-passenger-arrivals.jsonl'))!.file;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('writeSampleImages', () => {
  it('draws the first pages of a few sources as an image directory the import accepts, the same bytes every time', async () => {
    const n = await writeSampleImages(file, join(dir, 'a'), { sources: 2, images: 2 });
    expect(n).toBeGreaterThanOrEqual(2);
    expect(n).toBeLessThanOrEqual(4);
    const images = await readSourceImageDirectory(join(dir, 'a'));
    expect(images.size).toBe(2);
    const all = [...images.values()].flat();
    expect(all).toHaveLength(n);
    expect(all.every((i) => i.contentType === 'image/png' && i.width === 1100 && i.height === 1400 && i.number <= 2)).toBe(true);
    await writeSampleImages(file, join(dir, 'b'), { sources: 2, images: 2 });
    const first = all[0]!;
    expect(await readFile(join(dir, 'b', first.sourceId, `${first.number}.png`))).toEqual(await readFile(first.path));
  }, 60_000);
});
