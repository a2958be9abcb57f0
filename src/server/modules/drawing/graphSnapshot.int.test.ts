import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import type { TestUser } from '../../../../tests/harness/users';
import type { DiffResponse } from '../../../protocol/draw';
import { loadVersionedTreeGraph } from '../../tree/load';
import { refreshTreeGraph } from '../../tree/refresh';
import { drawCompressed, insertClan } from './testClan';
import { loadGraphSnapshot, snapshotRows, SNAPSHOT_PERSONS, SNAPSHOT_STALE_REVISIONS } from './graphSnapshot';
import { readBlob, writeBlob } from './layoutBlobs';
import { brotliJson } from './packJson';
import { SNAPSHOT_FORM } from './snapshotForm';
import { brotliDecompressSync } from 'node:zlib';

// Which way each request read the tree: whole, or brought up to date from a graph it had.
const reads = vi.hoisted(() => ({ whole: 0, refresh: 0 }));
vi.mock('../../tree/load', async (importOriginal) => {
  const { countCalls } = await import('./testCountCalls');
  return countCalls(await importOriginal<typeof import('../../tree/load')>(), ['loadVersionedTreeGraph'], () => reads.whole++);
});
vi.mock('../../tree/refresh', async (importOriginal) => {
  const { countCalls } = await import('./testCountCalls');
  return countCalls(await importOriginal<typeof import('../../tree/refresh')>(), ['refreshTreeGraph'], () => reads.refresh++);
});

describe('the graph snapshot of a large tree', () => {
  let t: TestApp;
  let owner: TestUser;
  let treeId: string;
  let start: string;
  beforeAll(async () => {
    t = await testApp();
    ({ owner, treeId, start } = await insertClan(t, { persons: SNAPSHOT_PERSONS + 300, seed: 9, email: 'graph-snapshot@example.com' }));
  });
  afterAll(() => t.close());

  const call = async (app: TestApp['app'], method: string, path: string, body?: unknown) => {
    t.clock.advance(1000);
    const res = await app.request(path, { method, headers: { authorization: `Token ${owner.key}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    expect(res.status, text).toBeLessThan(300);
    return text ? JSON.parse(text) : undefined;
  };
  /** A draw as a browser asks for it (compressed), so the node may keep what it read after answering. */
  const draw = (app: TestApp['app']) => {
    t.clock.advance(1000);
    return drawCompressed(app, { owner, treeId, start });
  };
  const diff = (app: TestApp['app'], mapHash: string) => call(app, 'POST', `/api/v1/familytree/${treeId}/diff/`, { start_person_id: start, map_hash: mapHash }) as Promise<DiffResponse>;
  const snapshotRow = () => t.database.db.selectFrom('tree_graph_snapshots').select(['blob_id', 'revision', 'persons']).where('tree_id', '=', treeId).executeTakeFirst();

  it('is kept after a whole read, and another node reads it and only the rows written since', async () => {
    const db = t.database.db;
    const drawn = await draw(t.app);
    await vi.waitFor(async () => expect(await snapshotRow()).toBeDefined(), { timeout: 20_000 });
    expect((await snapshotRow())!.persons).toBe(SNAPSHOT_PERSONS + 300);
    // Stored in the tabled form, each surname once.
    const text = JSON.parse(brotliDecompressSync((await readBlob(db, (await snapshotRow())!.blob_id))!).toString('utf8'));
    expect(text.form).toBe(SNAPSHOT_FORM);
    expect(text.persons).toHaveLength(SNAPSHOT_PERSONS + 300);
    expect(text.names.length).toBeLessThan(SNAPSHOT_PERSONS);

    // Edits after it: an added child, a renamed person, a deleted leaf and a new couple.
    const child = await call(t.app, 'POST', '/api/v1/person/', { family_tree_id: treeId, first_names: [{ type: 'given', value: 'After' }], surnames: [], gender: 'f', relative: { person_id: start, relation: 'child' } });
    const someone = drawn.persons.find((p) => !p.is_ghost && p.object_id !== start)!.object_id;
    await call(t.app, 'PATCH', `/api/v1/person/${someone}/`, { first_names: [{ type: 'given', value: 'Renamed' }] });
    const leaf = await db
      .selectFrom('persons as p')
      .select('p.id')
      .where('p.tree_id', '=', treeId)
      .where((w) => w.not(w.exists(w.selectFrom('parenthoods').select('child_id').whereRef('parent_id', '=', 'p.id'))))
      .where((w) => w.not(w.exists(w.selectFrom('couples').select('id').where((c) => c.or([c('person1_id', '=', w.ref('p.id')), c('person2_id', '=', w.ref('p.id'))])))))
      .where('p.id', '<>', child.id)
      .executeTakeFirstOrThrow();
    await call(t.app, 'DELETE', `/api/v1/person/${leaf.id}/`);
    await call(t.app, 'POST', '/api/v1/person/', { family_tree_id: treeId, first_names: [{ type: 'given', value: 'Spouse' }], surnames: [], gender: 'm', relative: { person_id: child.id, relation: 'spouse' } });

    // The snapshot brought up to date is the tree as a whole read gives it now.
    const snapshot = (await loadGraphSnapshot(db, treeId))!;
    expect((await refreshTreeGraph(db, treeId, snapshot)).graph).toEqual((await loadVersionedTreeGraph(db, treeId)).graph);

    // The node that drew the tree answers first; it stores the drawing it answered in the background.
    const here = await diff(t.app, drawn.map_hash);
    const stored = () => db.selectFrom('layout_states').select('map_hash').where('tree_id', '=', treeId).where('map_hash', '=', drawn.map_hash).executeTakeFirst();
    await vi.waitFor(async () => expect(await stored()).toBeDefined(), { timeout: 20_000 });
    // A node that never read the tree: no whole read, and the same drawing.
    const fresh = t.otherNode();
    const before = { ...reads };
    const there = await diff(fresh, drawn.map_hash);
    expect(reads.whole - before.whole).toBe(0);
    expect(reads.refresh - before.refresh).toBe(1);
    expect(there.new_persons.map((p) => p.object_id)).toContain(child.id);
    expect(there.remove_persons).toContain(leaf.id);
    expect(there.map_hash).toBe(here.map_hash);
  });

  it('is read when stored as the bare rows, as before the tabled form', async () => {
    const db = t.database.db;
    const whole = await loadVersionedTreeGraph(db, treeId);
    const blobId = await writeBlob(db, treeId, await brotliJson(snapshotRows(whole)), new Date());
    await db.updateTable('tree_graph_snapshots').set({ blob_id: blobId, mark: whole.mark }).where('tree_id', '=', treeId).execute();
    const snapshot = (await loadGraphSnapshot(db, treeId))!;
    expect(snapshot.graph).toEqual(whole.graph);
    expect(snapshot.personKeys).toEqual(whole.personKeys);
    expect(snapshot.coupleTimes).toEqual(whole.coupleTimes);
  });

  it('is written again when it has fallen many revisions behind, and its old parts go', async () => {
    const db = t.database.db;
    const drawn = await draw(t.app);
    const old = (await snapshotRow())!;
    await db.updateTable('tree_graph_snapshots').set({ revision: old.revision - SNAPSHOT_STALE_REVISIONS }).where('tree_id', '=', treeId).execute();
    await call(t.app, 'PATCH', `/api/v1/person/${start}/`, { gender: 'f' });
    // Once the drawing is stored (a diff on the node that drew it waits for that), another node diffs from it.
    await diff(t.app, drawn.map_hash);
    const before = { ...reads };
    expect((await diff(t.otherNode(), drawn.map_hash)).has_state).toBe(true);
    expect(reads.whole - before.whole).toBe(0);
    await vi.waitFor(async () => expect((await snapshotRow())!.blob_id).not.toBe(old.blob_id), { timeout: 20_000 });
    expect((await snapshotRow())!.revision).toBeGreaterThan(old.revision);
    expect(await db.selectFrom('layout_blobs').select('id').where('id', '=', old.blob_id).execute()).toEqual([]);
  });
});
