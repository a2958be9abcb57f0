import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectionDetailSchema,
  collectionListSchema,
  RECORD_CATEGORY_LABELS,
  recordDetailSchema,
  sourceAutocompleteSchema,
  sourceDetailSchema,
  sourceListSchema,
  sourceSearchResponseSchema,
} from '../../../protocol/records';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { subscribeTestUser } from '../../../../tests/harness/subscriptions';
import { createTestUser } from '../../../../tests/harness/users';
import { writeSampleCorpus } from '../../data/records/write';
import { loadTestGazetteer } from '../places/testGazetteer';
import { importCollectionFile } from './importCollection';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await testApp();
  await loadTestGazetteer(t.database.db);
  dir = await mkdtemp(join(tmpdir(), 'xungen-detail-'));
  for (const { file } of await writeSampleCorpus(dir, { records: 1_500 })) await importCollectionFile(t.database.db, file);
}, 120_000);
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

/** A record with at least two persons on a page shared with other entries. */
async function someRecord() {
  const row = await t.database.db
    .selectFrom('records as r')
    .innerJoin('record_collections as c', (j) => j.onRef('c.id', '=', 'r.collection_id').onRef('c.current_import', '=', 'r.import_id'))
    .select(['r.code', 'r.source_id', 'r.image_number', 'r.collection_id'])
    .where('c.id', '=', 'sample-exclusion-case-files')
    .orderBy('r.code')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row;
}

describe('GET person-mentions/:code/', () => {
  it('answers the record with everyone named in it, its source and its sample collection, and no images', async () => {
    const { code, source_id, image_number } = await someRecord();
    const record = recordDetailSchema.parse(await get(`person-mentions/${code}/`));
    expect(record.code).toBe(code);
    expect(record.persons.length).toBeGreaterThan(1);
    expect(record.persons.map((p) => p.position)).toEqual([...record.persons.map((p) => p.position)].sort((a, b) => a - b));
    const stored = await t.database.db.selectFrom('record_persons').select(['surname', 'first_name', 'role']).where('record_code', '=', code).orderBy('position').execute();
    expect(record.persons.map((p) => [p.surname, p.first_name, p.role])).toEqual(stored.map((p) => [p.surname, p.first_name, p.role]));
    expect(record.source.id).toBe(source_id);
    expect(record.source.has_images).toBe(false);
    expect(record.images).toEqual([]);
    expect(record.image_number).toBe(image_number);
    expect(record.collection).toMatchObject({ id: 'sample-exclusion-case-files', is_sample: true, category_id: 'immigration', category_name: RECORD_CATEGORY_LABELS.immigration });
    expect(record.collection.title).toContain('Sample collection');
    // A visitor reads the index; the transcription is behind the paywall (below).
    expect(record.transcription).toBeNull();
    expect(record.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(record.same_page.every((r) => r.image_number === image_number && r.code !== code)).toBe(true);
  });

  it('is 404 for an unknown code and 400 for a malformed one', async () => {
    await get('person-mentions/no-such-record-0000001/', 404);
    expect(await refusedFields('person-mentions/Not%20A%20Code/')).toEqual(['code']);
  });

  it('does not show a record of an invalid source, nor the source', async () => {
    const { code, source_id } = await someRecord();
    await t.database.db.updateTable('record_sources').set({ status: 'invalid' }).where('id', '=', source_id).execute();
    try {
      await get(`person-mentions/${code}/`, 404);
      await get(`sources/${source_id}/`, 404);
      const listed = sourceListSchema.parse(await get(`sources/?collection=sample-exclusion-case-files`));
      expect(listed.objects.map((s) => s.id)).not.toContain(source_id);
    } finally {
      await t.database.db.updateTable('record_sources').set({ status: 'active' }).where('id', '=', source_id).execute();
    }
    await get(`person-mentions/${code}/`, 200);
  });
});

describe('the paywall on transcriptions', () => {
  async function subscriber() {
    const u = await createTestUser(t.database.db);
    await subscribeTestUser(t.database.db, u.id, t.clock.now);
    return u;
  }
  const as = async (path: string, token?: string) => {
    const res = await t.request(`/api/v1/${path}`, { token });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('keeps the transcription of a record, its page and its source from anyone but members', async () => {
    const { code, source_id } = await someRecord();
    const stored = await t.database.db.selectFrom('records').select('transcription').where('code', '=', code).executeTakeFirstOrThrow();
    const member = await createTestUser(t.database.db);

    for (const token of [undefined, member.key]) {
      const record = recordDetailSchema.parse((await as(`person-mentions/${code}/`, token)).body);
      expect(record.transcription).toBeNull();
      expect(record.same_page.every((r) => r.transcription === null)).toBe(true);
      const source = sourceDetailSchema.parse((await as(`sources/${source_id}/`, token)).body);
      expect(source.records.objects.every((r) => r.transcription === null)).toBe(true);
    }
    expect((await as(`person-mentions/${code}/transcription/`)).status).toBe(401);
    const refused = await as(`person-mentions/${code}/transcription/`, member.key);
    expect(refused.status).toBe(403);
    expect(refused.body.fields).toEqual({ paywall: ['records'] });

    const staff = await createTestUser(t.database.db, { staff: true });
    for (const token of [(await subscriber()).key, staff.key]) {
      const record = recordDetailSchema.parse((await as(`person-mentions/${code}/`, token)).body);
      expect(record.transcription).toBe(stored.transcription);
      expect(record.same_page.every((r) => typeof r.transcription === 'string' && r.transcription.length > 0)).toBe(true);
      const source = sourceDetailSchema.parse((await as(`sources/${source_id}/`, token)).body);
      expect(source.records.objects.every((r) => typeof r.transcription === 'string')).toBe(true);
      expect((await as(`person-mentions/${code}/transcription/`, token)).body).toEqual({ code, transcription: stored.transcription });
    }
  });

  it('answers 404 for the transcription of an unknown record and 400 for a malformed code, to members', async () => {
    const member = await subscriber();
    expect((await as('person-mentions/no-such-record-0000001/transcription/', member.key)).status).toBe(404);
    expect((await as('person-mentions/Not%20A%20Code/transcription/', member.key)).status).toBe(400);
  });
});

describe('GET sources/:id/', () => {
  it('answers the source with its collection and its records ten a page, in page order', async () => {
    const { source_id } = await someRecord();
    const first = sourceDetailSchema.parse(await get(`sources/${source_id}/`));
    expect(first.id).toBe(source_id);
    expect(first.collection.is_sample).toBe(true);
    expect(first.records.objects.length).toBe(Math.min(10, first.record_count));
    expect(first.records.meta.total_count).toBe(first.record_count);
    const numbers = first.records.objects.map((r) => r.image_number!);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(first.pages.first).toBe(numbers[0]);
    if (first.record_count > 10) {
      const second = sourceDetailSchema.parse(await get(`sources/${source_id}/?offset=10`));
      expect(second.records.objects.map((r) => r.code)).not.toContain(first.records.objects[0]!.code);
    }
    const page = sourceDetailSchema.parse(await get(`sources/${source_id}/?image=${first.pages.last}`));
    expect(page.records.objects.length).toBeGreaterThan(0);
    expect(page.records.objects.every((r) => r.image_number === first.pages.last)).toBe(true);
    expect(page.records.meta.total_count).toBe(page.records.objects.length);
    const wide = sourceDetailSchema.parse(await get(`sources/${source_id}/?image=${first.pages.first}&limit=100`));
    expect(wide.records.objects.every((r) => r.image_number === first.pages.first)).toBe(true);
  });

  it('is 404 for an unknown source and refuses bad paging naming the field', async () => {
    await get('sources/no-such-source/', 404);
    const { source_id } = await someRecord();
    expect(await refusedFields(`sources/${source_id}/?limit=11`)).toEqual(['limit']);
    expect(await refusedFields(`sources/${source_id}/?image=0`)).toEqual(['image']);
    expect(await refusedFields(`sources/${source_id}/?image=1&limit=101`)).toEqual(['limit']);
  });
});

describe('GET sources/ and sources/search-sources/autocomplete/', () => {
  it('searches sources by title words, category, type and collection, ten a page', async () => {
    const all = sourceListSchema.parse(await get('sources/'));
    expect(all.meta.total_count).toBeGreaterThan(10);
    expect(all.objects.length).toBe(10);
    const cases = sourceListSchema.parse(await get('sources/?source_type=case-file'));
    expect(cases.meta.total_count).toBeGreaterThan(0);
    expect(cases.meta.total_count).toBeLessThan(all.meta.total_count);
    expect(cases.objects.every((s) => s.source_type === 'case-file')).toBe(true);
    const word = cases.objects[0]!.title.split(/\s+/)[0]!;
    const byWord = sourceListSchema.parse(await get(`sources/?q=${encodeURIComponent(word)}`));
    expect(byWord.objects.length).toBeGreaterThan(0);
    expect(byWord.objects.every((s) => `${s.title} ${s.collection.title}`.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const census = sourceListSchema.parse(await get('sources/?category_id=census'));
    expect(census.objects.every((s) => s.collection.category_id === 'census')).toBe(true);
    const withImages = sourceListSchema.parse(await get('sources/?has_images=true'));
    expect(withImages.meta.total_count).toBe(0);
    expect(await refusedFields('sources/?category_id=zupus-x')).toEqual(['category_id']);
    expect(await refusedFields('sources/?limit=50')).toEqual(['limit']);
  });

  it('answers facets over every matching source, named, adding up to the total, and narrows by place and year', async () => {
    const all = sourceSearchResponseSchema.parse(await get('sources/'));
    const sum = (list: { count: number }[]) => list.reduce((n, f) => n + f.count, 0);
    for (const group of Object.values(all.facets)) expect(sum(group)).toBe(all.meta.total_count);
    expect(all.facets.has_images).toEqual([{ object_id: 'false', name: 'No Images Available', count: all.meta.total_count }]);
    expect(all.facets.category.map((f) => f.name)).toContain(RECORD_CATEGORY_LABELS.immigration);
    const cases = all.facets.source_type.find((f) => f.object_id === 'case-file')!;
    expect(cases.name).toBe('Case files');
    const narrowed = sourceSearchResponseSchema.parse(await get('sources/?source_type=case-file'));
    expect(narrowed.meta.total_count).toBe(cases.count);
    expect(narrowed.facets.source_type).toEqual([cases]);
    const sample = all.objects.find((s) => s.place && s.year)!;
    const byPlace = sourceSearchResponseSchema.parse(await get(`sources/?auto_place=${encodeURIComponent(sample.place!)}&publication_year=${sample.year}`));
    expect(byPlace.objects.map((s) => s.id)).toContain(sample.id);
    expect(byPlace.objects.every((s) => s.year === sample.year && s.place!.toLowerCase().includes(sample.place!.toLowerCase()))).toBe(true);
    const past = sourceSearchResponseSchema.parse(await get(`sources/?offset=${all.meta.total_count}`));
    expect(past.objects).toEqual([]);
    expect(past.meta.total_count).toBe(all.meta.total_count);
    expect(await refusedFields('sources/?publication_year=19x0')).toEqual(['publication_year']);
    expect(await refusedFields('sources/?has_images=maybe')).toEqual(['has_images']);
  });

  it('completes source titles, those starting with the text first', async () => {
    const { source_id } = await someRecord();
    const source = sourceDetailSchema.parse(await get(`sources/${source_id}/`));
    const prefix = source.title.slice(0, 6);
    const found = sourceAutocompleteSchema.parse(await get(`sources/search-sources/autocomplete/?q=${encodeURIComponent(prefix)}&source_types=${source.source_type}`));
    expect(found.objects.length).toBeGreaterThan(0);
    expect(found.objects.length).toBeLessThanOrEqual(10);
    expect(found.objects.every((s) => s.source_type === source.source_type && s.title.toLowerCase().includes(prefix.toLowerCase()))).toBe(true);
    expect(await refusedFields('sources/search-sources/autocomplete/')).toEqual(['q']);
  });
});

describe('GET collections/:id/ and collections/search/', () => {
  it('answers a collection with its years, place and counts', async () => {
    const c = collectionDetailSchema.parse(await get('collections/sample-exclusion-case-files/'));
    expect(c).toMatchObject({ id: 'sample-exclusion-case-files', is_sample: true, category_id: 'immigration' });
    expect(c.year_from).toBeLessThan(c.year_to);
    const stored = await t.database.db.selectFrom('records as r').innerJoin('record_collections as rc', 'rc.id', 'r.collection_id').whereRef('rc.current_import', '=', 'r.import_id').where('rc.id', '=', c.id).select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(c.record_count).toBe(Number(stored.n));
    expect(c.source_count).toBe(c.source_types.reduce((n, s) => n + s.count, 0));
    expect(c.source_count).toBeGreaterThan(0);
    expect(c.image_count).toBe(0);
    await get('collections/no-such-collection/', 404);
    expect(await refusedFields('collections/Bad_Id/')).toEqual(['id']);
  });

  it('searches collections by words of the title, description or place', async () => {
    const all = collectionListSchema.parse(await get('collections/search/'));
    expect(all.meta.total_count).toBe(7);
    const sf = collectionListSchema.parse(await get('collections/search/?q=San%20Francisco'));
    expect(sf.meta.total_count).toBeGreaterThan(0);
    expect(sf.meta.total_count).toBeLessThan(7);
    expect(sf.objects.every((c) => `${c.title} ${c.description} ${c.place}`.includes('San Francisco'))).toBe(true);
    expect(await refusedFields('collections/search/?limit=11')).toEqual(['limit']);
  });
});
