import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser } from '../../../../tests/harness/users';
import { buildFamily, json, type Family } from '../trees/testFamily';

let t: TestApp;
let f: Family;
const missing = '2b1f6a55-0000-4000-8000-000000000000';

async function countLinks() {
  const db = t.database.db;
  const [p, c, n] = await Promise.all([
    db.selectFrom('parenthoods').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('couples').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('persons').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return [Number(p.n), Number(c.n), Number(n.n)];
}

beforeAll(async () => {
  t = await testApp();
  f = await buildFamily(t);
});
afterAll(async () => {
  await t.close();
});

describe('person reads', () => {
  it('answers fields, display names and relatives', async () => {
    const p = await json(await t.request(`/api/v1/person/${f.ids.father}/`, { token: f.viewer.key }));
    expect(p.full_name).toBe('Henry Wong 黄国荣');
    expect(p.names_zh).toBe('黄国荣');
    expect(p.relatives.parents.sort()).toEqual([f.ids.grandma, f.ids.grandpa].sort());
    expect(p.relatives.children).toEqual([f.ids.jason]);
    expect(p.relatives.siblings).toEqual([f.ids.uncle]);
    expect(p.relatives.spouses).toEqual([f.ids.mother]);
  });

  it('relatives come ordered with spouses_meta and preferences', async () => {
    const r = await json(await t.request(`/api/v1/person/${f.ids.father}/relatives/`, { token: f.owner.key }));
    expect(r.parents.map((p: { id: string }) => p.id)).toEqual([f.ids.grandpa, f.ids.grandma]);
    expect(r.spouses_meta).toHaveLength(1);
    expect(r.spouses_meta[0]).toMatchObject({ spouse_id: f.ids.mother, is_divorced: false });
    const couple = await t.database.db.selectFrom('couples').select('id').where('person1_id', '=', f.ids.father).executeTakeFirstOrThrow();
    expect(r.spouses_meta[0].couple_id).toBe(couple.id);
    expect(r.preferences).toEqual({ color_code_gender: true, tree_show_birth_order: false });
  });

  it('options, full names, extra data and my surnames', async () => {
    const o = await json(await t.request('/api/v1/person/options/'));
    expect(o.genders).toEqual([{ value: 'f', label: 'Female' }, { value: 'm', label: 'Male' }, { value: 'none', label: 'Unknown' }]);
    expect(o.first_name_types.map((x: { value: string }) => x.value)).toContain('other_name');
    const n = await json(await t.request(`/api/v1/person/full-names/?ids=${f.ids.grandpa}&ids=${missing}&ids=junk`, { token: f.editor.key }));
    expect(n.objects).toEqual([{ object_id: f.ids.grandpa, full_name: 'Tak Wong 黄德' }]);
    const x = await json(await t.request(`/api/v1/person/${f.ids.grandpa}/extra-data/`, { token: f.owner.key }));
    expect(x.relation_to_home_person.zh).toBe('祖父');
    expect(x.generation_number).toBe(-2);
    const s = await json(await t.request('/api/v1/person/my-surnames/', { token: f.owner.key }));
    expect(s.objects[0]).toEqual({ surname: 'Wong', count: 6, is_chinese: false });
    expect((await t.request('/api/v1/person/my-surnames/')).status).toBe(401);
  });

  it('unknown and malformed person ids are 404', async () => {
    for (const id of [missing, 'nope']) expect((await t.request(`/api/v1/person/${id}/`, { token: f.owner.key })).status).toBe(404);
  });
});

describe('person writes', () => {
  it('creates, patches and sets facts by role', async () => {
    const body = { family_tree_id: f.treeId, first_names: [{ type: 'given', value: 'Ah Sing' }], surnames: [{ type: 'birth', value: 'Wong' }] };
    expect((await t.request('/api/v1/person/', { method: 'POST', token: f.viewer.key, json: body })).status).toBe(403);
    expect((await t.request('/api/v1/person/', { method: 'POST', token: f.stranger.key, json: body })).status).toBe(404);
    expect((await t.request('/api/v1/person/', { method: 'POST', json: body })).status).toBe(401);
    const res = await t.request('/api/v1/person/', { method: 'POST', token: f.editor.key, json: { ...body, relative: { person_id: f.ids.grandpa, relation: 'child', kind: 'adopted' } } });
    expect(res.status).toBe(201);
    const p = await json(res);
    const link = await t.database.db.selectFrom('parenthoods').select('kind').where('child_id', '=', p.id).executeTakeFirstOrThrow();
    expect(link.kind).toBe('adopted');

    const patched = await json(await t.request(`/api/v1/person/${p.id}/`, { method: 'PATCH', token: f.editor.key, json: { birth_date: { year: 1932, approximation_years: 3 }, surnames: [{ type: 'birth', value: '黄' }] } }));
    expect(patched.birth_date.year).toBe(1932);
    expect(patched.first_names).toEqual([{ type: 'given', value: 'Ah Sing' }]);
    // The search keys follow the new names.
    const found = await json(await t.request(`/api/v1/familytree/${f.treeId}/search/?query=huang ah`, { token: f.owner.key }));
    expect(found.objects.map((x: { id: string }) => x.id)).toContain(p.id);

    const facts = await json(await t.request(`/api/v1/person/${p.id}/facts/`, { method: 'POST', token: f.owner.key, json: { facts: [{ fact_type: 'occupation', value: 'laundry owner' }] } }));
    expect(facts.facts[0]).toMatchObject({ fact_type: 'occupation', value: 'laundry owner' });
    expect((await t.request(`/api/v1/person/${p.id}/`, { method: 'PATCH', token: f.viewer.key, json: { notes: 'x' } })).status).toBe(403);
  });

  it('update errors come back in person, create errors in error', async () => {
    const bad = await t.request(`/api/v1/person/${f.ids.father}/`, { method: 'PATCH', token: f.owner.key, json: { gender: 'x', birth_date: { month: 13 } } });
    expect(bad.status).toBe(400);
    const b = await json(bad);
    expect(Object.keys(b.person).sort()).toEqual(['birth_date.month', 'gender']);
    expect(typeof b.error).toBe('string');
    const denied = await json(await t.request(`/api/v1/person/${f.ids.father}/`, { method: 'PATCH', token: f.viewer.key, json: { notes: 'x' } }));
    expect(denied.person.non_field_errors[0]).toMatch(/not edit/);
    const c = await t.request('/api/v1/person/', { method: 'POST', token: f.owner.key, json: { family_tree_id: f.treeId, gender: 'q' } });
    expect(c.status).toBe(400);
    expect((await json(c)).error).toMatch(/gender/);
  });

  it('a sibling needs parents; a relative from another tree is refused', async () => {
    const other = await createTestUser(t.database.db);
    const tree = await json(await t.request('/api/v1/familytree/create/', { method: 'POST', token: other.key, json: { start_person: { first_names: [{ type: 'given', value: 'Outsider' }] } } }));
    const before = await countLinks();
    const r1 = await t.request('/api/v1/person/', { method: 'POST', token: f.owner.key, json: { family_tree_id: f.treeId, relative: { person_id: f.ids.grandpa, relation: 'sibling' } } });
    expect(r1.status).toBe(400);
    const r2 = await t.request('/api/v1/person/', { method: 'POST', token: f.owner.key, json: { family_tree_id: f.treeId, relative: { person_id: tree.home_person, relation: 'child' } } });
    expect(r2.status).toBe(400);
    expect(await countLinks()).toEqual(before);
    expect((await t.request('/api/v1/couple/', { method: 'POST', token: f.owner.key, json: { person1_id: f.ids.uncle, person2_id: tree.home_person } })).status).toBe(400);
    expect((await t.request('/api/v1/parenthood/', { method: 'POST', token: f.owner.key, json: { parent_ids: [f.ids.uncle], child_ids: [tree.home_person] } })).status).toBe(400);
    expect((await t.request('/api/v1/parenthood/', { method: 'POST', token: f.owner.key, json: { parent_ids: [f.ids.uncle], child_ids: [missing] } })).status).toBe(404);
    expect(await countLinks()).toEqual(before);
  });

  it('imports several relatives in one write', async () => {
    // from_hint must name a hint of this person (hints.int.test.ts accepts one this way); an unknown one is refused.
    const unknownHint = await t.request(`/api/v1/person/${f.ids.cousin}/import-relatives/`, {
      method: 'POST',
      token: f.owner.key,
      json: { from_hint: 'hint-7', new_relatives: [{ relation: 'child', person: { first_names: [{ type: 'given', value: 'Kin' }], gender: 'm' } }] },
    });
    expect(unknownHint.status).toBe(400);
    const res = await t.request(`/api/v1/person/${f.ids.cousin}/import-relatives/`, {
      method: 'POST',
      token: f.owner.key,
      json: {
        new_relatives: [
          { relation: 'spouse', person: { first_names: [{ type: 'given', value: 'Bik' }], gender: 'f' } },
          { relation: 'child', person: { first_names: [{ type: 'given', value: 'Kin' }], gender: 'm' } },
          { relation: 'parent', person: { first_names: [{ type: 'given', value: 'Auntie' }], gender: 'f' } },
        ],
      },
    });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.persons.map((p: { relation: string }) => p.relation)).toEqual(['spouse', 'child', 'parent']);
    const r = await json(await t.request(`/api/v1/person/${f.ids.cousin}/relatives/`, { token: f.owner.key }));
    expect(r.parents.map((p: { full_name: string }) => p.full_name).sort()).toEqual(['Auntie', 'Uncleton Wong']);
    expect(r.spouses.map((p: { full_name: string }) => p.full_name)).toEqual(['Bik']);
    expect(r.children.map((p: { full_name: string }) => p.full_name)).toEqual(['Kin']);
    const before = await countLinks();
    const bad = await t.request(`/api/v1/person/${f.ids.cousin}/import-relatives/`, {
      method: 'POST',
      token: f.owner.key,
      json: { new_relatives: [{ relation: 'child', person: {} }, { relation: 'parent', person: {} }] },
    });
    // A third birth parent is refused and the child added in the same call is not kept.
    expect(bad.status).toBe(400);
    expect(await countLinks()).toEqual(before);
  });
});

describe('couples and parenthood', () => {
  it('a cycle is refused with a clear message and nothing written', async () => {
    const before = await countLinks();
    const res = await t.request('/api/v1/parenthood/', { method: 'POST', token: f.owner.key, json: { parent_ids: [f.ids.jason], child_ids: [f.ids.grandpa] } });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toMatch(/own ancestor/);
    const self = await t.request('/api/v1/parenthood/', { method: 'POST', token: f.owner.key, json: { parent_ids: [f.ids.jason], child_ids: [f.ids.jason] } });
    expect(self.status).toBe(400);
    // One good pair and one cycle in one call: neither is kept.
    const mixed = await t.request('/api/v1/parenthood/', { method: 'POST', token: f.owner.key, json: { parent_ids: [f.ids.uncle], child_ids: [f.ids.granduncle, f.ids.grandpa] } });
    expect(mixed.status).toBe(400);
    expect(await countLinks()).toEqual(before);
  });

  it('creates and patches couples; a pair is a couple once', async () => {
    expect((await t.request('/api/v1/couple/', { method: 'POST', token: f.owner.key, json: { person1_id: f.ids.mother, person2_id: f.ids.father } })).status).toBe(409);
    expect((await t.request('/api/v1/couple/', { method: 'POST', token: f.owner.key, json: { person1_id: f.ids.uncle, person2_id: f.ids.uncle } })).status).toBe(400);
    const c = await json(await t.request('/api/v1/couple/', { method: 'POST', token: f.editor.key, json: { person1_id: f.ids.uncle, person2_id: f.ids.granduncle, marriage_date: { year: 1960 } } }));
    expect(c.marriage_date.year).toBe(1960);
    expect((await t.request(`/api/v1/couple/${c.id}/`, { method: 'PATCH', token: f.viewer.key, json: { is_divorced: true } })).status).toBe(403);
    const p = await json(await t.request(`/api/v1/couple/${c.id}/`, { method: 'PATCH', token: f.owner.key, json: { is_divorced: true, divorce_date: { year: 1965 } } }));
    expect([p.is_divorced, p.divorce_date.year, p.marriage_date.year]).toEqual([true, 1965, 1960]);
    expect((await t.request(`/api/v1/couple/${missing}/`, { method: 'PATCH', token: f.owner.key, json: {} })).status).toBe(404);
    const del = await t.request(`/api/v1/familytree/${f.treeId}/relationships/spouse/?person_id=${f.ids.granduncle}&spouse_id=${f.ids.uncle}`, { method: 'DELETE', token: f.owner.key });
    expect(del.status).toBe(200);
    expect((await t.request(`/api/v1/familytree/${f.treeId}/relationships/spouse/`, { method: 'DELETE', token: f.owner.key, json: { person_id: f.ids.granduncle, spouse_id: f.ids.uncle } })).status).toBe(404);
  });

  it('removes a parent link by role', async () => {
    const path = `/api/v1/familytree/${f.treeId}/relationships/parent/?parent_id=${f.ids.grandma}&child_id=${f.ids.uncle}`;
    expect((await t.request(path, { method: 'DELETE', token: f.viewer.key })).status).toBe(403);
    expect((await t.request(path, { method: 'DELETE', token: f.stranger.key })).status).toBe(404);
    const res = await json(await t.request(path, { method: 'DELETE', token: f.editor.key }));
    expect(res.removed_children_ids).toEqual([f.ids.uncle]);
    expect((await t.request(path, { method: 'DELETE', token: f.editor.key })).status).toBe(404);
    await t.request('/api/v1/parenthood/', { method: 'POST', token: f.owner.key, json: { parent_ids: [f.ids.grandma], child_ids: [f.ids.uncle] } });
  });
});

describe('deleting a person', () => {
  it('removes links in one go and hands focus to the first spouse, else sibling, parent, child', async () => {
    const mk = async (body: Record<string, unknown>) => (await json(await t.request('/api/v1/person/', { method: 'POST', token: f.owner.key, json: { family_tree_id: f.treeId, ...body } }))).id as string;
    const a = await mk({ first_names: [{ type: 'given', value: 'A' }], relative: { person_id: f.ids.granduncle, relation: 'child' } });
    const wife = await mk({ first_names: [{ type: 'given', value: 'Wife' }], relative: { person_id: a, relation: 'spouse' } });
    const kid = await mk({ first_names: [{ type: 'given', value: 'Kid' }], relative: { person_id: a, relation: 'child' } });
    expect((await t.request(`/api/v1/person/${a}/`, { method: 'DELETE', token: f.viewer.key })).status).toBe(403);
    const r = await json(await t.request(`/api/v1/person/${a}/`, { method: 'DELETE', token: f.owner.key }));
    expect(r.focus_person_id).toBe(wife);
    const links = await t.database.db.selectFrom('parenthoods').select('child_id').where((eb) => eb.or([eb('parent_id', '=', a), eb('child_id', '=', a)])).execute();
    expect(links).toEqual([]);
    // Kid now has no parents; Wife has no spouse: Wife's focus falls to nobody, Kid's too.
    expect((await json(await t.request(`/api/v1/person/${wife}/`, { method: 'DELETE', token: f.owner.key }))).focus_person_id).toBeNull();
    const b = await mk({ first_names: [{ type: 'given', value: 'B' }], relative: { person_id: kid, relation: 'parent' } });
    expect((await json(await t.request(`/api/v1/person/${kid}/`, { method: 'DELETE', token: f.owner.key }))).focus_person_id).toBe(b);
    const sib = await json(await t.request(`/api/v1/person/${f.ids.uncle}/`, { method: 'GET', token: f.owner.key }));
    expect(sib.relatives.siblings).toContain(f.ids.father);
  });

  it('deleting the home person moves home to the focus', async () => {
    const u = await createTestUser(t.database.db);
    const tree = await json(await t.request('/api/v1/familytree/create/', { method: 'POST', token: u.key, json: { start_person: { first_names: [{ type: 'given', value: 'Home' }] } } }));
    const spouse = await json(await t.request('/api/v1/person/', { method: 'POST', token: u.key, json: { family_tree_id: tree.id, relative: { person_id: tree.home_person, relation: 'spouse' } } }));
    const r = await json(await t.request(`/api/v1/person/${tree.home_person}/`, { method: 'DELETE', token: u.key }));
    expect([r.focus_person_id, r.home_person]).toEqual([spouse.id, spouse.id]);
    const d = await json(await t.request(`/api/v1/familytree/${tree.id}/`, { token: u.key }));
    expect(d.home_person).toBe(spouse.id);
    expect(d.start_person.id).toBe(spouse.id);
  });
});
