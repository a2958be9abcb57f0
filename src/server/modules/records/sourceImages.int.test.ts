import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sourceImageHitListSchema,
  sourceImageOcrSchema,
  sourceImagePreviewSchema,
  sourceImageSchema,
} from '../../../protocol/sourceImages';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';
import { renderPage } from '../../data/records/sampleImages';
import { writeSampleCorpus } from '../../data/records/write';
import { DirectoryStore, fileStore } from '../../files/store';
import { loadTestGazetteer } from '../places/testGazetteer';
import { buildFamily, type Family } from '../trees/testFamily';
import { importCollectionFile, type ImportImages } from './importCollection';
import { readSourceImageDirectory, SourceImagesError } from './sourceImageFiles';

const COLLECTION = 'sample-sf-passenger-arrivals';
let t: TestApp;
let dir: string;
let file: string;
let staff: TestUser;
let member: TestUser;
let family: Family;
/** The first three sources of the collection: two with images, one without. */
let sources: string[];

const page = (names: string[], n: number) =>
  renderPage({ form: 'LIST OR MANIFEST OF ALIEN PASSENGERS', heading: 'S.S. China', subheading: 'San Francisco, 1905', entries: names.map((name) => ({ name, role: 'principal', age: '23', place: 'Sun Ning', note: 'laborer' })), footer: `page ${n}` }, n);

async function imageDir(name: string, images: Record<string, Record<string, Buffer>>): Promise<string> {
  const root = join(dir, name);
  for (const [source, files] of Object.entries(images)) {
    await mkdir(join(root, source), { recursive: true });
    for (const [fileName, bytes] of Object.entries(files)) await writeFile(join(root, source, fileName), bytes);
  }
  return root;
}

const imagesOf = async (root: string): Promise<ImportImages> => ({ directory: await readSourceImageDirectory(root), files: fileStore(t.deps) });
const get = (path: string, token?: string) => t.request(`/api/v1/${path}`, { token });
async function ok(path: string, token?: string): Promise<unknown> {
  const res = await get(path, token);
  expect(res.status, path).toBe(200);
  return res.json();
}
async function refused(path: string, status: number, token?: string): Promise<{ error: string; fields?: Record<string, string[]> }> {
  const res = await get(path, token);
  expect(res.status, path).toBe(status);
  return res.json() as Promise<{ error: string; fields?: Record<string, string[]> }>;
}
const imageRows = () => t.database.db.selectFrom('source_images').selectAll().orderBy('source_id').orderBy('image_number').execute();
const imageCount = async (id: string) =>
  (await t.database.db.selectFrom('record_sources as s').innerJoin('record_collections as c', (j) => j.onRef('c.current_import', '=', 's.import_id')).select('s.image_count').where('s.id', '=', id).executeTakeFirstOrThrow()).image_count;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'xungen-source-images-'));
  // A store of its own, so the files this test finds are the ones it wrote.
  t = await testApp({ files: new DirectoryStore(join(dir, 'files')) });
  await loadTestGazetteer(t.database.db);
  const files = await writeSampleCorpus(join(dir, 'corpus'), { records: 600 });
  file = files.find((x) => x.file.endsWith(`${COLLECTION}.jsonl`))!.file;
  staff = await createTestUser(t.database.db, { staff: true });
  member = await createTestUser(t.database.db);
  family = await buildFamily(t);
  const { readFile } = await import('node:fs/promises');
  sources = (await readFile(file, 'utf8'))
    .split('\n')
    .filter((l) => l.includes('"kind":"source"'))
    .map((l) => (JSON.parse(l) as { id: string }).id)
    .sort()
    .slice(0, 3);
  const root = await imageDir('images', {
    [sources[0]!]: { '1.png': await page(['Wong Ah Sing', 'Chin Lung'], 1), '2.png': await page(['Lee Hong Yuen'], 2) },
    [sources[1]!]: { '1.jpg': await sharp(await page(['Jung Foo'], 3)).jpeg().toBuffer() },
  });
  await importCollectionFile(t.database.db, file, () => undefined, await imagesOf(root));
}, 180_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t.close();
});

describe('records:import with images', () => {
  it('attaches the images to their sources, counts them, and queues their OCR', async () => {
    const rows = await imageRows();
    expect(rows.map((r) => [r.source_id, r.image_number, r.content_type])).toEqual([
      [sources[0], 1, 'image/png'],
      [sources[0], 2, 'image/png'],
      [sources[1], 1, 'image/jpeg'],
    ]);
    expect(rows.every((r) => r.ocr_status === 'pending' && r.width === 1100 && r.height === 1400)).toBe(true);
    expect(await imageCount(sources[0]!)).toBe(2);
    expect(await imageCount(sources[1]!)).toBe(1);
    expect(await imageCount(sources[2]!)).toBe(0);
    for (const r of rows) expect(await fileStore(t.deps).head(r.storage_key)).toMatchObject({ contentType: r.content_type });
    // The reading runs in the background job, with Tesseract (queued at the import's wall-clock time).
    t.clock.now = new Date(Date.now() + 60_000);
    await t.deps.jobs.drain();
    const read = await imageRows();
    expect(read.map((r) => r.ocr_status)).toEqual(['done', 'done', 'done']);
    expect(read[0]!.ocr_text).toMatch(/Wong Ah Sing/);
  }, 120_000);

  it('is idempotent: the same images again keep their ids, keys and readings, with no new OCR', async () => {
    const before = await imageRows();
    await importCollectionFile(t.database.db, file, () => undefined, await imagesOf(join(dir, 'images')));
    const after = await imageRows();
    expect(after.map((r) => [r.id, r.storage_key, r.ocr_status, r.ocr_text])).toEqual(before.map((r) => [r.id, r.storage_key, r.ocr_status, r.ocr_text]));
    expect(after[0]!.import_id).not.toBe(before[0]!.import_id);
    expect(await t.database.db.selectFrom('jobs').select('id').where('kind', '=', 'records.source-images.ocr').where('status', '=', 'queued').execute()).toEqual([]);
  }, 60_000);

  it('refuses a file whose bytes are not the type its name says, and an image of a source the file lacks, leaving the collection as it was', async () => {
    const bad = await imageDir('bad-type', { [sources[0]!]: { '1.png': Buffer.from('GIF89a not really') } });
    await expect(readSourceImageDirectory(bad)).rejects.toThrow(/1\.png: the name says PNG but the file is a GIF image/);
    const badName = await imageDir('bad-name', { [sources[0]!]: { 'page-one.png': await page(['X'], 9) } });
    await expect(readSourceImageDirectory(badName)).rejects.toThrow(SourceImagesError);
    const before = await imageRows();
    const importBefore = (await t.database.db.selectFrom('record_collections').select('current_import').where('id', '=', COLLECTION).executeTakeFirstOrThrow()).current_import;
    const stranger = await imageDir('stranger', { [sources[0]!]: { '1.png': await page(['Changed Page'], 11) }, 'no-such-source': { '1.png': await page(['Nobody'], 10) } });
    await expect(importCollectionFile(t.database.db, file, () => undefined, await imagesOf(stranger))).rejects.toThrow(/no-such-source\/: the collection file lists no source/);
    expect(await imageRows()).toEqual(before);
    expect((await t.database.db.selectFrom('record_collections').select('current_import').where('id', '=', COLLECTION).executeTakeFirstOrThrow()).current_import).toBe(importBefore);
    // The changed page the failed import stored is gone again; the images in use are all there.
    const keys = await fileStore(t.deps).list(`records/${COLLECTION}`);
    expect(keys.filter((k) => !k.endsWith('.__type')).sort()).toEqual(before.map((r) => r.storage_key).sort());
  }, 60_000);
});

describe('source image calls', () => {
  it('GET sources/:id/image/ answers the image with its links and the numbers of all the images', async () => {
    const img = sourceImageSchema.extend({}).passthrough().parse(await ok(`sources/${sources[0]}/image/?imageNumber=2`));
    expect(img).toMatchObject({ source_id: sources[0], image_number: 2, image_count: 2, width: 1100, height: 1400, ocr_status: 'done', image_numbers: [1, 2] });
    const original = await get(img.url.replace('/api/v1/', ''));
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
  });

  it('image-preview goes through the image service, 1024 wide at quality 10 unless asked', async () => {
    const preview = sourceImagePreviewSchema.parse(await ok(`sources/${sources[0]}/image-preview/?imageNumber=1`));
    expect(preview.url).toMatch(/^\/api\/v1\/image\/\?url=.*&width=1024&quality=10$/);
    const res = await get(preview.url.replace('/api/v1/', ''));
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(1024);
    expect(sourceImagePreviewSchema.parse(await ok(`sources/${sources[1]}/image-preview/?imageNumber=1&width=300&quality=4`)).url).toMatch(/width=300&quality=4$/);
  });

  it('image-ocr answers the text and one box per character; ocrType text the text alone; no reading yet, empty text', async () => {
    const ocr = sourceImageOcrSchema.parse(await ok(`sources/${sources[0]}/image-ocr/?imageNumber=1&ocrType=full`));
    expect(ocr.status).toBe('done');
    expect(ocr.text).toMatch(/Chin Lung/);
    expect(ocr.boxes!.length).toBe(ocr.text.replace(/\s+/g, '').length);
    expect(sourceImageOcrSchema.parse(await ok(`sources/${sources[0]}/image-ocr/?imageNumber=1&ocrType=text`)).boxes).toBeUndefined();
    await t.database.db.updateTable('source_images').set({ ocr_status: 'failed' }).where('source_id', '=', sources[1]!).execute();
    expect(await ok(`sources/${sources[1]}/image-ocr/?imageNumber=1`)).toEqual({ source_id: sources[1], image_number: 1, status: 'failed', text: '', boxes: [] });
    await t.database.db.updateTable('source_images').set({ ocr_status: 'done' }).where('source_id', '=', sources[1]!).execute();
  });

  it('image-search-preview finds the images of the source holding the query, any case, with its place as polygons', async () => {
    const hits = (await ok(`sources/${sources[0]}/image-search-preview/?q=${encodeURIComponent('wong ah sing')}`)) as { objects: { image_number: number; matches_vertices: { x: number; y: number }[][] }[] };
    expect(hits.objects.map((h) => h.image_number)).toEqual([1]);
    const [polygon] = hits.objects[0]!.matches_vertices;
    expect(polygon).toHaveLength(4);
    // The name stands in the name column of the first row, in the upper part of the page.
    expect(polygon![0]!.x).toBeGreaterThan(90);
    expect(polygon![0]!.x).toBeLessThan(200);
    expect(polygon![0]!.y).toBeLessThan(400);
    expect(((await ok(`sources/${sources[0]}/image-search-preview/?q=Nobody%20Here`)) as { objects: unknown[] }).objects).toEqual([]);
  });

  it('source-image/search/ searches the text of every source image, ten a page', async () => {
    const found = sourceImageHitListSchema.parse(await ok('source-image/search/?q=PRINCIPAL'));
    expect(found.meta).toEqual({ limit: 10, offset: 0, total_count: 3 });
    expect(found.objects.map((h) => [h.source_id, h.image_number])).toEqual([
      [sources[0], 1],
      [sources[0], 2],
      [sources[1], 1],
    ]);
    expect(found.objects[2]!.snippet.toLowerCase()).toContain('principal');
    const second = sourceImageHitListSchema.parse(await ok('source-image/search/?q=principal&offset=2&limit=1'));
    expect(second.objects.map((h) => h.source_id)).toEqual([sources[1]]);
    expect(Object.keys((await refused('source-image/search/?q=principal&limit=11', 400)).fields!)).toEqual(['limit']);
    expect(Object.keys((await refused('source-image/search/', 400)).fields!)).toEqual(['q']);
  });

  it('answers 404 for an unknown source, a source without images and an image number out of range; 400 naming a bad field', async () => {
    expect((await refused('sources/no-such-source/image/?imageNumber=1', 404)).error).toMatch(/No source/);
    expect((await refused(`sources/${sources[2]}/image/?imageNumber=1`, 404)).error).toBe('This source has no images.');
    expect((await refused(`sources/${sources[0]}/image/?imageNumber=3`, 404)).error).toBe('This source has images 1 to 2.');
    expect((await refused(`sources/${sources[0]}/image-ocr/?imageNumber=9`, 404)).error).toBe('This source has images 1 to 2.');
    expect(Object.keys((await refused(`sources/${sources[0]}/image/?imageNumber=0`, 400)).fields!)).toEqual(['imageNumber']);
    expect(Object.keys((await refused(`sources/${sources[0]}/image/`, 400)).fields!)).toEqual(['imageNumber']);
    expect(Object.keys((await refused(`sources/${sources[0]}/image-ocr/?imageNumber=1&ocrType=words`, 400)).fields!)).toEqual(['ocrType']);
    expect(Object.keys((await refused(`sources/${sources[0]}/image-preview/?imageNumber=1&quality=11`, 400)).fields!)).toEqual(['quality']);
  });

  it('shows no images of an invalid source to anyone, and those of a pending source to staff only', async () => {
    const setStatus = (status: 'active' | 'pending' | 'invalid') => t.database.db.updateTable('record_sources').set({ status }).where('id', '=', sources[1]!).execute();
    try {
      await setStatus('invalid');
      await refused(`sources/${sources[1]}/image/?imageNumber=1`, 404);
      await refused(`sources/${sources[1]}/image/?imageNumber=1`, 404, staff.key);
      await refused(`sources/${sources[1]}/image-ocr/?imageNumber=1`, 404);
      await refused(`sources/${sources[1]}/image-search-preview/?q=principal`, 404);
      expect(sourceImageHitListSchema.parse(await ok('source-image/search/?q=principal', staff.key)).objects.map((h) => h.source_id)).not.toContain(sources[1]);
      await setStatus('pending');
      await refused(`sources/${sources[1]}/image/?imageNumber=1`, 404);
      await refused(`sources/${sources[1]}/image-preview/?imageNumber=1`, 404, member.key);
      expect(sourceImageHitListSchema.parse(await ok('source-image/search/?q=principal')).objects.map((h) => h.source_id)).not.toContain(sources[1]);
      await ok(`sources/${sources[1]}/image/?imageNumber=1`, staff.key);
      expect(sourceImageHitListSchema.parse(await ok('source-image/search/?q=principal', staff.key)).objects.map((h) => h.source_id)).toContain(sources[1]);
    } finally {
      await setStatus('active');
    }
  });
});

describe('mention/create with image_ids', () => {
  it('takes the ids of images of the record’s source and refuses those of another source, naming image_ids', async () => {
    const record = await t.database.db
      .selectFrom('records as r')
      .innerJoin('record_collections as c', (j) => j.onRef('c.current_import', '=', 'r.import_id'))
      .select(['r.code', 'r.source_id'])
      .where('r.source_id', '=', sources[0]!)
      .orderBy('r.code')
      .executeTakeFirstOrThrow();
    const own = sourceImageSchema.passthrough().parse(await ok(`sources/${sources[0]}/image/?imageNumber=1`)).id;
    const other = sourceImageSchema.passthrough().parse(await ok(`sources/${sources[1]}/image/?imageNumber=1`)).id;
    const create = (image_ids: string[]) =>
      t.request('/api/v1/mention/create/', { method: 'POST', token: family.editor.key, json: { person_id: family.ids.grandpa, source_id: record.source_id, code: record.code, image_ids } });
    for (const ids of [[other], [own, 'not-an-id']]) {
      const res = await create(ids);
      expect(res.status).toBe(400);
      expect(Object.keys(((await res.json()) as { fields: Record<string, string[]> }).fields)).toEqual(['image_ids']);
    }
    const made = await create([own]);
    expect(made.status).toBe(201);
    expect(((await made.json()) as { image_ids: string[] }).image_ids).toEqual([own]);
  });
});

describe('POST source-image/bulk-remove/', () => {
  const remove = (token: string | undefined, body: unknown) => t.request('/api/v1/source-image/bulk-remove/', { method: 'POST', token, json: body });

  it('is for staff only, names image_ids when an id is bad or unknown, and removes nothing then', async () => {
    const id = sourceImageSchema.passthrough().parse(await ok(`sources/${sources[0]}/image/?imageNumber=1`)).id;
    expect((await remove(undefined, { image_ids: [id] })).status).toBe(401);
    expect((await remove(member.key, { image_ids: [id] })).status).toBe(403);
    for (const body of [{ image_ids: ['x'] }, { image_ids: [] }, {}, { image_ids: [id, '00000000-0000-4000-8000-000000000000'] }]) {
      const res = await remove(staff.key, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(((await res.json()) as { fields: Record<string, string[]> }).fields)).toEqual(['image_ids']);
    }
    expect(await imageCount(sources[0]!)).toBe(2);
  });

  it('removes the images in one go: they are no longer shown, searched or counted', async () => {
    const first = sourceImageSchema.passthrough().parse(await ok(`sources/${sources[0]}/image/?imageNumber=1`)).id;
    const jpeg = sourceImageSchema.passthrough().parse(await ok(`sources/${sources[1]}/image/?imageNumber=1`)).id;
    const res = await remove(staff.key, { image_ids: [first, jpeg, first] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ removed: 2 });
    expect(await imageCount(sources[0]!)).toBe(1);
    expect(await imageCount(sources[1]!)).toBe(0);
    expect((await refused(`sources/${sources[0]}/image/?imageNumber=1`, 404)).error).toBe('This source has images 2 to 2.');
    expect(sourceImageHitListSchema.parse(await ok('source-image/search/?q=principal')).meta.total_count).toBe(1);
    expect(await (await remove(staff.key, { image_ids: [first] })).json()).toEqual({ removed: 0 });
  });
});
