import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { buildFamily, json, LIVING_SECRETS, type Family } from './testFamily';

let t: TestApp;
let f: Family;

/** Besides the family's: a woman whom nothing dates, nor any relative. She may well be alive. */
const SECRETS = [...LIVING_SECRETS, 'Solitaire', 'Kept to herself'];

beforeAll(async () => {
  t = await testApp();
  f = await buildFamily(t);
  const lone = await t.request('/api/v1/person/', { method: 'POST', token: f.owner.key, json: { family_tree_id: f.treeId, first_names: [{ type: 'given', value: 'Solitaire' }], surnames: [{ type: 'birth', value: 'Ng' }], gender: 'f', notes: 'Kept to herself' } });
  f.ids = { ...f.ids, lone: (await lone.json()).id } as Family['ids'];
  await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: f.owner.key, json: { is_public: true } });
});
afterAll(async () => {
  await t.close();
});

/** Every call that answers persons or anything taken from them, for every person as start or subject. */
function calls(): string[] {
  const tree = `/api/v1/familytree/${f.treeId}`;
  const ids = Object.values(f.ids);
  const queries = ['jason', '家健', 'mary', 'chen', 'cousinly', 'lai', 'uncleton', 'solitaire', 'ng', 'wong', 'huang', 'tak', 'j', 'm', 'c', 's'];
  return [
    `${tree}/`,
    `${tree}/relation-names/`,
    `${tree}/locations/`,
    `${tree}/locations/?q=oak`,
    `${tree}/locations/?q=berk`,
    `${tree}/chinese-surnames/`,
    `${tree}/surname/`,
    `${tree}/surname/?q=l`,
    // Its answer repeats the surname asked for, so only surnames that are not themselves secrets are asked.
    ...['黄', '黃', '陈', 'Wong', 'Chan'].map((s) => `${tree}/clan-persons/?surname=${encodeURIComponent(s)}`),
    `${tree}/lineage/`,
    `/api/v1/person/full-names/?${ids.map((id) => `ids=${id}`).join('&')}`,
    ...queries.map((q) => `${tree}/search/?query=${encodeURIComponent(q)}`),
    ...ids.flatMap((id) => [
      `${tree}/?start_person_id=${id}`,
      `${tree}/lineage/?start_person_id=${id}`,
      `/api/v1/person/${id}/`,
      `/api/v1/person/${id}/relatives/`,
      `/api/v1/person/${id}/extra-data/`,
    ]),
  ];
}

async function collect(token: string | undefined): Promise<string> {
  let all = '';
  for (const path of calls()) {
    const res = await t.request(path, { token });
    expect([path, res.status]).toEqual([path, 200]);
    all += `\n${path}\n${await res.text()}`;
  }
  return all;
}

describe('living persons on a public tree', () => {
  it.each([['visitor', undefined], ['stranger', 'stranger']] as const)('no field of a living person reaches a %s through any call', async (_who, who) => {
    const text = await collect(who ? f.stranger.key : undefined);
    for (const secret of SECRETS) expect([secret, text.includes(secret)]).toEqual([secret, false]);
    // The same calls do carry the dead, so the check above is looking at real answers.
    expect(text).toContain('Tak Wong 黄德');
    expect(text).toContain('Taishan, Guangdong');
    expect(text).toContain('Ancestral Wong');
  });

  it('nor through an export, which carries the dead', async () => {
    const start = await t.request(`/api/people/tree/export/${f.treeId}/?format=gedcom7`);
    const { status_key } = await json(start);
    await t.deps.jobs.drain();
    const text = await (await t.request(`/api/people/tree/export/${f.treeId}/?status_key=${status_key}`)).text();
    for (const secret of SECRETS) expect([secret, text.includes(secret)]).toEqual([secret, false]);
    expect(text).toContain('Ancestral');
  });

  it('members see the living in full through the same calls', async () => {
    const text = await collect(f.viewer.key);
    for (const secret of SECRETS) expect([secret, text.includes(secret)]).toEqual([secret, true]);
  });

  it('a living person reads as Living with gender and links only', async () => {
    const p = await json(await t.request(`/api/v1/person/${f.ids.jason}/`));
    expect(p).toMatchObject({ full_name: 'Living', is_private: true, first_names: [], surnames: [], birth_date: null, facts: [], notes: null, gender: 'm' });
    expect(p.relatives.parents.sort()).toEqual([f.ids.father, f.ids.mother].sort());
    const uncle = await json(await t.request(`/api/v1/person/${f.ids.uncle}/`));
    expect(uncle.full_name).toBe('Living');
    const dead = await json(await t.request(`/api/v1/person/${f.ids.father}/`));
    expect([dead.full_name, dead.is_private]).toEqual(['Henry Wong 黄国荣', undefined]);
  });

  it('public visitors cannot write', async () => {
    expect((await t.request(`/api/v1/person/${f.ids.father}/`, { method: 'PATCH', json: { notes: 'x' } })).status).toBe(401);
    expect((await t.request(`/api/v1/person/${f.ids.father}/`, { method: 'PATCH', token: f.stranger.key, json: { notes: 'x' } })).status).toBe(403);
    expect((await t.request(`/api/v1/familytree/${f.treeId}/add-members/`, { method: 'POST', token: f.stranger.key, json: { emails: ['a@b.co'] } })).status).toBe(403);
  });
});
