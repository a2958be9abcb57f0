import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { loadTestGazetteer } from '../places/testGazetteer';
import { buildFamily, json, type Family } from './testFamily';

describe('tree locations with the gazetteer', () => {
  let t: TestApp;
  let f: Family;
  const locations = async (q: string) =>
    (await json<{ objects: { location: string; count: number; place_id?: string }[] }>(await t.request(`/api/v1/familytree/${f.treeId}/locations/?q=${encodeURIComponent(q)}`, { token: f.owner.key }))).objects;

  beforeAll(async () => {
    t = await testApp();
    f = await buildFamily(t);
    await loadTestGazetteer(t.database.db);
  }, 120_000);
  afterAll(() => t.close());

  it("answers the tree's own places first, then gazetteer places with their ancestors", async () => {
    const found = await locations('taishan');
    expect(found[0]).toEqual({ location: 'Taishan, Guangdong', count: 2 });
    expect(found.slice(1)).toContainEqual({ location: '台山市, 江门市, 广东省', count: 0, place_id: '440781' });
    expect(found.slice(1).every((p) => p.count === 0 && p.place_id)).toBe(true);
  });

  it('autocompletes 开平 (Jiangmen before Tangshan) and Hoiping from the gazetteer alone', async () => {
    expect((await locations('开平'))[0]).toEqual({ location: '开平市, 江门市, 广东省', count: 0, place_id: '440783' });
    expect((await locations('Hoiping'))[0]?.place_id).toBe('440783');
    // An empty query lists the tree's own places only.
    const all = await locations('');
    expect(all.length).toBeGreaterThan(1);
    expect(all.every((p) => p.place_id === undefined && p.count > 0)).toBe(true);
  });
});
