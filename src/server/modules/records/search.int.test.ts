import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCategoriesResponseSchema } from '../../../protocol/recordCategories';
import { recordSearchResponseSchema, type RecordSearchResponse } from '../../../protocol/records';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { writeSampleCorpus } from '../../data/records/write';
import { loadTestGazetteer } from '../places/testGazetteer';
import { importCollectionFile } from './importCollection';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await testApp();
  await loadTestGazetteer(t.database.db);
  dir = await mkdtemp(join(tmpdir(), 'xungen-search-'));
  for (const { file } of await writeSampleCorpus(dir, { records: 4_000 })) await importCollectionFile(t.database.db, file);
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t.close();
});

async function search(params: Record<string, string | number | boolean | string[]>): Promise<RecordSearchResponse> {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of Array.isArray(v) ? v : [v]) query.append(k, String(one));
  const res = await t.request(`/api/v1/sources/search-mentions/?${query}`);
  expect(res.status, query.toString()).toBe(200);
  return recordSearchResponseSchema.parse(await res.json());
}

async function refused(query: string): Promise<string[]> {
  const res = await t.request(`/api/v1/sources/search-mentions/?${query}`);
  expect(res.status, query).toBe(400);
  return Object.keys(((await res.json()) as { fields: Record<string, string[]> }).fields);
}

describe('GET sources/search-mentions/', () => {
  it('finds Wong by every spelling clerks used for 黄 and 王, the spelling asked for first', async () => {
    const found = await search({ surname: 'Wong', limit: 10 });
    expect(found.meta.total_count).toBeGreaterThan(50);
    expect(found.objects.every((r) => r.surname === 'Wong')).toBe(true);
    const last = await search({ surname: 'Wong', offset: found.meta.total_count - 10 });
    // Past the records written Wong come the other spellings of the same characters (Ng, Ooi, Huang …).
    expect(last.objects.some((r) => r.surname !== 'Wong')).toBe(true);
    expect(last.objects.every((r) => r.score <= found.objects.at(-1)!.score)).toBe(true);
    const byCharacter = await search({ surname: '黃' });
    expect(byCharacter.meta.total_count).toBeGreaterThan(20);
    const byPinyin = await search({ surname: 'huang' });
    expect(byPinyin.meta.total_count).toBeGreaterThanOrEqual(byCharacter.meta.total_count);
  });

  it('narrows by birth year: a conflicting year is left out, a missing one kept below the stated ones; flexible ranks them all', async () => {
    const strict = await search({ surname: 'Wong', birth_year: 1880, birth_year_approx: 2, limit: 10 });
    expect(strict.meta.total_count).toBeGreaterThan(0);
    for (const r of strict.objects) if (r.birth_year !== null) expect(Math.abs(r.birth_year - 1880)).toBeLessThanOrEqual(2 + r.birth_year_approx);
    const all = await search({ surname: 'Wong' });
    expect(strict.meta.total_count).toBeLessThan(all.meta.total_count);
    const flexible = await search({ surname: 'Wong', birth_year: 1880, birth_year_approx: 2, is_flexible: true });
    expect(flexible.meta.total_count).toBe(all.meta.total_count);
    expect(flexible.objects[0]!.birth_year).not.toBeNull();
    expect(Math.abs(flexible.objects[0]!.birth_year! - 1880)).toBeLessThanOrEqual(2 + flexible.objects[0]!.birth_year_approx);
  });

  it('takes a home county by any of its names: Toisan finds records that say Sun Ning', async () => {
    const found = await search({ surname: 'Wong', birth_location: 'Toisan', is_flexible: false });
    const stated = found.objects.filter((r) => r.places.some((p) => /Sun Ning|Toishan|Hoisan/.test(p)));
    expect(stated.length).toBeGreaterThan(0);
    expect(found.objects.every((r) => !r.places.some((p) => /Hoi Ping|Lam Ann|Chin Kang|Heung Shan/.test(p)))).toBe(true);
  });

  it('finds a case file by the father named in it, and narrows to a category and a collection', async () => {
    const cases = await search({ surname: 'Wong', category_id: 'immigration', collection: 'sample-exclusion-case-files' });
    expect(cases.objects.every((r) => r.collection_id === 'sample-exclusion-case-files' && r.category_id === 'immigration')).toBe(true);
    const withFather = await search({ surname: 'Wong', collection: 'sample-exclusion-case-files', relatives: JSON.stringify([{ surname: 'Wong', relation_type: 'parent' }]) });
    expect(withFather.meta.total_count).toBeGreaterThan(0);
    expect(withFather.meta.total_count).toBeLessThanOrEqual(cases.meta.total_count);
    expect(withFather.objects.every((r) => r.role !== 'father')).toBe(true);
  });

  it('answers facets that add up, with the labels of the spec', async () => {
    const found = await search({ surname: 'Lee' });
    const sum = (f: { count: number }[]) => f.reduce((n, v) => n + v.count, 0);
    expect(sum(found.facets.category)).toBe(found.meta.total_count);
    expect(sum(found.facets.has_images)).toBe(found.meta.total_count);
    expect(found.facets.has_images.map((f) => f.name)).toEqual(['No Images Available']);
    expect(found.facets.category.map((f) => f.name)).toEqual(expect.arrayContaining(['Immigration']));
    expect(found.facets.decade.every((f) => /^\d{4}s$/.test(f.name))).toBe(true);
    expect(found.objects.every((r) => r.is_sample)).toBe(true);
  });

  it('refuses bad input naming the field', async () => {
    expect(await refused('')).toEqual(['surname']);
    expect(await refused('surname=Wong&category_id=zupus-x')).toEqual(['category_id']);
    expect(await refused('surname=Wong&limit=11')).toEqual(['limit']);
    expect(await refused('surname=Wong&birth_year=abc')).toEqual(['birth_year']);
    expect(await refused('surname=Wong&relatives=not-json')).toEqual(['relatives']);
    expect(await refused(`surname=Wong&relatives=${encodeURIComponent('[{"relation_type":"parent"}]')}`)).toEqual(['relatives']);
    expect(await refused('surname=Wong&decade=1905')).toEqual(['decade']);
    expect(await refused('surname=Wong&place_code=abc')).toEqual(['place_code']);
  });

  it('narrows by a decade and a birth county facet to exactly the counts the facets gave', async () => {
    const found = await search({ surname: 'Wong' });
    const decade = found.facets.decade[0]!;
    const byDecade = await search({ surname: 'Wong', decade: decade.object_id });
    expect(byDecade.meta.total_count).toBe(decade.count);
    expect(byDecade.objects.every((r) => r.event_year >= Number(decade.object_id) && r.event_year < Number(decade.object_id) + 10)).toBe(true);
    const county = found.facets.place.find((f) => f.object_id !== 'none')!;
    expect((await search({ surname: 'Wong', place_code: county.object_id })).meta.total_count).toBe(county.count);
    const none = found.facets.place.find((f) => f.object_id === 'none');
    if (none) expect((await search({ surname: 'Wong', place_code: 'none' })).meta.total_count).toBe(none.count);
  });

  it('does not show a record of an invalid or pending source, nor count it in its category', async () => {
    const before = await search({ surname: 'Wong', collection: 'sample-exclusion-case-files' });
    const categories = async () => searchCategoriesResponseSchema.parse(await (await t.request('/api/v1/search-categories/')).json()).objects;
    const countsBefore = await categories();
    const hidden = before.objects[0]!;
    const { numUpdatedRows } = await t.database.db.updateTable('record_sources').set({ status: 'invalid' }).where('id', '=', hidden.source_id).executeTakeFirst();
    expect(Number(numUpdatedRows)).toBeGreaterThan(0);
    try {
      const after = await search({ surname: 'Wong', collection: 'sample-exclusion-case-files' });
      expect(after.meta.total_count).toBeLessThan(before.meta.total_count);
      expect(after.objects.some((r) => r.source_id === hidden.source_id)).toBe(false);
      const countsAfter = await categories();
      const cat = (list: typeof countsBefore) => list.find((c) => c.id === hidden.category_id)!.count;
      expect(cat(countsAfter)).toBeLessThan(cat(countsBefore));
    } finally {
      await t.database.db.updateTable('record_sources').set({ status: 'active' }).where('id', '=', hidden.source_id).execute();
    }
  });
});

describe('GET search-categories/', () => {
  it('lists every category with its label and the records of current imports', async () => {
    const res = await t.request('/api/v1/search-categories/');
    expect(res.status).toBe(200);
    const { objects } = searchCategoriesResponseSchema.parse(await res.json());
    expect(objects.map((c) => c.id)).toEqual(['birth-marriage-death', 'immigration', 'census', 'associations-directories']);
    expect(objects.find((c) => c.id === 'immigration')!.name).toBe('Immigration');
    const { total } = await t.database.db
      .selectFrom('records as r')
      .innerJoin('record_collections as c', (j) => j.onRef('c.id', '=', 'r.collection_id').onRef('c.current_import', '=', 'r.import_id'))
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    expect(objects.reduce((n, c) => n + c.count, 0)).toBe(Number(total));
    expect(objects.every((c) => c.count > 0)).toBe(true);
  });
});
