import { describe, expect, it } from 'vitest';
import { FIT_RECORDS, HINT_THRESHOLD } from './weights';
import { compare, corpusScale, matchProbability, preparePerson } from './score';
import type { RecordPersonForMatch, TreePersonForMatch } from './types';

const person = (over: Partial<TreePersonForMatch> = {}): TreePersonForMatch => ({
  id: 'p1',
  first_names: [{ type: 'given', value: '永胜' }, { type: 'other_name', value: 'Wing Sing' }],
  surnames: [{ type: 'birth', value: '黄' }, { type: 'birth', value: 'Wong' }],
  gender: 'm',
  birthYear: 1880,
  birthApprox: 0,
  deathYear: null,
  birthPlaceCode: '440781',
  parents: [{ first_names: [{ type: 'given', value: '国明' }, { type: 'other_name', value: 'Kwok Ming' }], surnames: [{ type: 'birth', value: '黄' }], gender: 'm' }],
  spouses: [],
  children: [],
  siblings: [],
  ...over,
});

const record = (over: Partial<RecordPersonForMatch> = {}): RecordPersonForMatch => ({
  code: 'r1',
  position: 0,
  role: 'principal',
  surname: 'Wong',
  first_name: 'Wing Sing',
  name_zh: null,
  gender: 'm',
  birth_year: 1880,
  birth_year_approx: 2,
  birth_place_code: '440781',
  death_year: null,
  others: [],
  ...over,
});

describe('RecordFinder score', () => {
  it('does not make a hint of a namesake born 30 years apart', () => {
    const p = matchProbability(preparePerson(person()), record({ birth_year: 1910 }));
    expect(p).toBeLessThan(0.1);
    expect(compare(preparePerson(person()), record({ birth_year: 1910 })).has('birth.conflict')).toBe(true);
  });

  it('makes a hint of a romanisation variant with matching parents', () => {
    // Taishanese "Wing-shing" written by the clerk, father named as the family knows him.
    const r = record({ surname: 'Wong', first_name: 'Wing-shing', birth_year: 1881, others: [{ role: 'father', surname: 'Wong', first_name: 'Kwok-ming', name_zh: null, gender: 'm' }] });
    const features = compare(preparePerson(person()), r);
    expect(features.has('given.close')).toBe(true);
    expect(features.has('parent.agree')).toBe(true);
    expect(matchProbability(preparePerson(person()), r)).toBeGreaterThan(HINT_THRESHOLD);
  });

  it('counts a different father against more than a missing father counts for', () => {
    const withoutFather = matchProbability(preparePerson(person()), record({ first_name: 'Wing-shing' }));
    const otherFather = matchProbability(preparePerson(person()), record({ first_name: 'Wing-shing', others: [{ role: 'father', surname: 'Wong', first_name: 'Tak Fook', name_zh: null, gender: 'm' }] }));
    expect(otherFather).toBeLessThan(withoutFather);
    expect(otherFather).toBeLessThan(HINT_THRESHOLD);
  });

  it('reads names across scripts: the Chinese name in a record, Ah before a familiar name, swapped order', () => {
    const prepared = preparePerson(person());
    expect(compare(prepared, record({ first_name: 'Wing Sing', name_zh: '黃永勝' })).has('given.exact')).toBe(true);
    expect(compare(prepared, record({ first_name: 'Ah Sing' })).has('given.familiar')).toBe(true);
    expect(compare(prepared, record({ surname: 'Sing', first_name: 'Wong Wing' })).has('given.swapped')).toBe(true);
    expect(compare(prepared, record({ first_name: 'Wingsing' })).has('given.exact')).toBe(true);
    expect(compare(prepared, record({ first_name: 'W. S.' })).has('given.initials')).toBe(true);
    // A different Chinese given name is a different person, whatever the spelling says.
    expect(compare(prepared, record({ name_zh: '黃永福' })).has('given.conflict')).toBe(true);
  });

  it('places a village inside its county', () => {
    expect(compare(preparePerson(person({ birthPlaceCode: '440781105' })), record()).has('place.agree')).toBe(true);
    expect(compare(preparePerson(person()), record({ birth_place_code: '440705' })).has('place.conflict')).toBe(true);
  });

  it('gives a conflicting gender a low probability', () => {
    expect(matchProbability(preparePerson(person()), record({ gender: 'f' }))).toBeLessThan(0.5);
  });

  it('lowers the odds of a pair as the corpus grows past the size the weights were fitted at, and never raises them', () => {
    expect(corpusScale(FIT_RECORDS / 10)).toBe(0);
    expect(corpusScale(FIT_RECORDS)).toBe(0);
    expect(corpusScale(FIT_RECORDS * 10)).toBeCloseTo(Math.log(10), 9);
    const prepared = preparePerson(person({ parents: [] }));
    // Names and birth year alone: a hint among the fitted corpus's records, not among a hundred times more.
    const alone = record({ birth_place_code: null });
    expect(matchProbability(prepared, alone, corpusScale(FIT_RECORDS))).toBeGreaterThan(HINT_THRESHOLD);
    expect(matchProbability(prepared, alone, corpusScale(FIT_RECORDS * 100))).toBeLessThan(HINT_THRESHOLD);
    // The father named alike still makes it one there.
    const withFather = record({ birth_place_code: null, others: [{ role: 'father', surname: 'Wong', first_name: 'Kwok Ming', name_zh: null, gender: 'm' }] });
    expect(matchProbability(preparePerson(person()), withFather, corpusScale(FIT_RECORDS * 100))).toBeGreaterThan(HINT_THRESHOLD);
  });
});
