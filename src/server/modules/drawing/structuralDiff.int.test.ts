import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateTree } from '../../tree/generateTree';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';
import type { DiffResponse, DrawResponse } from '../../../protocol/draw';
import { applyDiff } from '../../layout';
import { insertTreeGraph } from '../../tree/load';
import { diffItems } from './composeDiff';
import { MAX_DELTA_ITEMS } from './deltaBase';
import { canonical } from './testCanonical';
import { movedCards } from '../../../../benchmarks/lib/randomEdits';

// Whole-tree reads against reads of a cached tree brought up to date; stored drawings followed by their places alone.
const reads = vi.hoisted(() => ({ whole: 0, refresh: 0, places: 0 }));
vi.mock('./layoutState', async (importOriginal) => {
  const mod = await importOriginal<typeof import('./layoutState')>();
  return { ...mod, loadPlaces: async (...args: Parameters<typeof mod.loadPlaces>) => {
    const places = await mod.loadPlaces(...args);
    if (places) reads.places++;
    return places;
  } };
});
vi.mock('../../tree/load', async (importOriginal) => {
  const { countCalls } = await import('./testCountCalls');
  return countCalls(await importOriginal<typeof import('../../tree/load')>(), ['loadVersionedTreeGraph'], () => reads.whole++);
});
vi.mock('../../tree/refresh', async (importOriginal) => {
  const { countCalls } = await import('./testCountCalls');
  return countCalls(await importOriginal<typeof import('../../tree/refresh')>(), ['refreshTreeGraph'], () => reads.refresh++);
});

// The first test's clan: at least 5,000 persons, so each edit is checked on a tree of real size.
const CLAN_PERSONS = Number(process.env.XUNGEN_STRUCTURAL_DIFF_PERSONS ?? 5000);

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
    const graph = generateTree({ persons: CLAN_PERSONS, seed: 4 });
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
  const toggle = (person_id: string, action: 'expand' | 'collapse') => call(t.app, 'POST', `/api/v1/familytree/${treeId}/expand-control/`, { data_list: [{ person_id, action }] });

  it(`answers each edit kind's diff as a fresh draw at the same revision would, on a ${CLAN_PERSONS}-person clan, without reading the tree whole again`, async () => {
    let held = await draw(t.app);
    const db = t.database.db;
    const shown = held.persons.filter((p) => !p.is_ghost);
    const generation = new Map(shown.map((p) => [p.object_id, p.generation]));
    const drawn = shown.filter((p) => !p.card.has_hidden_subtree).map((p) => p.object_id);
    const inTree = (id: string) => drawn.includes(id) && id !== founder;
    const later = ids.slice(ids.length / 2).filter(inTree);
    const [a, b, c, e] = later;
    const links = await db.selectFrom('parenthoods').select(['parent_id', 'child_id', 'kind']).where('tree_id', '=', treeId).execute();
    const couples = await db.selectFrom('couples').select(['id', 'person1_id', 'person2_id', 'marriage_date']).where('tree_id', '=', treeId).execute();
    const hasChildren = new Set(links.map((l) => l.parent_id));
    const married = new Set(couples.flatMap((x) => [x.person1_id, x.person2_id]));
    const parentsOf = (id: string) => links.filter((l) => l.child_id === id).map((l) => l.parent_id);
    // A blood descendant with one parent gets a second. (An in-law's parents are not drawn, nor counted on
    // a marker, so a parent added to an in-law leaves the founder's drawing as it was.)
    const blood = new Set(held.blood_relatives_ids);
    const d = later.find((id) => blood.has(id) && parentsOf(id).length === 1) ?? founder;
    const leaf = later.find((id) => !hasChildren.has(id) && parentsOf(id).length > 0 && ![a, b, c, d, e].includes(id))!;
    const link = links.find((l) => inTree(l.child_id) && inTree(l.parent_id) && l.child_id !== leaf)!;
    // A child of two drawn birth parents made their adopted child (one family, one line kind); a married
    // parent deleted with their links.
    const rekind = links.find((l) => l.kind === 'birth' && inTree(l.child_id) && ![link.child_id, leaf].includes(l.child_id) && parentsOf(l.child_id).length === 2 && parentsOf(l.child_id).every(inTree))!;
    const rekindParents = parentsOf(rekind.child_id);
    const used = new Set([a, b, c, d, e, leaf, link.child_id, link.parent_id, rekind.child_id, ...rekindParents]);
    const victim = later.find((id) => married.has(id) && hasChildren.has(id) && !used.has(id))!;
    used.add(victim);
    // A blood relative of the generation above linked as an adoptive parent; two of one generation married.
    const adoptee = later.find((id) => !used.has(id) && blood.has(id))!;
    const adopter = drawn.find((id) => !used.has(id) && blood.has(id) && generation.get(id) === generation.get(adoptee)! - 1 && !parentsOf(adoptee).includes(id))!;
    used.add(adoptee).add(adopter);
    const [bride, groom] = later.filter((id) => !used.has(id) && generation.get(id) === generation.get(later[later.length - 1]));
    used.add(bride).add(groom);
    // A drawn person's last marriage dated before the first, which swaps their spouses' places.
    const marriagesOf = (id: string) => couples.filter((x) => x.person1_id === id || x.person2_id === id);
    const remarried = drawn.find((id) => !used.has(id) && marriagesOf(id).length >= 2 && marriagesOf(id).every((x) => inTree(x.person1_id) && inTree(x.person2_id) && !used.has(x.person1_id) && !used.has(x.person2_id)))!;
    expect(remarried).toBeDefined();
    const years = marriagesOf(remarried).map((x) => x.marriage_date?.year ?? 3000);
    const dated = marriagesOf(remarried)[years.indexOf(Math.max(...years))];
    for (const x of marriagesOf(remarried)) used.add(x.person1_id).add(x.person2_id);
    // A branch of a blood relative with drawn children closed and opened again.
    const branch = later.find((id) => blood.has(id) && !used.has(id) && links.some((l) => l.parent_id === id && inTree(l.child_id) && !used.has(l.child_id)))!;
    for (const [what, id] of Object.entries({ a, b, c, d, e, leaf, victim, adoptee, adopter, bride, groom, branch })) expect(id, what).toBeDefined();
    expect(dated).toBeDefined();
    let child = '';
    let spouse = '';

    // What an edit changes: a card, the tree's structure, or only this viewer's open branches.
    const edits: [string, 'card' | 'structure' | 'view', () => Promise<unknown>][] = [
      ['a child added', 'structure', async () => (child = await addPerson(a, 'child', 'Kid'))],
      ['a leaf deleted', 'structure', () => call(t.app, 'DELETE', `/api/v1/person/${leaf}/`)],
      ['a spouse added', 'structure', async () => (spouse = await addPerson(b, 'spouse', 'Spouse'))],
      ['a name edited (card only)', 'card', () => call(t.app, 'PATCH', `/api/v1/person/${c}/`, { first_names: [{ type: 'given', value: '新名' }] })],
      ['a parent added', 'structure', () => addPerson(d, 'parent', 'Parent')],
      ['a birth date moved (reorders siblings)', 'structure', () => call(t.app, 'PATCH', `/api/v1/person/${e}/`, { birth_date: { year: 1601 } })],
      ['a parent link removed', 'structure', () => call(t.app, 'DELETE', `/api/v1/familytree/${treeId}/relationships/parent/`, { parent_id: link.parent_id, child_id: link.child_id })],
      ['a gender changed', 'structure', () => call(t.app, 'PATCH', `/api/v1/person/${child}/`, { gender: 'f' })],
      ['a sibling added', 'structure', () => addPerson(child, 'sibling', 'Sib')],
      ['a spouse link removed', 'structure', () => call(t.app, 'DELETE', `/api/v1/familytree/${treeId}/relationships/spouse/`, { person_id: b, spouse_id: spouse })],
      ['the new child deleted', 'structure', () => call(t.app, 'DELETE', `/api/v1/person/${child}/`)],
      ['an existing person linked as an adoptive parent', 'structure', () => call(t.app, 'POST', '/api/v1/parenthood/', { parent_ids: [adopter], child_ids: [adoptee], kind: 'adopted' })],
      ['two existing persons linked as a couple', 'structure', () => call(t.app, 'POST', '/api/v1/couple/', { person1_id: bride, person2_id: groom })],
      ['a second marriage dated before the first, and divorced', 'structure', () => call(t.app, 'PATCH', `/api/v1/couple/${dated.id}/`, { marriage_date: { year: Math.min(...years) - 5 }, is_divorced: true })],
      ['a birth child made adopted', 'structure', () => call(t.app, 'POST', '/api/v1/parenthood/', { parent_ids: rekindParents, child_ids: [rekind.child_id], kind: 'adopted' })],
      ['a married parent deleted with their links', 'structure', () => call(t.app, 'DELETE', `/api/v1/person/${victim}/`)],
      ['a branch collapsed', 'view', () => toggle(branch, 'collapse')],
      ['the branch expanded again', 'view', () => toggle(branch, 'expand')],
    ];
    const wholeBefore = reads.whole;
    const placesBefore = reads.places;
    let refreshes = 0;
    for (const [what, , edit] of edits) {
      t.clock.advance(1000);
      await edit();
      const refreshBefore = reads.refresh;
      const diff = (await call(t.app, 'POST', `/api/v1/familytree/${treeId}/diff/`, { start_person_id: founder, map_hash: held.map_hash })) as DiffResponse;
      refreshes += reads.refresh - refreshBefore;
      // Another API node with nothing cached: reads the tree whole and lays it out following the stored drawing.
      const fresh = await draw(t.otherNode());
      expect(diff.map_hash, what).toBe(fresh.map_hash);
      expect(diff.map_hash, `${what}: the drawing did not change`).not.toBe(held.map_hash);
      const before = held;
      held = applyDiff(held, diff);
      // Placement with memory: the edit moves a handful of cards of the 5,000 (a few at most in this run;
      // drawn afresh, an added child or a closed branch moved hundreds to thousands).
      expect(movedCards(before, held).moved, `${what}: cards moved`).toBeLessThanOrEqual(10);
      expect(canonical(held), what).toEqual(canonical(fresh));
      const ids = held.persons.map((p) => p.object_id);
      expect(new Set(ids).size, `${what}: a person drawn twice`).toBe(ids.length);
    }
    // Every structural edit brought the cached tree up to date; a card edit and a view change did not need
    // to; the fresh draws read it whole.
    expect(refreshes).toBe(edits.filter(([, kind]) => kind === 'structure').length);
    expect(reads.whole - wholeBefore).toBe(edits.length);
    // Eighteen fresh draws of a 5,000-person tree on a node with nothing cached, each following the stored
    // drawing by its places, without reading that drawing whole.
    expect(reads.places - placesBefore).toBe(edits.length);
  }, 240_000);

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

    // A branch of a third of the clan closed (under P10, a great-grandchild of the founder): its descendants
    // leave the drawing. The cards after it keep their places (placement with memory), so the diff is
    // large only by what left. (A branch of most of the clan would be kept whole instead.)
    const closed = await step('a large branch closed', () => call(t.app, 'POST', path('expand-control'), { data_list: [{ person_id: map.get('P10')!, action: 'collapse' }] }));
    expect(diffItems(closed)).toBeGreaterThan(MAX_DELTA_ITEMS);
    const large = held.map_hash;
    expect((await rowOf(large)).base_hash).toBe(first.map_hash);
    // Card edits of persons still drawn.
    const shown = held.persons.filter((p) => !p.is_ghost && p.object_id !== clan[0]).map((p) => p.object_id);
    await step('a name after it', rename(shown[shown.length - 1], 'Card one'));
    expect((await rowOf(held.map_hash)).base_hash).toBe(large);
    await step('another name', rename(shown[shown.length - 2], 'Card two'));
    expect((await rowOf(held.map_hash)).base_hash).toBe(large);
    // Another API node rebuilds the layout from the whole row and both deltas.
    await step('a name, asked of a fresh node', rename(shown[shown.length - 3], 'Card three'), t.otherNode());
    expect((await rowOf(held.map_hash)).base_hash).toBe(large);
    await step('a leaf of an early ancestor deleted', () => call(t.app, 'DELETE', `/api/v1/person/${clan[5]}/`));
  });
});
