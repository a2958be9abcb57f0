import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateTree } from '../../../../benchmarks/lib/generateTree';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';
import type { DiffResponse, DrawResponse } from '../../../protocol/draw';
import { createApp } from '../../app';
import { applyDiff } from '../../layout';
import { insertTreeGraph } from '../../tree/load';

// Whole-tree reads against reads of a cached tree brought up to date.
const reads = vi.hoisted(() => ({ whole: 0, refresh: 0 }));
vi.mock('../../tree/load', async (importOriginal) => {
  const mod = await importOriginal<typeof import('../../tree/load')>();
  return {
    ...mod,
    loadVersionedTreeGraph: (...args: Parameters<typeof mod.loadVersionedTreeGraph>) => {
      reads.whole++;
      return mod.loadVersionedTreeGraph(...args);
    },
  };
});
vi.mock('../../tree/refresh', async (importOriginal) => {
  const mod = await importOriginal<typeof import('../../tree/refresh')>();
  return {
    ...mod,
    refreshTreeGraph: (...args: Parameters<typeof mod.refreshTreeGraph>) => {
      reads.refresh++;
      return mod.refreshTreeGraph(...args);
    },
  };
});

function canonical(p: DrawResponse) {
  return {
    ...p,
    persons: [...p.persons].sort((a, b) => a.object_id.localeCompare(b.object_id)),
    lines: [...p.lines].sort((a, b) => a.line_id.localeCompare(b.line_id)),
    blood_relatives_ids: [...p.blood_relatives_ids].sort(),
  };
}

describe('diffs after a run of structural and card edits on a generated tree', () => {
  let t: TestApp;
  let owner: TestUser;
  let treeId: string;
  let founder: string;
  let ids: string[];
  beforeAll(async () => {
    t = await testApp();
    const db = t.database.db;
    owner = await createTestUser(db, { email: 'clan-owner@example.com' });
    const tree = await db.insertInto('family_trees').values({ owner_id: owner.id, name: 'Generated clan' }).returning('id').executeTakeFirstOrThrow();
    treeId = tree.id;
    const graph = generateTree({ persons: 300, seed: 4 });
    const map = await db.transaction().execute((trx) => insertTreeGraph(trx, treeId, graph, t.clock.now));
    ids = graph.persons.map((p) => map.get(p.id)!);
    founder = ids[0];
  });
  afterAll(() => t.close());

  const call = async (app: TestApp['app'], method: string, path: string, body?: unknown) => {
    const res = await app.request(path, { method, headers: { authorization: `Token ${owner.key}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    expect(res.status, `${method} ${path}: ${text}`).toBeLessThan(300);
    return JSON.parse(text);
  };
  const draw = (app: TestApp['app']) => call(app, 'POST', `/api/v1/familytree/${treeId}/draw/`, { start_person_id: founder }) as Promise<DrawResponse>;
  const addPerson = async (relative: string, relation: string, name: string) =>
    (await call(t.app, 'POST', '/api/v1/person/', { family_tree_id: treeId, first_names: [{ type: 'given', value: name }], surnames: [], gender: 'm', relative: { person_id: relative, relation } })).id as string;

  it('answers every diff as a fresh draw at the same revision would, without reading the tree whole again', async () => {
    let held = await draw(t.app);
    const drawn = held.persons.filter((p) => !p.is_ghost && !p.card.has_hidden_subtree).map((p) => p.object_id);
    const inTree = (id: string) => drawn.includes(id) && id !== founder;
    const [a, b, c, e] = ids.slice(150).filter(inTree);
    const links = await t.database.db.selectFrom('parenthoods').select(['parent_id', 'child_id']).where('tree_id', '=', treeId).execute();
    // One who has no parents yet: an in-law drawn beside a descendant.
    const d = ids.slice(150).find((id) => inTree(id) && !links.some((l) => l.child_id === id))!;
    const leaf = ids.slice(200).find((id) => inTree(id) && !links.some((l) => l.parent_id === id))!;
    const link = links.find((l) => inTree(l.child_id) && inTree(l.parent_id) && l.child_id !== leaf)!;
    let child = '';
    let spouse = '';

    const edits: [string, () => Promise<unknown>][] = [
      ['a child added', async () => (child = await addPerson(a, 'child', 'Kid'))],
      ['a leaf deleted', () => call(t.app, 'DELETE', `/api/v1/person/${leaf}/`)],
      ['a spouse added', async () => (spouse = await addPerson(b, 'spouse', 'Spouse'))],
      ['a name edited (card only)', () => call(t.app, 'PATCH', `/api/v1/person/${c}/`, { first_names: [{ type: 'given', value: '新名' }] })],
      ['a parent added', () => addPerson(d, 'parent', 'Parent')],
      ['a birth date moved (reorders siblings)', () => call(t.app, 'PATCH', `/api/v1/person/${e}/`, { birth_date: { year: 1601 } })],
      ['a parent link removed', () => call(t.app, 'DELETE', `/api/v1/familytree/${treeId}/relationships/parent/`, { parent_id: link.parent_id, child_id: link.child_id })],
      ['a gender changed', () => call(t.app, 'PATCH', `/api/v1/person/${child}/`, { gender: 'f' })],
      ['a sibling added', () => addPerson(child, 'sibling', 'Sib')],
      ['a spouse link removed', () => call(t.app, 'DELETE', `/api/v1/familytree/${treeId}/relationships/spouse/`, { person_id: b, spouse_id: spouse })],
      ['the new child deleted', () => call(t.app, 'DELETE', `/api/v1/person/${child}/`)],
    ];
    const wholeBefore = reads.whole;
    let refreshes = 0;
    for (const [what, edit] of edits) {
      t.clock.advance(1000);
      await edit();
      const refreshBefore = reads.refresh;
      const diff = (await call(t.app, 'POST', `/api/v1/familytree/${treeId}/diff/`, { start_person_id: founder, map_hash: held.map_hash })) as DiffResponse;
      refreshes += reads.refresh - refreshBefore;
      // Another API node with nothing cached: reads the tree whole and lays it out from scratch.
      const fresh = await draw(createApp({ ...t.deps }));
      expect(diff.map_hash, what).toBe(fresh.map_hash);
      held = applyDiff(held, diff);
      expect(canonical(held), what).toEqual(canonical(fresh));
    }
    // Every structural edit (all but the name) brought the cached tree up to date; the fresh draws read it whole.
    expect(refreshes).toBe(edits.length - 1);
    expect(reads.whole - wholeBefore).toBe(edits.length);
  });
});
