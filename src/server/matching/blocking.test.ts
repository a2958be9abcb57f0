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
    expect(givenKeysOfRecord(rec('Wong', 'Ah Sing', 1880))).toEqual(['sing', '=sing']);
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

  it('needs two syllables of a given name to agree (or all of a shorter name, or "Ah" and one), in any script or spelling', () => {
    const block = personBlock(person)!;
    // Still candidates: the same name in characters, in pinyin, joined, with a variant surname spelling, as "Ah Sing".
    expect(inBlock(block, rec('Wong', 'Ah Sing', 1880))).toBe(true);
    expect(inBlock(block, rec('', '', 1880, '黄永胜'))).toBe(true);
    expect(inBlock(block, rec('Huang', 'Yongsheng', 1880))).toBe(true);
    expect(inBlock(block, rec('Vong', 'Wingsing', 1880))).toBe(true);
    expect(inBlock(block, rec('Ng', 'Wing-sing', null))).toBe(true);
    // A syllable in another customary spelling (Sing / Shing).
    expect(inBlock(block, rec('Wong', 'Wing Shing', 1880))).toBe(true);
    // One common syllable is not enough: Wong Sing Fook, Wong Yong Ming, 黄永福.
    expect(inBlock(block, rec('Wong', 'Sing Fook', 1880))).toBe(false);
    expect(inBlock(block, rec('Wong', 'Yong Ming', 1880))).toBe(false);
    expect(inBlock(block, rec('', '', 1880, '黄永福'))).toBe(false);
  });

  it('meets a doubled given name (珍珍, Chun Chun) only whole', () => {
    const block = personBlock({ ...person, first_names: [{ type: 'given', value: '珍珍' }], surnames: [{ type: 'birth', value: '陈' }] })!;
    expect(inBlock(block, rec('', '', 1880, '陈珍珍'))).toBe(true);
    expect(inBlock(block, rec('Chan', 'Zhenzhen', 1880))).toBe(true);
    expect(inBlock(block, rec('', '', 1880, '陈珍'))).toBe(false);
    expect(inBlock(block, rec('Chan', 'Zhen Wah', 1880))).toBe(false);
  });

  it('meets a name of one syllable alone, after "Ah" or doubled, and a one-word Western name anywhere', () => {
    const chun = personBlock({ ...person, first_names: [{ type: 'given', value: '珍珍' }, { type: 'other_name', value: 'Chun' }], surnames: [{ type: 'birth', value: '陈' }] })!;
    expect(inBlock(chun, rec('Chan', 'Chun', 1880))).toBe(true);
    expect(inBlock(chun, rec('Chan', 'Ah Choon', 1880))).toBe(true);
    expect(inBlock(chun, rec('Chan', 'Chun Chun', null))).toBe(true);
    // Every Chan with a "Chun" somewhere in the given name is another person.
    expect(inBlock(chun, rec('Chan', 'Chun Wing', 1880))).toBe(false);
    expect(inBlock(chun, rec('Chan', 'Kwok Chun', 1880))).toBe(false);
    const ming = personBlock({ ...person, first_names: [{ type: 'given', value: '明' }], surnames: [{ type: 'birth', value: '陈' }] })!;
    expect(inBlock(ming, rec('', '', 1880, '陈明'))).toBe(true);
    expect(inBlock(ming, rec('Chen', 'Ming', 1880))).toBe(true);
    expect(inBlock(ming, rec('', '', 1880, '陈明德'))).toBe(false);
    const alice = personBlock({ ...person, first_names: [{ type: 'given', value: 'Alice' }], surnames: [{ type: 'birth', value: 'Ngan' }] })!;
    expect(inBlock(alice, rec('Ngan', 'Alice Ah Ming', 1880))).toBe(true);
    expect(inBlock(alice, rec('Ngan', 'Mabel Ah Ming', 1880))).toBe(false);
  });

  it('keys a surname written in characters by that character and its spellings, not by the other characters a spelling may stand for', () => {
    const block = personBlock(person)!;
    // Wang is a spelling of 王, which Wong may stand for; the person is 黄.
    expect(inBlock(block, rec('Wang', 'Yong Sheng', 1880))).toBe(false);
    expect(inBlock(block, rec('Wang', 'Yong Ming', 1880))).toBe(false);
    expect(inBlock(block, rec('', '', 1880, '王永胜'))).toBe(false);
    // A person known only by a spelling still meets every character it may stand for.
    const spelled = personBlock({ ...person, first_names: [{ type: 'given', value: 'Wing Sing' }], surnames: [{ type: 'birth', value: 'Wong' }] })!;
    expect(inBlock(spelled, rec('', 'Wing Sing', 1880, '王永胜'))).toBe(true);
    expect(inBlock(spelled, rec('Wang', 'Wing Sing', 1880))).toBe(true);
  });

  it('matches no person without a given name or a year', () => {
    expect(personBlock({ ...person, first_names: [] })).toBeNull();
    expect(personBlock({ ...person, birthYear: null })).toBeNull();
  });
});
