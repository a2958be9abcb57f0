import { describe, expect, it } from 'vitest';
import { inBlock } from '../../matching/blocking';
import type { TreePersonForMatch } from '../../matching/types';
import { blockedPersons } from './candidates';
import { ScanJoin, type ScannedRow } from './scanJoin';

const person = (id: string, given: string[], surnames: string[], birthYear: number | null, deathYear: number | null = null): TreePersonForMatch => ({
  id,
  first_names: given.map((value) => ({ type: 'given', value })),
  surnames: surnames.map((value) => ({ type: 'birth', value })),
  gender: 'm',
  birthYear,
  birthApprox: 0,
  deathYear,
  birthPlaceCode: null,
  parents: [],
  spouses: [],
  children: [],
  siblings: [],
});

const persons = [
  person('wing-sing', ['永胜', 'Wing Sing'], ['黄', 'Wong'], 1880),
  person('chun', ['珍珍'], ['陈'], 1890),
  person('ah-chun', ['Chun'], ['Chan'], 1890),
  person('kwok-hing', ['Kwok Hing'], ['Wong'], 1870),
  person('hing-kwok', ['Hing Kwok'], ['Wong'], 1872),
  person('shing-sing', ['Shing Sing'], ['Lee'], 1880),
  person('died', ['Fook Yee'], ['Chew'], null, 1930),
];

let code = 0;
const row = (surname: string, first_name: string, birth_year: number | null, name_zh: string | null = null, birth_year_approx = 0): ScannedRow => ({
  record_code: `R${++code}`,
  source_id: 's',
  position: 1,
  role: 'principal',
  surname,
  first_name,
  name_zh,
  gender: null,
  birth_year,
  birth_year_approx,
  birth_place_code: null,
  death_year: null,
});

const rows = [
  row('Wong', 'Wing Sing', 1885),
  row('Wong', 'Wing-sing', 1882, '黃永勝'),
  row('Huang', 'Ah Sing', null),
  row('Sing', 'Wong Wing', 1880),
  row('Wong', 'Wingsing', 1879),
  row('Wong', 'Wing Tak', 1880),
  row('Wong', 'Wing Sing', 1920),
  row('Wong', 'Wing Sing', 1905, null, 10),
  row('Chan', 'Chun', 1890),
  row('Chan', 'Ah Chun', 1893),
  row('Chun', 'Chan Ah', 1890),
  row('Chan', 'Chun Wing', 1890),
  row('陈', '', 1891, '陈珍珍'),
  row('Wong', 'Kwok Hing', 1871),
  row('Wong', 'Hing', 1871),
  row('Kwok', 'Wong Hing', 1871),
  row('Lee', 'Sing', 1880),
  row('Lee', 'Shing', 1881),
  row('Chew', 'Fook Yee', 1860),
  row('Chew', 'Ah Fook', null),
];

describe('ScanJoin', () => {
  it('finds for each record person exactly the tree persons blocking lets through, however the given name is written', () => {
    const blocked = blockedPersons(persons);
    const join = new ScanJoin(blocked);
    for (const r of rows) join.takeRecord('import', 'collection', [r]);
    const found = new Set<string>();
    for (const [id, list] of join.out) for (const c of list) found.add(`${id} ${c.code}`);
    const expected = new Set<string>();
    for (const m of blocked) for (const r of rows) if (inBlock(m.block, r)) expected.add(`${m.person.id} ${r.record_code}`);
    expect([...found].sort()).toEqual([...expected].sort());
    // The cases the one-key shortcut must not drop.
    expect(found).toContain('wing-sing R3'); // "Ah Sing" with no birth year
    expect(found).toContain('wing-sing R4'); // written in swapped order
    expect(found).toContain('wing-sing R5'); // joined
    expect(found).toContain('ah-chun R10'); // a one-syllable name as "Ah Chun"
    expect(found).not.toContain('wing-sing R6'); // one syllable of two agrees
    expect(found).not.toContain('wing-sing R7'); // born 40 years later
  });

  it('gives each record person its record’s other persons, once per record person however many tree persons it is found for', () => {
    const join = new ScanJoin(blockedPersons(persons));
    const father = { ...row('Wong', 'Tak', 1850), position: 2, role: 'father' };
    const principal = { ...row('Wong', 'Kwok Hing', 1871), record_code: father.record_code };
    join.takeRecord('import', 'collection', [principal, father]);
    const a = join.out.get('kwok-hing')!;
    const b = join.out.get('hing-kwok')!;
    expect(a).toHaveLength(1);
    expect(a[0]).toBe(b[0]);
    expect(a[0]!.others).toEqual([{ role: 'father', surname: 'Wong', first_name: 'Tak', name_zh: null, gender: null }]);
  });
});
