import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ImportStatusResponse } from '../../../protocol/gedcom';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';
import { recoverInterrupted } from '../../jobs/queue';
import { PERSON_BATCH_ROWS } from '../../tree/load';
import { stagedImportHooks } from './importJob';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await testApp();
  owner = await createTestUser(t.database.db);
});
afterAll(() => t.close());
afterEach(() => {
  stagedImportHooks.afterBatch = undefined;
});

/** 2,500 persons, couples with a child each: several batches of persons, couples, links and extras. */
const PERSONS = 2500;
/** Batches that write the persons; the next one is the first of couples. */
const PERSON_BATCHES = Math.ceil(PERSONS / PERSON_BATCH_ROWS);
function bigFile(surname: string): Uint8Array {
  const lines = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '1 CHAR UTF-8'];
  for (let i = 0; i < 2500; i++) lines.push(`0 @I${i}@ INDI`, `1 NAME Person${i} /${surname}/`, `1 SEX ${i % 2 ? 'F' : 'M'}`);
  for (let i = 0; i + 2 < 2500; i += 3) lines.push(`0 @F${i}@ FAM`, `1 HUSB @I${i}@`, `1 WIFE @I${i + 1}@`, `1 CHIL @I${i + 2}@`);
  lines.push('0 TRLR', '');
  return new TextEncoder().encode(lines.join('\n'));
}

async function upload(bytes: Uint8Array, name: string): Promise<string> {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  const res = await t.request('/api/people/import/gedcom/', { method: 'POST', body: form, token: owner.key });
  expect(res.status).toBe(200);
  return ((await res.json()) as { import_key: string }).import_key;
}

async function status(key: string): Promise<ImportStatusResponse> {
  const res = await t.request(`/api/people/import/status/?importKey=${key}`, { token: owner.key });
  expect(res.status).toBe(200);
  return (await res.json()) as ImportStatusResponse;
}

const db = () => t.database.db;
const stagedTreeOf = async (key: string) => (await db().selectFrom('family_trees').select('id').where('import_key', '=', key).executeTakeFirst())?.id ?? null;
const personCount = async (treeId?: string) => {
  let q = db().selectFrom('persons').select((eb) => eb.fn.countAll().as('n'));
  if (treeId) q = q.where('tree_id', '=', treeId);
  return Number((await q.executeTakeFirstOrThrow()).n);
};
const EXTRA_TABLES = ['couples', 'parenthoods', 'gedcom_person_chunks', 'gedcom_family_extras', 'gedcom_tree_extras'] as const;
const rowCounts = async () =>
  Promise.all(EXTRA_TABLES.map(async (table) => Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)));
const treeCount = async () => Number((await db().selectFrom('family_trees').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('a GEDCOM import into a new tree, written in batches', () => {
  it('hides the tree while it is saved, serves other requests between batches and shows progress rising', async () => {
    const key = await upload(bigFile('Staged'), 'staged.ged');
    const seen: { progress: number; stage: string; treeId: string; persons: number }[] = [];
    stagedImportHooks.afterBatch = async (importKey) => {
      expect(importKey).toBe(key);
      const treeId = (await stagedTreeOf(key))!;
      expect(treeId).toBeTruthy();
      // On PGlite these requests would wait for the commit if the batches shared one transaction.
      const list = await t.request('/api/v1/familytree/list/', { token: owner.key });
      expect(list.status).toBe(200);
      expect(await list.text()).not.toContain(treeId);
      expect((await t.request(`/api/v1/familytree/${treeId}/`, { token: owner.key })).status).toBe(404);
      const found = await t.request('/api/v1/familytree/search-persons/?query=Staged', { token: owner.key });
      expect(((await found.json()) as { objects: unknown[] }).objects).toEqual([]);
      const s = await status(key);
      expect(s.tree_id).toBeNull();
      seen.push({ progress: s.progress, stage: s.status, treeId, persons: await personCount(treeId) });
    };
    await t.deps.jobs.drain();
    const done = await status(key);
    expect(done).toMatchObject({ status: 'done', counts: { persons: 2500 } });
    expect(seen.length).toBeGreaterThan(5);
    expect(seen.every((s) => s.stage === 'saving' && s.treeId === done.tree_id)).toBe(true);
    const progress = seen.map((s) => s.progress);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(progress[0]).toBeGreaterThan(35);
    expect(progress.at(-1)).toBe(84);
    expect(new Set(progress).size).toBeGreaterThan(3);
    // Rows became visible to other connections batch by batch, not at one commit.
    expect(seen[0]!.persons).toBe(PERSON_BATCH_ROWS);
    expect(seen.at(-1)!.persons).toBe(2500);
    // The finished tree is listed, readable and the owner's.
    const list = await t.request('/api/v1/familytree/list/', { token: owner.key });
    expect(await list.text()).toContain(done.tree_id!);
    expect((await t.request(`/api/v1/familytree/${done.tree_id}/`, { token: owner.key })).status).toBe(200);
    expect(await personCount(done.tree_id!)).toBe(2500);
    expect(await stagedTreeOf(key)).toBeNull();
  });

  it('deletes the tree and every row written so far when a batch fails, then a retry completes', async () => {
    const trees = await treeCount();
    const persons = await personCount();
    const rows = await rowCounts();
    const key = await upload(bigFile('Failing'), 'failing.ged');
    let batches = 0;
    stagedImportHooks.afterBatch = () => {
      // The first batch of couples: persons are all in by then.
      if (++batches === PERSON_BATCHES + 1) throw new Error('the database went away');
    };
    await t.deps.jobs.drain();
    expect(batches).toBe(PERSON_BATCHES + 1);
    expect((await status(key)).status).toBe('queued');
    expect(await stagedTreeOf(key)).toBeNull();
    expect(await treeCount()).toBe(trees);
    expect(await personCount()).toBe(persons);
    expect(await rowCounts()).toEqual(rows);
    stagedImportHooks.afterBatch = undefined;
    t.clock.advance(60_000);
    await t.deps.jobs.drain();
    const done = await status(key);
    expect(done.status).toBe('done');
    expect(await personCount(done.tree_id!)).toBe(2500);
    expect(await personCount()).toBe(persons + 2500);
  });

  it('after a crash in the middle of the save, the rerun deletes the half-written tree and starts over', async () => {
    const persons = await personCount();
    const key = await upload(bigFile('Crashing'), 'crashing.ged');
    let reached!: () => void;
    const midway = new Promise<void>((resolve) => (reached = resolve));
    let batches = 0;
    // The process "dies" at the last batch of persons: that run never goes on, and nothing cleans up after it.
    stagedImportHooks.afterBatch = () => {
      if (++batches < PERSON_BATCHES) return;
      reached();
      return new Promise<void>(() => undefined);
    };
    void t.deps.jobs.drain();
    await midway;
    const leftover = (await stagedTreeOf(key))!;
    expect(await personCount(leftover)).toBe(2500);
    expect((await t.request(`/api/v1/familytree/${leftover}/`, { token: owner.key })).status).toBe(404);
    stagedImportHooks.afterBatch = undefined;
    expect(await recoverInterrupted(db(), t.clock.now)).toBe(1);
    await t.deps.jobs.drain();
    const done = await status(key);
    expect(done.status).toBe('done');
    expect(done.tree_id).not.toBe(leftover);
    expect(await db().selectFrom('family_trees').select('id').where('id', '=', leftover).executeTakeFirst()).toBeUndefined();
    expect(await personCount(done.tree_id!)).toBe(2500);
    expect(await personCount()).toBe(persons + 2500);
  });
});

