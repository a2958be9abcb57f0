import { describe, expect, it } from 'vitest';
import { givenKeysOfPerson, givenKeysOfRecord, inBlock, personBlock } from './blocking';
import type { TreePersonForMatch } from './types';

const person: TreePersonForMatch = {
  id: 'p1',
  first_names: [{ type: 'given', value: '永胜' }, { type: 'other_name', value: 'Wing Sing' }],
  surnames: [{ type: 'birth', value: '黄' }, { type: 'birth', value: 'Wong' }],
  gender: 'm',
  birthYear: 1880,
  birthApprox: 0,
  deathYear: null,
  birthPlaceCode: null,
  parents: [],
  spouses: [],
  children: [],
  siblings: [],
};
const rec = (surname: string, first_name: string, birth_year: number | null, name_zh: string | null = null) => ({ surname, first_name, name_zh, birth_year, birth_year_approx: 2 });

describe('RecordFinder blocking', () => {
  it('keys given names across scripts: characters, spellings, pinyin, joined syllables', () => {
    expect(givenKeysOfPerson(person)).toEqual(expect.arrayContaining(['永', '胜', 'wing', 'sing', 'wingsing', 'yong', 'sheng']));
    expect(givenKeysOfRecord(rec('Wong', 'Ah Sing', 1880))).toEqual(['sing']);
    expect(givenKeysOfRecord(rec('Wong', 'Wing-sing', 1880, '黃永勝'))).toEqual(expect.arrayContaining(['wing', 'sing', 'wingsing', '永', '胜', 'yong', 'sheng']));
  });

  it('lets through a surname key with a given-name key inside the birth window, or with no birth year', () => {
    const block = personBlock(person)!;
    expect(inBlock(block, rec('Wong', 'Wing Sing', 1885))).toBe(true);
    expect(inBlock(block, rec('Huang', 'Ah Sing', null))).toBe(true);
    expect(inBlock(block, rec('Sing', 'Wong Wing', 1880))).toBe(true);
    // Another given name, another surname, or a birth far outside the window: not compared.
    expect(inBlock(block, rec('Wong', 'Tak Fook', 1880))).toBe(false);
    expect(inBlock(block, rec('Chan', 'Wing Sing', 1880))).toBe(false);
    expect(inBlock(block, rec('Wong', 'Wing Sing', 1920))).toBe(false);
  });

  it('matches no person without a given name or a year', () => {
    expect(personBlock({ ...person, first_names: [] })).toBeNull();
    expect(personBlock({ ...person, birthYear: null })).toBeNull();
  });
});
