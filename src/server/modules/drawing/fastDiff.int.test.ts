import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import type { DiffResponse, DrawResponse } from '../../../protocol/draw';
import { applyDiff } from '../../layout';
import { buildFamily, json, type Family } from '../trees/testFamily';
import { STATES_PER_TREE } from './layoutState';
import { canonical } from './testCanonical';

// Counts reads of the tree (whole, or a cached one brought up to date), to tell the card-only path from a full layout.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../tree/load', async (importOriginal) => {
  const { countCalls } = await import('./testCountCalls');
  return countCalls(await importOriginal<typeof import('../../tree/load')>(), ['loadTreeGraph', 'loadVersionedTreeGraph'], () => loads.count++);
});
vi.mock('../../tree/refresh', async (importOriginal) => {
  const { countCalls } = await import('./testCountCalls');
  return countCalls(await importOriginal<typeof import('../../tree/refresh')>(), ['refreshTreeGraph'], () => loads.count++);
});

/** The drawing a client holds after the diff is the fresh draw, map_hash included (recomputed from the JSON it received). */
function expectSameDrawing(held: DrawResponse, d: DiffResponse, after: DrawResponse) {
  expect(d.map_hash).toBe(after.map_hash);
  expect(canonical(applyDiff(held, d))).toEqual(canonical(after));
}

function drawing(t: TestApp, f: Family, app?: TestApp['app']) {
  const post = async (path: string, token: string | undefined, body: object) => {
    if (!app) return t.request(path, { method: 'POST', token, json: body });
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Token ${token}`;
    return app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
  };
  return {
    draw: async (token: string | undefined, body: object = {}) => json<DrawResponse>(await post(`/api/v1/familytree/${f.treeId}/draw/`, token, body)),
    /** The diff, and how many times the whole tree was loaded to answer it. */
    diff: async (token: string | undefined, body: object) => {
      const before = loads.count;
      const res = await post(`/api/v1/familytree/${f.treeId}/diff/`, token, body);
      expect(res.status).toBe(200);
      const text = await res.text();
      return { d: JSON.parse(text) as DiffResponse, text, treeLoads: loads.count - before };
    },
  };
}

const PICTURE = randomUUID();

async function patch(t: TestApp, f: Family, id: string, body: object) {
  const res = await t.request(`/api/v1/person/${id}/`, { method: 'PATCH', token: f.owner.key, json: body });
  expect(res.status).toBe(200);
}

describe('diff after a card-only edit, as a member', () => {
  let t: TestApp;
  let f: Family;
  beforeAll(async () => {
    t = await testApp();
    f = await buildFamily(t);
    // An image of the tree's library to be a profile picture (the file itself is not read here).
    await t.database.db
      .insertInto('library_assets')
      .values({ id: PICTURE, tree_id: f.treeId, storage_key: `library/${f.treeId}/${PICTURE}/original`, filename: 'mother.jpg', content_type: 'image/jpeg', kind: 'image', size: 1, width: 1, height: 1, event_date: null, event_sort: null, location_place_id: null, location_name: null, created_by: null, created_at: t.clock.now, updated_at: t.clock.now })
      .execute();
  });
  afterAll(() => t.close());
  // The tree keeps its STATES_PER_TREE newest layouts: with the clock standing still, the states of
  // earlier tests tie with this test's and eviction by hash could drop the one a diff starts from.
  beforeEach(() => t.clock.advance(1000));

  it.each([
    ['a name', (f: Family) => [f.ids.grandpa, { first_names: [{ type: 'given', value: 'Tak-Man' }, { type: 'given', value: '德文' }] }] as const],
    ['a death date', (f: Family) => [f.ids.father, { death_date: { year: 2011, month: 3 } }] as const],
    ['a picture', (f: Family) => [f.ids.mother, { profile_picture: PICTURE }] as const],
  ])('rebuilds only the edited card after %s, without loading the tree, equal to a fresh draw', async (_what, edit) => {
    const { draw, diff } = drawing(t, f);
    const before = await draw(f.owner.key);
    const [id, body] = edit(f);
    await patch(t, f, id, body);
    const { d, text, treeLoads } = await diff(f.owner.key, { map_hash: before.map_hash, trigger: 'edit' });
    expect(treeLoads).toBe(0);
    expect(d.has_state).toBe(true);
    expect(d.data_update.every((p) => p.object_id === id)).toBe(true);
    expect(d.new_persons).toEqual([]);
    expect(d.remove_lines).toEqual([]);
    expect(text.length).toBeLessThan(2000);
    expectSameDrawing(before, d, await draw(f.owner.key));
  });

  it('answers a marriage date or place of a couple drawn once without loading the tree, equal to a fresh draw', async () => {
    const { draw, diff } = drawing(t, f);
    const before = await draw(f.owner.key);
    const couple = await t.database.db.selectFrom('couples').select('id').where('tree_id', '=', f.treeId).where((w) => w.or([w('person1_id', '=', f.ids.father), w('person2_id', '=', f.ids.father)])).executeTakeFirstOrThrow();
    const res = await t.request(`/api/v1/couple/${couple.id}/`, { method: 'PATCH', token: f.owner.key, json: { marriage_date: { year: 1978, month: 6 }, marriage_place: 'Hong Kong' } });
    expect(res.status).toBe(200);
    const { d, treeLoads } = await diff(f.owner.key, { map_hash: before.map_hash, trigger: 'edit' });
    expect(treeLoads).toBe(0);
    expect(d.has_state).toBe(true);
    expect([d.data_update, d.new_persons, d.remove_persons, d.new_lines, d.remove_lines].every((list) => list.length === 0)).toBe(true);
    expectSameDrawing(before, d, await draw(f.owner.key));
  });

  it('shows the new name in the one updated card', async () => {
    const { draw, diff } = drawing(t, f);
    const before = await draw(f.owner.key);
    await patch(t, f, f.ids.grandma, { first_names: [{ type: 'given', value: '美华' }] });
    const { d } = await diff(f.owner.key, { map_hash: before.map_hash });
    expect(d.data_update.map((p) => p.object_id)).toEqual([f.ids.grandma]);
    expect(d.data_update[0].card.names_zh).toContain('美华');
  });

  it('chains edits: each diff starts from the last, and a second app on the same database answers from the stored delta', async () => {
    const { draw, diff } = drawing(t, f);
    const first = await draw(f.owner.key);
    await patch(t, f, f.ids.grandpa, { first_names: [{ type: 'given', value: 'One' }] });
    const a = await diff(f.owner.key, { map_hash: first.map_hash });
    await patch(t, f, f.ids.father, { first_names: [{ type: 'given', value: 'Two' }] });
    const b = await diff(f.owner.key, { map_hash: a.d.map_hash });
    expect(a.treeLoads + b.treeLoads).toBe(0);
    // Stored as a delta against the full layout the first one was stored against (or the first itself).
    const rowOf = (hash: string) => t.database.db.selectFrom('layout_states').select(['map_hash', 'base_hash']).where('tree_id', '=', f.treeId).where('map_hash', '=', hash).executeTakeFirstOrThrow();
    const firstRow = await rowOf(first.map_hash);
    expect((await rowOf(b.d.map_hash)).base_hash).toBe(firstRow.base_hash ?? first.map_hash);

    await patch(t, f, f.ids.grandma, { first_names: [{ type: 'given', value: 'Three' }] });
    const other = drawing(t, f, t.otherNode());
    const c = await other.diff(f.owner.key, { map_hash: b.d.map_hash });
    expect(c.treeLoads).toBe(0);
    expect(c.d.has_state).toBe(true);
    expect(c.d.data_update.map((p) => p.object_id)).toEqual([f.ids.grandma]);
    const after = await draw(f.owner.key);
    expectSameDrawing(applyDiff(applyDiff(first, a.d), b.d), c.d, after);
  });

  it('lays out again after a structural edit (new child, gender) and still matches a fresh draw', async () => {
    const { draw, diff } = drawing(t, f);
    const before = await draw(f.owner.key);
    const res = await t.request('/api/v1/person/', {
      method: 'POST',
      token: f.owner.key,
      json: { family_tree_id: f.treeId, first_names: [{ type: 'given', value: 'Newkid' }], surnames: [], gender: 'f', relative: { person_id: f.ids.jason, relation: 'child' } },
    });
    const childId = (await res.json()).id as string;
    const added = await diff(f.owner.key, { map_hash: before.map_hash, trigger: 'add' });
    expect(added.treeLoads).toBe(1);
    expect(added.d.new_persons.map((p) => p.object_id)).toContain(childId);
    await patch(t, f, childId, { gender: 'm' });
    const regendered = await diff(f.owner.key, { map_hash: added.d.map_hash });
    expect(regendered.treeLoads).toBe(1);
    expect(regendered.d.data_update.find((p) => p.object_id === childId)?.card.gender).toBe('m');
    expectSameDrawing(applyDiff(before, added.d), regendered.d, await draw(f.owner.key));
  });

  it('lays out again for other inputs than the stored layout had (another start person)', async () => {
    const { draw, diff } = drawing(t, f);
    const before = await draw(f.owner.key);
    await patch(t, f, f.ids.grandpa, { first_names: [{ type: 'given', value: 'Moved' }] });
    const moved = await diff(f.owner.key, { map_hash: before.map_hash, start_person_id: f.ids.father });
    expect(moved.treeLoads).toBe(1);
    expectSameDrawing(before, moved.d, await draw(f.owner.key, { start_person_id: f.ids.father }));
  });

  it('lays out another view of an unchanged tree without loading it again, and loads it after an edit', async () => {
    const { draw, diff } = drawing(t, f);
    const before = await draw(f.owner.key);
    let loadsBefore = loads.count;
    const around = await draw(f.owner.key, { start_person_id: f.ids.father });
    expect(loads.count - loadsBefore).toBe(0);
    expect(around.persons.find((p) => p.is_start_person)?.object_id).toBe(f.ids.father);
    const other = drawing(t, f, t.otherNode());
    loadsBefore = loads.count;
    await other.draw(f.owner.key, { start_person_id: f.ids.father });
    expect(loads.count - loadsBefore).toBe(1);

    await patch(t, f, f.ids.mother, { gender: 'none' });
    const regendered = await diff(f.owner.key, { map_hash: before.map_hash });
    expect(regendered.treeLoads).toBe(1);
    expect(regendered.d.data_update.find((p) => p.object_id === f.ids.mother)?.card.gender).toBe('none');
    expectSameDrawing(before, regendered.d, await draw(f.owner.key));
    await patch(t, f, f.ids.mother, { gender: 'f' });
  });

  it('answers has_state false for an evicted layout, on this app and on a fresh one', async () => {
    const { draw, diff } = drawing(t, f);
    const before = await draw(f.owner.key);
    await patch(t, f, f.ids.grandpa, { first_names: [{ type: 'given', value: 'Evicted' }] });
    const edited = await diff(f.owner.key, { map_hash: before.map_hash });
    // Other start persons: a draw around Jason with ghosts would be the edited layout again.
    const people = [f.ids.grandpa, f.ids.grandma, f.ids.mother, f.ids.uncle, f.ids.cousin, f.ids.granduncle, f.ids.father];
    for (let i = 0; i <= STATES_PER_TREE; i++) {
      t.clock.advance(1000);
      await draw(f.owner.key, { start_person_id: people[i % people.length], with_ghosts: i < people.length });
    }
    const rows = await t.database.db.selectFrom('layout_states').select('map_hash').where('tree_id', '=', f.treeId).execute();
    expect(rows.map((r) => r.map_hash)).not.toContain(edited.d.map_hash);
    expect(rows.length).toBeLessThanOrEqual(STATES_PER_TREE);
    for (const app of [undefined, t.otherNode()]) {
      const stale = await drawing(t, f, app).diff(f.owner.key, { map_hash: edited.d.map_hash });
      expect(stale.d).toMatchObject({ has_state: false, new_persons: [], data_update: [], remove_persons: [] });
    }
  });
});

describe('diff after a card-only edit, as a visitor of a public tree', () => {
  let t: TestApp;
  let f: Family;
  beforeAll(async () => {
    t = await testApp();
    f = await buildFamily(t);
    await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: f.owner.key, json: { is_public: true } });
  });
  afterAll(() => t.close());

  it('rebuilds a dead person\'s card without loading the tree, and keeps a renamed living person private', async () => {
    const { draw, diff } = drawing(t, f);
    const before = await draw(undefined);
    expect(before.persons.find((p) => p.object_id === f.ids.jason)?.card.is_private).toBe(true);
    await patch(t, f, f.ids.grandpa, { first_names: [{ type: 'given', value: 'Visible' }] });
    await patch(t, f, f.ids.jason, { first_names: [{ type: 'given', value: 'Hiddenname' }] });
    const { d, text, treeLoads } = await diff(undefined, { map_hash: before.map_hash });
    expect(treeLoads).toBe(0);
    expect(d.data_update.map((p) => p.object_id)).toEqual([f.ids.grandpa]);
    expect(text).toContain('Visible');
    expect(text).not.toContain('Hiddenname');
    expectSameDrawing(before, d, await draw(undefined));
  });

  it('changes a death date of a dead person on the fast path', async () => {
    const { draw, diff } = drawing(t, f);
    const before = await draw(undefined);
    await patch(t, f, f.ids.father, { death_date: { year: 2012 } });
    const { d, treeLoads } = await diff(undefined, { map_hash: before.map_hash });
    expect(treeLoads).toBe(0);
    expect(d.data_update.map((p) => p.card.death_text)).toEqual([expect.stringContaining('2012')]);
    expectSameDrawing(before, d, await draw(undefined));
  });

  it('shows a card a death date makes dead on the fast path; the undated father stays hidden, as his son was born in 1990', async () => {
    const { draw, diff } = drawing(t, f);
    const before = await draw(undefined, { start_person_id: f.ids.uncle });
    const card = (d: DrawResponse, id: string) => d.persons.find((p) => p.object_id === id)!.card;
    expect(card(before, f.ids.uncle).is_private).toBe(true);
    expect(card(before, f.ids.cousin).is_private).toBe(true);
    await patch(t, f, f.ids.cousin, { death_date: { year: 2020 } });
    const { d, treeLoads } = await diff(undefined, { map_hash: before.map_hash, start_person_id: f.ids.uncle });
    expect(treeLoads).toBe(0);
    const after = await draw(undefined, { start_person_id: f.ids.uncle });
    expect(card(after, f.ids.cousin).full_name).toContain('Cousinly');
    expect(card(after, f.ids.uncle).is_private).toBe(true);
    expectSameDrawing(before, d, after);
  });

  it('lays out again when an undated person gets a death year, which frees their undated father', async () => {
    const { draw, diff } = drawing(t, f);
    const add = async (body: object) => ((await (await t.request('/api/v1/person/', { method: 'POST', token: f.owner.key, json: { family_tree_id: f.treeId, ...body } })).json()) as { id: string }).id;
    const elder = await add({ first_names: [{ type: 'given', value: 'Elderly' }], surnames: [{ type: 'birth', value: 'Wong' }], gender: 'm' });
    const son = await add({ first_names: [{ type: 'given', value: 'Sonny' }], gender: 'm', relative: { person_id: elder, relation: 'child' } });
    const before = await draw(undefined, { start_person_id: elder });
    const card = (d: DrawResponse, id: string) => d.persons.find((p) => p.object_id === id)!.card;
    // Nothing dates either of them: both count as living.
    expect(card(before, elder).is_private).toBe(true);
    expect(card(before, son).is_private).toBe(true);
    await patch(t, f, son, { death_date: { year: 1900 } });
    const { d, treeLoads } = await diff(undefined, { map_hash: before.map_hash, start_person_id: elder });
    expect(treeLoads).toBe(1);
    const after = await draw(undefined, { start_person_id: elder });
    expect(card(after, elder).full_name).toContain('Elderly');
    expectSameDrawing(before, d, after);
  });
});
