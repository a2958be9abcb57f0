import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clanPersonsSchema } from '../../../protocol/trees';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { buildFamily, json, type Family } from './testFamily';

let t: TestApp;
let f: Family;

beforeAll(async () => {
  t = await testApp();
  f = await buildFamily(t);
});
afterAll(async () => {
  await t.close();
});

const call = (query: string, token?: string, tree = f.treeId) => t.request(`/api/v1/familytree/${tree}/clan-persons/?${query}`, { token });
async function persons(query: string, token?: string) {
  const res = await call(query, token);
  expect([query, res.status]).toEqual([query, 200]);
  return clanPersonsSchema.parse(await res.json());
}

describe('persons of one clan in a tree', () => {
  it('lists the persons carrying a Chinese surname in either script, by birth, with the total', async () => {
    const huang = await persons(`surname=${encodeURIComponent('黄')}`, f.owner.key);
    expect(huang.objects.map((p) => p.id)).toEqual([f.ids.grandpa, f.ids.father, f.ids.jason]);
    expect([huang.simplified, huang.traditional]).toEqual(['黄', '黃']);
    expect(huang.meta).toEqual({ limit: 50, offset: 0, total_count: 3 });
    const traditional = await persons(`surname=${encodeURIComponent('黃')}`, f.owner.key);
    expect(traditional.objects.map((p) => p.id)).toEqual(huang.objects.map((p) => p.id));
    const chen = await persons(`surname=${encodeURIComponent('陈')}`, f.owner.key);
    expect(chen.objects.map((p) => p.id)).toEqual([f.ids.mother]);
    expect((await persons(`surname=${encodeURIComponent('王')}`, f.owner.key)).meta.total_count).toBe(0);
    const page = await persons(`surname=${encodeURIComponent('黄')}&limit=1&offset=1`, f.owner.key);
    expect(page.objects.map((p) => p.id)).toEqual([f.ids.father]);
    expect(page.meta).toEqual({ limit: 1, offset: 1, total_count: 3 });
  });

  it('shows a viewer the living, and nobody else sees the tree while it is private', async () => {
    expect((await persons(`surname=${encodeURIComponent('黄')}`, f.viewer.key)).objects.map((p) => p.id)).toContain(f.ids.jason);
    expect((await call(`surname=${encodeURIComponent('黄')}`, f.stranger.key)).status).toBe(404);
  });

  it('on a public tree shows a non-member only the dead, counted the same way', async () => {
    await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: f.owner.key, json: { is_public: true } });
    try {
      for (const token of [undefined, f.stranger.key]) {
        const huang = await persons(`surname=${encodeURIComponent('黄')}`, token);
        expect(huang.objects.map((p) => p.id)).toEqual([f.ids.grandpa, f.ids.father]);
        expect(huang.meta.total_count).toBe(2);
        expect(JSON.stringify(huang)).not.toContain('Jason');
        expect((await persons(`surname=${encodeURIComponent('陈')}`, token)).objects).toEqual([]);
        const surnames = await json(await t.request(`/api/v1/familytree/${f.treeId}/chinese-surnames/`, { token }));
        expect(surnames.objects.find((s: { surname: string }) => s.surname === '黄').count).toBe(2);
      }
    } finally {
      await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: f.owner.key, json: { is_public: false } });
    }
  });

  it('refuses bad input with 400 naming the field, and an unknown tree with 404', async () => {
    const cases: [string, string][] = [
      ['', 'surname'],
      ['surname=%20', 'surname'],
      [`surname=${'x'.repeat(41)}`, 'surname'],
      [`surname=${encodeURIComponent('黄')}&limit=100000`, 'limit'],
      [`surname=${encodeURIComponent('黄')}&offset=-1`, 'offset'],
    ];
    for (const [query, field] of cases) {
      const res = await call(query, f.owner.key);
      const body = await json(res);
      expect([query, res.status, Object.keys(body.fields ?? {})]).toEqual([query, 400, [field]]);
    }
    expect((await call('surname=x', f.owner.key, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('counts a clan once in the tree\'s Chinese surnames whichever script its persons carry', async () => {
    const before = await json(await t.request(`/api/v1/familytree/${f.treeId}/chinese-surnames/`, { token: f.owner.key }));
    expect(before.objects.find((s: { surname: string }) => s.surname === '黄').count).toBe(3);
    const add = (surnames: string[]) =>
      t.request('/api/v1/person/', { method: 'POST', token: f.owner.key, json: { family_tree_id: f.treeId, first_names: [{ type: 'given', value: 'Kin' }], surnames: surnames.map((value) => ({ type: 'birth', value })) } });
    expect((await add(['黃'])).status).toBe(201);
    expect((await add(['黃', '黄'])).status).toBe(201);
    const after = await json(await t.request(`/api/v1/familytree/${f.treeId}/chinese-surnames/`, { token: f.owner.key }));
    expect(after.objects.filter((s: { surname: string }) => s.surname === '黄' || s.surname === '黃')).toEqual([{ surname: '黄', count: 5, pinyin: 'huang' }]);
    expect((await persons(`surname=${encodeURIComponent('黄')}`, f.owner.key)).meta.total_count).toBe(5);
  });
});
