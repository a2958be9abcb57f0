import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateTree } from '../../../../benchmarks/lib/generateTree';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';
import type { DiffResponse, DrawResponse } from '../../../protocol/draw';
import { applyDiff } from '../../layout';
import { insertTreeGraph } from '../../tree/load';
import { diffItems } from './composeDiff';
import { MAX_DELTA_ITEMS } from './deltaBase';
import { canonical } from './testCanonical';

// Whole-tree reads against reads of a cached tree brought up to date.
const reads = vi.hoisted(() => ({ whole: 0, refresh: 0 }));
vi.mock('../../tree/load', async (importOriginal) => {
  const { countCalls } = await import('./testCountCalls');
  return countCalls(await importOriginal<typeof import('../../tree/load')>(), ['loadVersionedTreeGraph'], () => reads.whole++);
});
vi.mock('../../tree/refresh', async (importOriginal) => {
  const { countCalls } = await import('./testCountCalls');
  return countCalls(await importOriginal<typeof import('../../tree/refresh')>(), ['refreshTreeGraph'], () => reads.refresh++);
});

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
  const addPersonTo = async (tree: string, relative: string, relation: string, name: string, fields: object = {}) =>
    (await call(t.app, 'POST', '/api/v1/person/', { family_tree_id: tree, first_names: [{ type: 'given', value: name }], surnames: [], gender: 'm', ...fields, relative: { person_id: relative, relation } })).id as string;
  const addPerson = (relative: string, relation: string, name: string) => addPersonTo(treeId, relative, relation, name);

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
      const fresh = await draw(t.otherNode());
      expect(diff.map_hash, what).toBe(fresh.map_hash);
      held = applyDiff(held, diff);
      expect(canonical(held), what).toEqual(canonical(fresh));
    }
    // Every structural edit (all but the name) brought the cached tree up to date; the fresh draws read it whole.
    expect(refreshes).toBe(edits.length - 1);
    expect(reads.whole - wholeBefore).toBe(edits.length);
  });

  it('keeps a structural edit that moves many cards as a large delta, card edits over it, and answers from that chain on a fresh node', async () => {
    const db = t.database.db;
    const tree = await db.insertInto('family_trees').values({ owner_id: owner.id, name: 'Larger clan' }).returning('id').executeTakeFirstOrThrow();
    const graph = generateTree({ persons: 3000, seed: 7 });
    const map = await db.transaction().execute((trx) => insertTreeGraph(trx, tree.id, graph, t.clock.now));
    const clan = graph.persons.map((p) => map.get(p.id)!);
    const path = (what: string) => `/api/v1/familytree/${tree.id}/${what}/`;
    const drawClan = (app: TestApp['app']) => call(app, 'POST', path('draw'), { start_person_id: clan[0] }) as Promise<DrawResponse>;
    const rowOf = (hash: string) => db.selectFrom('layout_states').select(['base_hash']).where('tree_id', '=', tree.id).where('map_hash', '=', hash).executeTakeFirstOrThrow();
    const first = await drawClan(t.app);
    let held = first;
    const step = async (what: string, edit: () => Promise<unknown>, app = t.app) => {
      t.clock.advance(1000);
      await edit();
      const diff = (await call(app, 'POST', path('diff'), { start_person_id: clan[0], map_hash: held.map_hash })) as DiffResponse;
      const fresh = await drawClan(t.otherNode());
      expect(diff.map_hash, what).toBe(fresh.map_hash);
      held = applyDiff(held, diff);
      expect(canonical(held), what).toEqual(canonical(fresh));
      return diff;
    };
    const rename = (id: string, name: string) => () => call(t.app, 'PATCH', `/api/v1/person/${id}/`, { first_names: [{ type: 'given', value: name }] });

    // A child of a drawn descendant in the second half of the clan (as the layout benchmark picks one).
    const parents = new Set(graph.parenthoods.map((l) => map.get(l.parent_id)!));
    const blood = new Set(first.blood_relatives_ids);
    const open = new Set(first.persons.filter((p) => !p.is_ghost && !p.card.has_hidden_subtree).map((p) => p.object_id));
    const parent = clan.slice(clan.length / 2).find((id) => parents.has(id) && blood.has(id) && open.has(id))!;
    const added = await step('a child of a descendant', () => addPersonTo(tree.id, parent, 'child', 'New kid'));
    expect(diffItems(added)).toBeGreaterThan(MAX_DELTA_ITEMS);
    const large = held.map_hash;
    expect((await rowOf(large)).base_hash).toBe(first.map_hash);
    await step('a name after it', rename(clan[2000], 'Card one'));
    expect((await rowOf(held.map_hash)).base_hash).toBe(large);
    await step('another name', rename(clan[2001], 'Card two'));
    expect((await rowOf(held.map_hash)).base_hash).toBe(large);
    // Another API node rebuilds the layout from the whole row and both deltas.
    await step('a name, asked of a fresh node', rename(clan[2002], 'Card three'), t.otherNode());
    expect((await rowOf(held.map_hash)).base_hash).toBe(large);
    await step('a leaf of an early ancestor deleted', () => call(t.app, 'DELETE', `/api/v1/person/${clan[5]}/`));
  });
});
