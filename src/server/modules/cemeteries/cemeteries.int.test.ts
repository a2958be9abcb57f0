import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burialLocationListSchema, cemeteryDetailSchema, cemeteryListSchema } from '../../../protocol/cemeteries';
import { sourceListSchema } from '../../../protocol/records';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { rebuildOverseas } from '../../data/overseas/ensure';
import { writeSampleCorpus } from '../../data/records/write';
import { loadTestGazetteer } from '../places/testGazetteer';
import { importCollectionFile } from '../records/importCollection';

let t: TestApp;
let dir: string;
let files: { file: string; records: number }[];

beforeAll(async () => {
  t = await testApp();
  await loadTestGazetteer(t.database.db);
  await rebuildOverseas(t.database.db, () => undefined);
  dir = await mkdtemp(join(tmpdir(), 'xungen-cemeteries-'));
  files = await writeSampleCorpus(dir, { records: 2_000 });
  for (const { file } of files) await importCollectionFile(t.database.db, file);
}, 300_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t.close();
});

async function get(path: string, status = 200): Promise<unknown> {
  const res = await t.request(`/api/v1/${path}`);
  expect(res.status, path).toBe(status);
  return res.json();
}

async function refusedFields(path: string): Promise<string[]> {
  return Object.keys(((await get(path, 400)) as { fields: Record<string, string[]> }).fields);
}

/** The burial places the sample burial records name, with their counts, straight from the records. */
async function burialPlaces() {
  return t.database.db
    .selectFrom('records as r')
    .innerJoin('record_collections as c', (j) => j.onRef('c.id', '=', 'r.collection_id').onRef('c.current_import', '=', 'r.import_id'))
    .select(['r.event_place', (eb) => eb.fn.countAll<number>().as('n')])
    .where('r.event_type', '=', 'burial')
    .groupBy('r.event_place')
    .orderBy('n', 'desc')
    .execute();
}

describe('GET cemetery/', () => {
  it('lists the cemeteries of the burial records, most burials first, marked sample, with their places', async () => {
    const places = await burialPlaces();
    expect(places.length).toBeGreaterThan(1);
    const list = cemeteryListSchema.parse(await get('cemetery/'));
    expect(list.meta.total_count).toBe(places.length);
    expect(list.objects.map((c) => c.burial_count)).toEqual(places.map((p) => Number(p.n)).slice(0, 10));
    const first = list.objects[0]!;
    expect(`${first.name}, ${first.place?.name}`).toBe(places[0]!.event_place);
    expect(first.is_sample).toBe(true);
    expect(first.collections.map((c) => c.id)).toEqual(['sample-singapore-chinese-burials']);
    expect(first.place?.href).toBe('/search/overseas?q=Singapore');
    const brown = cemeteryListSchema.parse(await get('cemetery/?q=bukit'));
    expect(brown.objects.map((c) => c.id)).toEqual(['bukit-brown-cemetery-singapore']);
    expect(cemeteryListSchema.parse(await get('cemetery/?q=nowhere-at-all')).meta.total_count).toBe(0);
  });

  it('refuses a page over ten and bad offsets, naming the field', async () => {
    expect(await refusedFields('cemetery/?limit=11')).toEqual(['limit']);
    expect(await refusedFields('cemetery/?offset=-1')).toEqual(['offset']);
  });
});

describe('GET cemetery/:id/', () => {
  it('answers a cemetery with its burials ten a page by year, and narrows them to a name', async () => {
    const id = 'bukit-brown-cemetery-singapore';
    const first = cemeteryDetailSchema.parse(await get(`cemetery/${id}/`));
    expect(first.name).toBe('Bukit Brown Cemetery');
    expect(first.burials.objects).toHaveLength(Math.min(10, first.burial_count));
    expect(first.burials.meta.total_count).toBe(first.burial_count);
    const years = first.burials.objects.map((b) => b.event.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(first.burials.objects.every((b) => b.event.type === 'burial' && b.event.place === 'Bukit Brown Cemetery, Singapore')).toBe(true);
    expect(first.year_from).toBe(years[0]);
    // A burial record names its cemetery, so its page links there; other records name none.
    expect((await get(`person-mentions/${first.burials.objects[0]!.code}/`)) as object).toMatchObject({ cemetery: { id, name: 'Bukit Brown Cemetery' } });
    const arrival = await t.database.db.selectFrom('records').select('code').where('event_type', '=', 'arrival').limit(1).executeTakeFirstOrThrow();
    expect((await get(`person-mentions/${arrival.code}/`)) as object).toMatchObject({ cemetery: null });
    const second = cemeteryDetailSchema.parse(await get(`cemetery/${id}/?offset=10`));
    expect(second.burials.objects[0]?.code).not.toBe(first.burials.objects[0]?.code);

    const someone = first.burials.objects[0]!.persons[0]!;
    const named = cemeteryDetailSchema.parse(await get(`cemetery/${id}/?q=${encodeURIComponent(someone.surname)}`));
    expect(named.burials.meta.total_count).toBeGreaterThan(0);
    expect(named.burials.meta.total_count).toBeLessThan(first.burial_count);
    expect(named.burials.objects.map((b) => b.code)).toContain(first.burials.objects[0]!.code);
    if (someone.name_zh) {
      const byCharacter = cemeteryDetailSchema.parse(await get(`cemetery/${id}/?q=${encodeURIComponent([...someone.name_zh][0]!)}`));
      expect(byCharacter.burials.objects.map((b) => b.code)).toContain(first.burials.objects[0]!.code);
    }
  });

  it('does not show or count the burials of an invalid source', async () => {
    const id = 'heng-san-teng-singapore';
    const before = cemeteryDetailSchema.parse(await get(`cemetery/${id}/`));
    const hidden = before.burials.objects[0]!;
    const source = await t.database.db.selectFrom('records').select('source_id').where('code', '=', hidden.code).executeTakeFirstOrThrow();
    const onSource = await t.database.db.selectFrom('records').select((eb) => eb.fn.countAll<number>().as('n')).where('source_id', '=', source.source_id).executeTakeFirstOrThrow();
    await t.database.db.updateTable('record_sources').set({ status: 'invalid' }).where('id', '=', source.source_id).execute();
    try {
      const after = cemeteryDetailSchema.parse(await get(`cemetery/${id}/`));
      expect(after.burial_count).toBe(before.burial_count - Number(onSource.n));
      expect(after.burials.objects.map((b) => b.code)).not.toContain(hidden.code);
    } finally {
      await t.database.db.updateTable('record_sources').set({ status: 'active' }).where('id', '=', source.source_id).execute();
    }
  });

  it('answers 404 for an unknown cemetery and 400 for a malformed id or page', async () => {
    expect(await get('cemetery/no-such-cemetery/', 404)).toMatchObject({ error: expect.any(String) });
    expect(await refusedFields('cemetery/Not%20An%20Id/')).toEqual(['id']);
    expect(await refusedFields('cemetery/bukit-brown-cemetery-singapore/?limit=50')).toEqual(['limit']);
  });

  it('keeps the cemeteries when the burial collection is imported again', async () => {
    const burials = files.find((f) => f.file.includes('burials'))!;
    const before = cemeteryListSchema.parse(await get('cemetery/'));
    const { importCollectionFile: again } = await import('../records/importCollection');
    await again(t.database.db, burials.file);
    const after = cemeteryListSchema.parse(await get('cemetery/'));
    expect(after.objects.map((c) => [c.id, c.burial_count])).toEqual(before.objects.map((c) => [c.id, c.burial_count]));
  });
});

describe('GET burial-location/, newspaper/, obituaries-sources/', () => {
  it('lists the places cemeteries lie in', async () => {
    const places = burialLocationListSchema.parse(await get('burial-location/'));
    expect(places.objects[0]).toMatchObject({ name: 'Singapore', href: '/search/overseas?q=Singapore' });
    expect(places.objects[0]!.cemetery_count).toBeGreaterThan(1);
    expect(burialLocationListSchema.parse(await get('burial-location/?q=hong')).meta.total_count).toBe(0);
    expect(await refusedFields('burial-location/?limit=0')).toEqual(['limit']);
  });

  it('list newspaper and obituary sources: none in the sample collections, bad input refused', async () => {
    expect(sourceListSchema.parse(await get('newspaper/'))).toEqual({ objects: [], meta: { limit: 10, offset: 0, total_count: 0 } });
    expect(sourceListSchema.parse(await get('obituaries-sources/?q=obituary')).meta.total_count).toBe(0);
    expect(await refusedFields('newspaper/?limit=11')).toEqual(['limit']);
    expect(await refusedFields('obituaries-sources/?category_id=zupus')).toEqual(['category_id']);
  });
});
