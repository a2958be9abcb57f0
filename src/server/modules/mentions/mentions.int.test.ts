import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { writeSampleCorpus } from '../../data/records/write';
import { loadTestGazetteer } from '../places/testGazetteer';
import { importCollectionFile } from '../records/importCollection';
import { buildFamily, json, type Family } from '../trees/testFamily';

let t: TestApp;
let f: Family;
let records: { code: string; source_id: string }[];

beforeAll(async () => {
  t = await testApp();
  await loadTestGazetteer(t.database.db);
  const dir = await mkdtemp(join(tmpdir(), 'xungen-mentions-'));
  const files = await writeSampleCorpus(dir, { records: 600 });
  await importCollectionFile(t.database.db, files.find((x) => x.file.endsWith('sample-sf-passenger-arrivals.jsonl'))!.file);
  await rm(dir, { recursive: true, force: true });
  records = await t.database.db.selectFrom('records').select(['code', 'source_id']).orderBy('code').limit(5).execute();
  f = await buildFamily(t);
  await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: f.owner.key, json: { is_public: true } });
});
afterAll(() => t.close());

const post = (path: string, token: string | undefined, body: unknown) => t.request(`/api/v1/${path}`, { method: 'POST', token, json: body });
const get = (path: string, token?: string) => t.request(`/api/v1/${path}`, { token });

describe('mentions', () => {
  it('an editor names a person in a record, pending until published, then Active', async () => {
    const [r] = records;
    const res = await post('mention/create/', f.editor.key, { person_id: f.ids.grandpa, source_id: r!.source_id, code: r!.code, image_ids: [] });
    expect(res.status).toBe(201);
    const mention = await json(res);
    expect(mention).toMatchObject({ person_id: f.ids.grandpa, family_tree_id: f.treeId, source_id: r!.source_id, status: 'pending', status_display: 'Pending' });
    expect(mention.record).toMatchObject({ code: r!.code, is_sample: true, collection_id: 'sample-sf-passenger-arrivals' });
    // The same record again answers the same mention.
    const again = await post('mention/create/', f.owner.key, { person_id: f.ids.grandpa, source_id: r!.source_id, code: r!.code });
    expect(again.status).toBe(200);
    expect((await json(again)).id).toBe(mention.id);
    const published = await post('mention/publish/', f.editor.key, { person_id: f.ids.grandpa, source_id: r!.source_id });
    expect(published.status).toBe(200);
    expect((await json(published)).objects).toEqual([expect.objectContaining({ id: mention.id, status: 'active', status_display: 'Active' })]);
    const options = await json(await get('mention/options/'));
    expect(options.statuses).toContainEqual({ value: 'active', display: 'Active' });
  });

  it('refuses an unknown record (404), a wrong source (400), bad input (400 naming the field), a viewer or stranger (403/404), a visitor (401)', async () => {
    const [r] = records;
    expect((await post('mention/create/', f.editor.key, { person_id: f.ids.father, source_id: r!.source_id, code: 'NOPE-0000001' })).status).toBe(404);
    const wrong = await post('mention/create/', f.editor.key, { person_id: f.ids.father, source_id: 'elsewhere', code: r!.code });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await json(wrong))).toContain('source_id');
    const bad = await post('mention/create/', f.editor.key, { person_id: 'not-a-uuid', source_id: r!.source_id, code: r!.code });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await json(bad))).toContain('person_id');
    expect((await post('mention/create/', f.viewer.key, { person_id: f.ids.father, source_id: r!.source_id, code: r!.code })).status).toBe(403);
    // The tree is public: a stranger sees it but may not edit it.
    expect((await post('mention/create/', f.stranger.key, { person_id: f.ids.father, source_id: r!.source_id, code: r!.code })).status).toBe(403);
    expect((await post('mention/create/', undefined, { person_id: f.ids.father, source_id: r!.source_id, code: r!.code })).status).toBe(401);
    expect((await post('mention/publish/', f.editor.key, { person_id: f.ids.father, source_id: 'nothing-here' })).status).toBe(404);
  });
});

describe('saved mentions', () => {
  let savedId: string;

  it('an editor saves a record to a person in one call; it lists by person, newest first, and in the record inbox of every member', async () => {
    const [, r2, r3] = records;
    const first = await post('saved-mention/', f.editor.key, { person_id: f.ids.grandpa, code: r2!.code });
    expect(first.status).toBe(201);
    const saved = await json(first);
    expect(saved).toMatchObject({ person_id: f.ids.grandpa, family_tree_id: f.treeId, person_name: expect.stringContaining('Tak'), mention: { status: 'active', status_display: 'Active', record: { code: r2!.code } } });
    t.clock.advance(1000);
    const second = await json(await post('saved-mention/', f.owner.key, { person_id: f.ids.jason, code: r3!.code }));
    t.clock.advance(1000);
    // Saving a mention made before.
    const [r1] = records;
    const mention = await json(await post('mention/create/', f.owner.key, { person_id: f.ids.grandpa, source_id: r1!.source_id, code: r1!.code }));
    const third = await post('saved-mention/', f.owner.key, { mention_id: mention.id });
    expect(third.status).toBe(201);
    expect((await post('saved-mention/', f.owner.key, { mention_id: mention.id })).status).toBe(200);
    savedId = (await json(third)).saved_mention_id;

    const byPerson = await json(await get(`saved-mention/?person_id=${f.ids.grandpa}`, f.viewer.key));
    expect(byPerson.meta).toEqual({ limit: 10, offset: 0, total_count: 2 });
    expect(byPerson.objects.map((s: { mention: { record: { code: string } } }) => s.mention.record.code)).toEqual([r1!.code, r2!.code]);
    const inbox = await json(await get('saved-mention/', f.viewer.key));
    expect(inbox.objects.map((s: { saved_mention_id: string }) => s.saved_mention_id)).toEqual([savedId, second.saved_mention_id, saved.saved_mention_id]);
    expect((await json(await get('saved-mention/', f.stranger.key))).meta.total_count).toBe(0);
    expect((await get('saved-mention/')).status).toBe(401);
    expect((await get('saved-mention/?limit=11', f.owner.key)).status).toBe(400);
  });

  it('a visitor of the public tree sees the mentions of the dead only', async () => {
    expect((await json(await get(`saved-mention/?person_id=${f.ids.grandpa}`))).meta.total_count).toBe(2);
    const living = await json(await get(`saved-mention/?person_id=${f.ids.jason}`, f.stranger.key));
    expect(living.meta.total_count).toBe(0);
    expect((await json(await get(`saved-mention/?person_id=${f.ids.jason}`, f.viewer.key))).meta.total_count).toBe(1);
    const ids = async (token?: string) => ((await json(await get(`saved-mention/person-ids/?family_tree_id=${f.treeId}`, token))).person_ids as string[]).sort();
    expect(await ids(f.viewer.key)).toEqual([f.ids.grandpa, f.ids.jason].sort());
    expect(await ids()).toEqual([f.ids.grandpa]);
    expect((await get('saved-mention/person-ids/?family_tree_id=x')).status).toBe(400);
  });

  it('an editor deletes a saved mention; a viewer may not', async () => {
    const del = (token?: string) => t.request(`/api/v1/saved-mention/${savedId}/`, { method: 'DELETE', token });
    expect((await del(f.viewer.key)).status).toBe(403);
    expect((await del()).status).toBe(401);
    expect((await del(f.editor.key)).status).toBe(204);
    expect((await del(f.editor.key)).status).toBe(404);
    expect((await t.request('/api/v1/saved-mention/not-an-id/', { method: 'DELETE', token: f.editor.key })).status).toBe(400);
    expect((await json(await get(`saved-mention/?person_id=${f.ids.grandpa}`, f.viewer.key))).meta.total_count).toBe(1);
  });
});
