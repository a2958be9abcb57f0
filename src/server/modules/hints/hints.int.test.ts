import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { subscribeTestUser } from '../../../../tests/harness/subscriptions';
import { writeSampleCorpus } from '../../data/records/write';
import { loadTestGazetteer } from '../places/testGazetteer';
import { importCollectionFile } from '../records/importCollection';
import { buildFamily, json, type Family } from '../trees/testFamily';
import { scheduleHintJobs } from './jobs';
import { matchTree } from './matchTree';

let t: TestApp;
let f: Family;
/** A case file naming an applicant and his father, and the tree persons made of them. */
let code: string;
let applicant: string;
let namesake: string;

const post = (path: string, token: string | undefined, body: unknown) => t.request(`/api/v1/${path}`, { method: 'POST', token, json: body });
const get = (path: string, token?: string) => t.request(`/api/v1/${path}`, { token });

async function matchNow() {
  await scheduleHintJobs(t.database.db, t.clock.now, 0);
  await t.deps.jobs.drain();
}

async function createPerson(body: Record<string, unknown>): Promise<string> {
  const res = await post('person/', f.owner.key, { family_tree_id: f.treeId, ...body });
  expect(res.status).toBe(201);
  return (await json(res)).id;
}

beforeAll(async () => {
  t = await testApp();
  await loadTestGazetteer(t.database.db);
  const dir = await mkdtemp(join(tmpdir(), 'xungen-hints-'));
  const files = await writeSampleCorpus(dir, { records: 400 });
  for (const file of files) if (file.records) await importCollectionFile(t.database.db, file.file);
  await rm(dir, { recursive: true, force: true });
  f = await buildFamily(t);
  // The owner is a member, so RecordFinder is not limited here (paywall.int.test.ts covers non-members).
  await subscribeTestUser(t.database.db, f.owner.id, t.clock.now, 3650);
  // The collections' own jobs match the family's tree (nothing of it is in the corpus).
  await t.deps.jobs.drain();
  const row = await t.database.db
    .selectFrom('record_persons as a')
    .innerJoin('record_persons as b', (j) => j.onRef('b.import_id', '=', 'a.import_id').onRef('b.record_code', '=', 'a.record_code'))
    .select(['a.record_code', 'a.surname', 'a.first_name', 'a.birth_year', 'a.gender', 'b.first_name as father_first', 'b.surname as father_surname'])
    .where('a.role', '=', 'principal')
    .where('b.role', '=', 'father')
    .where('a.birth_year', 'is not', null)
    .where('a.first_name', 'like', '% %')
    .orderBy('a.record_code')
    .executeTakeFirstOrThrow();
  code = row.record_code;
  const person = (born: number) => ({
    first_names: [{ type: 'given', value: row.first_name }],
    surnames: [{ type: 'birth', value: row.surname }],
    gender: row.gender ?? 'm',
    birth_date: { year: born },
  });
  applicant = await createPerson(person(row.birth_year!));
  await createPerson({ first_names: [{ type: 'given', value: row.father_first }], surnames: [{ type: 'birth', value: row.father_surname }], gender: 'm', relative: { person_id: applicant, relation: 'parent' } });
  // The same name, born 30 years later: a namesake.
  namesake = await createPerson(person(row.birth_year! + 30));
  await matchNow();
}, 300_000);
afterAll(() => t.close());

const hintsOf = async (personId: string, status = 'new', token = f.owner.key) =>
  json(await get(`person-hints/?family_tree_id=${f.treeId}&person_id=${personId}&status=${status}`, token));
const counts = async () => (await json(await get('member/me/', f.owner.key))).hints_tree_ids as Record<string, number>;

describe('RecordFinder hints', () => {
  it('finds the record of a person with its father, not for a namesake born 30 years apart', async () => {
    const list = await hintsOf(applicant);
    expect(list.objects.map((h: { record: { code: string } }) => h.record.code)).toContain(code);
    const hint = list.objects.find((h: { record: { code: string } }) => h.record.code === code);
    expect(hint.score).toBeGreaterThanOrEqual(0.8);
    expect(list.meta).toMatchObject({ limit: 10, offset: 0 });
    const other = await hintsOf(namesake);
    expect(other.objects.map((h: { record: { code: string } }) => h.record.code)).not.toContain(code);
    const detail = await json(await get(`person-hints/${hint.id}/`, f.owner.key));
    expect(detail.person.id).toBe(applicant);
    expect(detail.match_person).toMatchObject({ code, source_id: expect.any(String) });
    expect(detail.match_person.relatives.parents.length).toBe(1);
    expect(detail.fields.find((x: { field: string }) => x.field === 'parents').agreement).toBe('same');
    const ids = await json(await get(`person-hints/person-ids/?family_tree_id=${f.treeId}`, f.owner.key));
    expect(ids.person_ids).toContain(applicant);
    // The list names the record's collection and whether it is sample data.
    const collection = await t.database.db.selectFrom('record_collections').select(['title', 'is_sample']).where('id', '=', hint.record.collection_id).executeTakeFirstOrThrow();
    expect(hint.record).toMatchObject({ collection_title: collection.title, is_sample: collection.is_sample });
  });

  it('calibrates a hint to the size of the corpus: the same pair scores lower among a hundred times more records', async () => {
    const db = t.database.db;
    const scoreOf = async () => (await db.selectFrom('hints').select('score').where('person_id', '=', applicant).where('record_code', '=', code).executeTakeFirst())?.score ?? 0;
    const before = await scoreOf();
    expect(before).toBeGreaterThanOrEqual(0.8);
    const sizes = await db.selectFrom('record_collections').select(['id', 'record_count']).execute();
    await db.updateTable('record_collections').set((eb) => ({ record_count: eb('record_count', '*', 100) })).execute();
    try {
      await matchTree(db, f.treeId, t.clock.now, { scope: 'all' });
      expect(await scoreOf()).toBeLessThan(before);
    } finally {
      for (const { id, record_count } of sizes) await db.updateTable('record_collections').set({ record_count }).where('id', '=', id).execute();
    }
    await matchTree(db, f.treeId, t.clock.now, { scope: 'all' });
    expect(await scoreOf()).toBeCloseTo(before, 6);
  });

  it('shows anyone a real record of a sample collection as the RecordFinder example', async () => {
    const res = await get('person-hints/example/');
    expect(res.status).toBe(200);
    const { example } = await json(res);
    expect(example.is_sample).toBe(true);
    expect(example.record_person.relatives_json.length).toBeGreaterThanOrEqual(1);
    const [code, position] = String(example.record_person.id).split(':');
    const row = await t.database.db.selectFrom('record_persons').select(['first_name', 'surname']).where('record_code', '=', code!).where('position', '=', Number(position)).executeTakeFirstOrThrow();
    expect(example.record_person.first_names[0].value).toBe(row.first_name);
    expect(example.record_person.surnames[0].value).toBe(row.surname);
  });

  it('gives counts to the owner only: hints_tree_ids and hint_count on the owner\'s cards, none for a viewer', async () => {
    const total = (await hintsOf(applicant)).meta.total_count;
    expect((await counts())[f.treeId]).toBeGreaterThanOrEqual(total);
    const draw = async (token: string) => (await json(await post(`familytree/${f.treeId}/draw/`, token, { start_person_id: applicant }))).persons as { object_id: string; card: { hint_count?: number } }[];
    expect((await draw(f.owner.key)).find((p) => p.object_id === applicant)?.card.hint_count).toBe(total);
    expect((await draw(f.viewer.key)).some((p) => p.card.hint_count !== undefined)).toBe(false);
    expect((await draw(f.editor.key)).some((p) => p.card.hint_count !== undefined)).toBe(false);
    expect((await get(`person-hints/?family_tree_id=${f.treeId}`, f.viewer.key)).status).toBe(403);
    expect((await json(await get(`person-hints/person-ids/?family_tree_id=${f.treeId}`, f.viewer.key))).person_ids).toEqual([]);
    expect((await json(await get('member/me/', f.viewer.key))).hints_tree_ids).toEqual({});
  });

  it('keeps an ignored hint ignored after matching again, never twice for one person and record', async () => {
    const before = await counts();
    const [hint] = (await hintsOf(applicant)).objects;
    const res = await post(`person-hints/${hint.id}/ignore/`, f.owner.key, {});
    expect(res.status).toBe(200);
    expect((await json(res)).hints_tree_ids[f.treeId] ?? 0).toBe(before[f.treeId]! - 1);
    await matchTree(t.database.db, f.treeId, t.clock.now, { scope: 'all' });
    const ignored = await hintsOf(applicant, 'ignored');
    expect(ignored.objects.map((h: { id: string }) => h.id)).toEqual([hint.id]);
    expect((await hintsOf(applicant)).objects.map((h: { record: { code: string } }) => h.record.code)).not.toContain(hint.record.code);
    const rows = await t.database.db.selectFrom('hints').select(['person_id', 'record_code']).execute();
    expect(new Set(rows.map((r) => `${r.person_id}|${r.record_code}`)).size).toBe(rows.length);
  });

  it('refuses accept-data with a bad field and writes nothing', async () => {
    const before = await json(await get(`person/${applicant}/`, f.owner.key));
    const bad = await post(`person/${applicant}/accept-data/`, f.owner.key, { data: { birth_location: 'Toishan', nickname: 'x' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await json(bad))).toContain('nickname');
    const badValue = await post(`person/${applicant}/accept-data/`, f.owner.key, { data: { birth_location: 'Toishan', gender: 'q' } });
    expect(badValue.status).toBe(400);
    expect(JSON.stringify(await json(badValue))).toContain('gender');
    expect(await json(await get(`person/${applicant}/`, f.owner.key))).toEqual(before);
    const ok = await post(`person/${applicant}/accept-data/`, f.owner.key, { data: { birth_location: 'Toishan' } });
    expect(ok.status).toBe(200);
    expect((await json(ok)).birth_location).toBe('Toishan');
  });

  it('accepts facts and a relative in one step: the mention is saved, the counts fall, the tree leaves hints_tree_ids at zero', async () => {
    const hints = (await json(await get(`person-hints/?family_tree_id=${f.treeId}&limit=100`, f.owner.key))).objects as { id: string; person_id: string; record: { code: string } }[];
    expect(hints.length).toBeGreaterThan(0);
    const [first, ...rest] = hints;
    const res = await post(`person-hints/${first!.id}/accept/`, f.owner.key, {
      data: { fields: { death_location: 'San Francisco' }, new_relatives: [{ relation: 'spouse', person: { first_names: [{ type: 'given', value: 'Ah Lan' }], surnames: [{ type: 'birth', value: 'Chan' }], gender: 'f' } }] },
    });
    expect(res.status).toBe(200);
    const action = await json(res);
    expect(action.status).toBe('accepted');
    expect(action.hints_tree_ids[f.treeId] ?? 0).toBe(rest.length);
    const saved = await json(await get(`saved-mention/?person_id=${first!.person_id}`, f.owner.key));
    expect(saved.objects.map((s: { mention: { record: { code: string } } }) => s.mention.record.code)).toContain(first!.record.code);
    const relatives = await json(await get(`person/${first!.person_id}/`, f.owner.key));
    expect(relatives.death_location).toBe('San Francisco');
    expect(relatives.relatives.spouses.length).toBe(1);
    // A bad relative refuses the whole accept.
    if (rest.length) {
      const refused = await post(`person-hints/${rest[0]!.id}/accept/`, f.owner.key, { data: { fields: { death_location: 'Oakland' }, new_relatives: [{ relation: 'cousin', person: {} }] } });
      expect(refused.status).toBe(400);
      for (const h of rest) expect((await post(`person-hints/${h.id}/ignore/`, f.owner.key, {})).status).toBe(200);
    }
    expect(await counts()).not.toHaveProperty(f.treeId);
    expect((await json(await get('member/banner-record-matching/', f.owner.key))).show_banner).toBe(true);
  });

  it('matches an edited person again within the next run, and only the persons touched', async () => {
    t.clock.advance(1000);
    const res = await t.request(`/api/v1/person/${namesake}/`, { method: 'PATCH', token: f.owner.key, json: { notes: 'checked' } });
    expect(res.status).toBe(200);
    const pending = await t.database.db.selectFrom('hint_pending').select('tree_id').execute();
    expect(pending.map((p) => p.tree_id)).toContain(f.treeId);
    await scheduleHintJobs(t.database.db, t.clock.now, 0);
    const job = await t.database.db.selectFrom('jobs').select(['id', 'payload']).where('kind', '=', 'hints.tree').where('status', '=', 'queued').executeTakeFirstOrThrow();
    expect(job.payload).toEqual({ tree_id: f.treeId });
    await t.deps.jobs.drain();
    const done = await t.database.db.selectFrom('jobs').select(['result']).where('id', '=', job.id).executeTakeFirstOrThrow();
    expect((done.result as { persons: number }).persons).toBeLessThan(5);
  });

  it('leaves a tree that an import is still writing for after the import', async () => {
    const db = t.database.db;
    await db.updateTable('family_trees').set({ import_key: randomUUID() }).where('id', '=', f.treeId).execute();
    // The import's writes mark the tree as any write does.
    await db.insertInto('hint_pending').values({ tree_id: f.treeId }).onConflict((oc) => oc.doNothing()).execute();
    expect(await scheduleHintJobs(db, t.clock.now, 0)).toBe(0);
    expect((await db.selectFrom('hint_pending').select('tree_id').execute()).map((p) => p.tree_id)).toContain(f.treeId);
    await db.updateTable('family_trees').set({ import_key: null }).where('id', '=', f.treeId).execute();
    expect(await scheduleHintJobs(db, t.clock.now, 0)).toBe(1);
    await t.deps.jobs.drain();
  });
});
