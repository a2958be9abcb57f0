import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import type { DiffResponse, DrawResponse } from '../../../protocol/draw';
import { applyDiff, checkLayout } from '../../layout';
import { buildFamily, json, LIVING_SECRETS, type Family } from '../trees/testFamily';
import { STATES_PER_TREE } from './layoutState';
import { canonical } from './testCanonical';

let t: TestApp;
let f: Family;
beforeAll(async () => {
  t = await testApp();
  f = await buildFamily(t);
});
afterAll(() => t.close());

const draw = async (token?: string, body: object = {}) => t.request(`/api/v1/familytree/${f.treeId}/draw/`, { method: 'POST', token, json: body });
const diff = async (token: string | undefined, body: object) => t.request(`/api/v1/familytree/${f.treeId}/diff/`, { method: 'POST', token, json: body });

describe('POST familytree/{id}/draw/', () => {
  it('lays out the tree around the home person for the owner, with ghosts, breaking no drawing rule', async () => {
    const res = await draw(f.owner.key);
    expect(res.status).toBe(200);
    const payload = await json<DrawResponse>(res);
    const real = payload.persons.filter((p) => !p.is_ghost);
    expect(real.find((p) => p.is_start_person)?.object_id).toBe(f.ids.jason);
    expect(real.map((p) => p.object_id)).toEqual(expect.arrayContaining([f.ids.father, f.ids.mother, f.ids.grandpa, f.ids.grandma]));
    expect(payload.persons.some((p) => p.is_ghost)).toBe(true);
    expect(checkLayout(payload)).toEqual([]);
    expect(payload.map_hash).toMatch(/\w{8,}/);
  });

  it('gives a viewer no ghosts, since a viewer cannot add relatives', async () => {
    const payload = await json<DrawResponse>(await draw(f.viewer.key));
    expect(payload.persons.length).toBeGreaterThan(0);
    expect(payload.persons.some((p) => p.is_ghost)).toBe(false);
  });

  it('starts from another person when asked, and refuses a person of another tree', async () => {
    const payload = await json<DrawResponse>(await draw(f.owner.key, { start_person_id: f.ids.grandpa }));
    expect(payload.persons.find((p) => p.is_start_person)?.object_id).toBe(f.ids.grandpa);
    const bad = await draw(f.owner.key, { start_person_id: '00000000-0000-4000-8000-000000000000' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields.start_person_id).toBeDefined();
  });

  it('is 404 for a stranger on a private tree; on a public tree a visitor sees living persons only as Living', async () => {
    expect((await draw(f.stranger.key)).status).toBe(404);
    expect((await draw()).status).toBe(404);
    await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: f.owner.key, json: { is_public: true } });
    try {
      const res = await draw();
      expect(res.status).toBe(200);
      const text = await res.text();
      for (const secret of LIVING_SECRETS) expect(text).not.toContain(secret);
      const payload = JSON.parse(text) as DrawResponse;
      const jason = payload.persons.find((p) => p.object_id === f.ids.jason)!;
      expect(jason.card).toMatchObject({ full_name: 'Living', birth_text: '', is_private: true });
      const grandpa = payload.persons.find((p) => p.object_id === f.ids.grandpa)!;
      expect(grandpa.card.full_name).toContain('Tak');
      expect(payload.persons.some((p) => p.is_ghost)).toBe(false);
    } finally {
      await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: f.owner.key, json: { is_public: false } });
    }
  });
});

describe('POST familytree/{id}/diff/', () => {
  it('answers only the edited card after a rename, and the diff applied to the old payload equals a new draw', async () => {
    const before = await json<DrawResponse>(await draw(f.owner.key));
    const patch = await t.request(`/api/v1/person/${f.ids.grandpa}/`, {
      method: 'PATCH',
      token: f.owner.key,
      json: { first_names: [{ type: 'given', value: 'Tak-Man' }, { type: 'given', value: '德文' }] },
    });
    expect(patch.status).toBe(200);
    const d = await json<DiffResponse>(await diff(f.owner.key, { map_hash: before.map_hash, trigger: 'edit' }));
    expect(d.has_state).toBe(true);
    expect(d.data_update.map((p) => p.object_id)).toEqual([f.ids.grandpa]);
    expect(d.data_update[0].card.full_name).toContain('Tak-Man');
    expect(d.new_persons).toEqual([]);
    expect(d.remove_persons).toEqual([]);
    const after = await json<DrawResponse>(await draw(f.owner.key));
    expect(d.map_hash).toBe(after.map_hash);
    expect(canonical(applyDiff(before, d))).toEqual(canonical(after));
  });

  it('adds a new child card through a diff', async () => {
    const before = await json<DrawResponse>(await draw(f.owner.key));
    const res = await t.request('/api/v1/person/', {
      method: 'POST',
      token: f.owner.key,
      json: { family_tree_id: f.treeId, first_names: [{ type: 'given', value: '小明' }], surnames: [{ type: 'birth', value: '黄' }], gender: 'm', relative: { person_id: f.ids.jason, relation: 'child' } },
    });
    expect(res.status).toBe(201);
    const childId = (await res.json()).id as string;
    const d = await json<DiffResponse>(await diff(f.owner.key, { map_hash: before.map_hash, trigger: 'add' }));
    expect(d.new_persons.map((p) => p.object_id)).toContain(childId);
    expect(d.new_lines.some((l) => l.person_ids.includes(childId))).toBe(true);
    const after = await json<DrawResponse>(await draw(f.owner.key));
    expect(canonical(applyDiff(before, d))).toEqual(canonical(after));
  });

  it('gives a viewer a structural diff without ghosts, and a public visitor one that shows a new living child only as Living', async () => {
    // Each stored layout a second newer than the last, so none of these is the oldest, which a tree's
    // layout states drop first.
    const later = <T>(call: () => T) => (t.clock.advance(1000), call());
    const owner = await json<DrawResponse>(await later(() => draw(f.owner.key)));
    const viewer = await json<DrawResponse>(await later(() => draw(f.viewer.key)));
    await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: f.owner.key, json: { is_public: true } });
    try {
      const visitor = await json<DrawResponse>(await later(() => draw()));
      const res = await t.request('/api/v1/person/', {
        method: 'POST',
        token: f.owner.key,
        json: { family_tree_id: f.treeId, first_names: [{ type: 'given', value: 'Newbornly' }], surnames: [{ type: 'birth', value: '黄' }], gender: 'f', birth_date: { year: 2020 }, birth_location: 'Livermore', relative: { person_id: f.ids.jason, relation: 'child' } },
      });
      expect(res.status).toBe(201);
      const childId = (await res.json()).id as string;
      // The owner's drawing keeps its ghosts (places to add relatives); the viewer's diff brings none.
      const forOwner = await json<DiffResponse>(await later(() => diff(f.owner.key, { map_hash: owner.map_hash })));
      expect(forOwner.new_persons.find((p) => p.object_id === childId)?.card.full_name).toContain('Newbornly');
      expect(applyDiff(owner, forOwner).persons.some((p) => p.is_ghost)).toBe(true);
      const forViewer = await json<DiffResponse>(await later(() => diff(f.viewer.key, { map_hash: viewer.map_hash })));
      expect(forViewer.has_state).toBe(true);
      expect(forViewer.new_persons.map((p) => p.object_id)).toContain(childId);
      expect([...forViewer.new_persons, ...forViewer.data_update].some((p) => p.is_ghost)).toBe(false);
      const viewerAfter = applyDiff(viewer, forViewer);
      expect(viewerAfter.persons.some((p) => p.is_ghost)).toBe(false);
      expect(canonical(viewerAfter)).toEqual(canonical(await json<DrawResponse>(await draw(f.viewer.key))));
      // A visitor's diff reads the same as the visitor's draw: the living child and parents as Living.
      const text = await (await later(() => diff(undefined, { map_hash: visitor.map_hash }))).text();
      for (const secret of [...LIVING_SECRETS, 'Newbornly', 'Livermore', '2020']) expect(text).not.toContain(secret);
      const forVisitor = JSON.parse(text) as DiffResponse;
      expect(forVisitor.has_state).toBe(true);
      expect(forVisitor.new_persons.find((p) => p.object_id === childId)?.card).toMatchObject({ full_name: 'Living', birth_text: '', is_private: true });
      expect([...forVisitor.new_persons, ...forVisitor.data_update].some((p) => p.is_ghost)).toBe(false);
      expect(canonical(applyDiff(visitor, forVisitor))).toEqual(canonical(await json<DrawResponse>(await draw())));
      await t.request(`/api/v1/person/${childId}/`, { method: 'DELETE', token: f.owner.key });
    } finally {
      await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: f.owner.key, json: { is_public: false } });
    }
  });

  it('answers has_state false with empty lists for a hash the server does not know', async () => {
    const d = await json<DiffResponse>(await diff(f.owner.key, { map_hash: 'no-such-hash' }));
    expect(d).toMatchObject({ has_state: false, new_persons: [], remove_persons: [], data_update: [], new_lines: [], remove_lines: [] });
  });

  it('keeps only the most recent layouts of a tree', async () => {
    const first = await json<DrawResponse>(await draw(f.owner.key, { start_person_id: f.ids.father }));
    const people = [f.ids.grandpa, f.ids.grandma, f.ids.mother, f.ids.uncle, f.ids.cousin, f.ids.granduncle, f.ids.jason, f.ids.father];
    for (let i = 0; i < STATES_PER_TREE + 1; i++) {
      t.clock.advance(1000);
      await draw(f.owner.key, { start_person_id: people[i % people.length], with_ghosts: i % 2 === 0 });
    }
    const count = await t.database.db.selectFrom('layout_states').select((eb) => eb.fn.countAll<number>().as('n')).where('tree_id', '=', f.treeId).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeLessThanOrEqual(STATES_PER_TREE);
    const stale = await json<DiffResponse>(await diff(f.owner.key, { map_hash: first.map_hash, start_person_id: f.ids.father }));
    expect(stale.has_state).toBe(false);
  });

  it('is 404 for a stranger', async () => {
    expect((await diff(f.stranger.key, { map_hash: 'x' })).status).toBe(404);
  });

  it("stores a layout a crowd of visitors draws once a minute, a member's every time", async () => {
    await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: f.owner.key, json: { is_public: true } });
    const storedAt = async (hash: string) =>
      new Date((await t.database.db.selectFrom('layout_states').select('created_at').where('map_hash', '=', hash).executeTakeFirstOrThrow()).created_at).getTime();
    t.clock.advance(1000);
    const visitor = await json<DrawResponse>(await draw(undefined, { start_person_id: f.ids.father }));
    const first = await storedAt(visitor.map_hash);
    t.clock.advance(10_000);
    await draw(undefined, { start_person_id: f.ids.father });
    expect(await storedAt(visitor.map_hash)).toBe(first);
    t.clock.advance(60_000);
    await draw(undefined, { start_person_id: f.ids.father });
    expect(await storedAt(visitor.map_hash)).toBe(first + 70_000);
    const member = await json<DrawResponse>(await draw(f.owner.key, { start_person_id: f.ids.father }));
    const memberFirst = await storedAt(member.map_hash);
    t.clock.advance(10_000);
    await draw(f.owner.key, { start_person_id: f.ids.father });
    expect(await storedAt(member.map_hash)).toBe(memberFirst + 10_000);
    await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: f.owner.key, json: { is_public: false } });
  });
});

describe('POST familytree/{id}/expand-control/', () => {
  it('remembers a member\'s closed branch and the next diff removes it', async () => {
    const before = await json<DrawResponse>(await draw(f.owner.key, { start_person_id: f.ids.jason }));
    expect(before.persons.some((p) => p.object_id === f.ids.grandpa)).toBe(true);
    const res = await t.request(`/api/v1/familytree/${f.treeId}/expand-control/`, {
      method: 'POST',
      token: f.owner.key,
      json: { start_person_id: f.ids.jason, data_list: [{ person_id: f.ids.father, action: 'collapse' }] },
    });
    expect(await res.json()).toEqual({ control_data: { expanded: [], collapsed: [f.ids.father] } });
    const d = await json<DiffResponse>(await diff(f.owner.key, { map_hash: before.map_hash, start_person_id: f.ids.jason, trigger: 'expand' }));
    expect(d.remove_persons).toContain(f.ids.grandpa);
    await t.request(`/api/v1/familytree/${f.treeId}/expand-control/`, {
      method: 'POST',
      token: f.owner.key,
      json: { data_list: [{ person_id: f.ids.father, action: 'expand' }] },
    });
    const reopened = await json<DrawResponse>(await draw(f.owner.key, { start_person_id: f.ids.jason }));
    expect(reopened.persons.some((p) => p.object_id === f.ids.grandpa)).toBe(true);
  });

  it('refuses a person who is not in the tree, naming data_list, and stores nothing', async () => {
    for (const person_id of ['3f0c7a52-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await t.request(`/api/v1/familytree/${f.treeId}/expand-control/`, {
        method: 'POST',
        token: f.owner.key,
        json: { data_list: [{ person_id: f.ids.father, action: 'collapse' }, { person_id, action: 'collapse' }] },
      });
      expect(res.status).toBe(400);
      expect((await res.json()).fields.data_list[0]).toContain(person_id);
    }
    const d = await json<DrawResponse>(await draw(f.owner.key, { start_person_id: f.ids.jason }));
    expect(d.persons.some((p) => p.object_id === f.ids.grandpa)).toBe(true);
  });

  it('rejects an empty data_list with the field named', async () => {
    const res = await t.request(`/api/v1/familytree/${f.treeId}/expand-control/`, { method: 'POST', token: f.owner.key, json: { data_list: [] } });
    expect(res.status).toBe(400);
    expect((await res.json()).fields.data_list).toBeDefined();
  });
});
