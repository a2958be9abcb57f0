/**
 * Candidate blocking: a tree person is compared only with record persons that share a cross-script
 * surname key (the characters a spelling may stand for, or the spelling itself: Wong → 黄, 王, wong)
 * AND a given-name key (a syllable as written or in pinyin, a Chinese given character, or the
 * syllables joined: Wing Sing → wing, sing, wingsing, yong, sheng, 永, 胜), and whose birth year, with
 * its stated approximation, falls in a window around the person's. A record that states no birth year
 * (an age left blank, a father named on his son's papers) is kept when both keys agree: the score then
 * rests on names and relatives alone. The database answers the same question from record_persons'
 * key index (search_text holds these keys) and birth-year index.
 */
import { keptBy } from '../lib/keptBy';
import { givenPinyin } from '../chinese/pinyin';
import { personNames, writtenName } from './names';
import type { RecordPersonForMatch, TreePersonForMatch } from './types';

/** Years either side of a person's birth year that a record's birth year may fall (before its own approximation). */
export const BIRTH_WINDOW = 12;

export function blockingKeysOfPerson(p: Pick<TreePersonForMatch, 'first_names' | 'surnames'>): string[] {
  const n = personNames(p.first_names, p.surnames);
  return [...new Set([...n.surnameChars, ...n.surnameSpellings])].filter(Boolean);
}

/** A person's given-name keys: Chinese given characters, spelled syllables (and joined), pinyin syllables (and joined). */
export function givenKeysOfPerson(p: Pick<TreePersonForMatch, 'first_names' | 'surnames'>): string[] {
  const n = personNames(p.first_names, p.surnames);
  const keys = new Set<string>();
  for (const g of n.givenZh) for (const c of g) keys.add(c);
  for (const list of [...n.givenLatin, ...n.givenPinyin]) {
    for (const s of list) if (s !== 'ah' && s !== 'a') keys.add(s);
    if (list.length > 1) keys.add(list.join(''));
  }
  return [...keys].filter(Boolean);
}

/** The keys a record person is found under (given-name tokens too, for names written in swapped order). */
export function blockingKeysOfRecord(r: Pick<RecordPersonForMatch, 'surname' | 'first_name' | 'name_zh'>): string[] {
  const w = writtenName(r.surname, r.first_name, r.name_zh);
  return [...new Set([...w.surnameChars, w.surnameFolded, ...w.tokens])].filter(Boolean);
}

const recordGiven = new Map<string, string[]>();

/** givenPinyin kept per given name: records repeat the same given characters under many surnames. */
const pinyinOfGiven = keptBy(givenPinyin);

/** A record person's given-name keys, the same kinds as givenKeysOfPerson (kept once per spelling). */
export function givenKeysOfRecord(r: Pick<RecordPersonForMatch, 'surname' | 'first_name' | 'name_zh'>): string[] {
  const cacheKey = `${r.surname}\u0000${r.first_name}\u0000${r.name_zh ?? ''}`;
  let keys = recordGiven.get(cacheKey);
  if (keys) return keys;
  const w = writtenName(r.surname, r.first_name, r.name_zh);
  const set = new Set<string>(w.tokens);
  if (w.tokens.length > 1) set.add(w.tokens.join(''));
  if (w.givenZh) {
    for (const c of w.givenZh) set.add(c);
    for (const s of pinyinOfGiven(w.givenZh)) set.add(s);
  }
  keys = [...set].filter(Boolean);
  if (recordGiven.size >= 100_000) recordGiven.clear();
  recordGiven.set(cacheKey, keys);
  return keys;
}

/** The birth years to look in; a person with neither birth nor death year is not matched (no window). */
export function birthWindow(p: Pick<TreePersonForMatch, 'birthYear' | 'birthApprox' | 'deathYear'>): [number, number] | null {
  if (p.birthYear !== null) return [p.birthYear - BIRTH_WINDOW - p.birthApprox, p.birthYear + BIRTH_WINDOW + p.birthApprox];
  if (p.deathYear !== null) return [p.deathYear - 100, p.deathYear];
  return null;
}

/** What blocking needs of a tree person, computed once. */
export interface PersonBlock {
  surnames: Set<string>;
  given: Set<string>;
  window: [number, number];
}

export function personBlock(p: TreePersonForMatch): PersonBlock | null {
  const window = birthWindow(p);
  const given = givenKeysOfPerson(p);
  const surnames = blockingKeysOfPerson(p);
  if (!window || !given.length || !surnames.length) return null;
  return { surnames: new Set(surnames), given: new Set(given), window };
}

type RecordForBlock = Pick<RecordPersonForMatch, 'surname' | 'first_name' | 'name_zh' | 'birth_year' | 'birth_year_approx'>;
const recordKeys = new WeakMap<RecordForBlock, { given: string[]; surnames: string[] }>();

/** True when the record person's birth year, with its approximation, reaches the person's window (or is not stated). */
export function inWindow(b: PersonBlock, r: Pick<RecordForBlock, 'birth_year' | 'birth_year_approx'>): boolean {
  return r.birth_year === null || (r.birth_year + r.birth_year_approx >= b.window[0] && r.birth_year - r.birth_year_approx <= b.window[1]);
}

/** True when blocking lets the record person through for the person (a record's keys are kept per record object). */
export function inBlock(b: PersonBlock, r: RecordForBlock): boolean {
  if (!inWindow(b, r)) return false;
  let keys = recordKeys.get(r);
  if (!keys) recordKeys.set(r, (keys = { given: givenKeysOfRecord(r), surnames: blockingKeysOfRecord(r) }));
  for (const k of keys.given) {
    if (!b.given.has(k)) continue;
    for (const s of keys.surnames) if (b.surnames.has(s)) return true;
    return false;
  }
  return false;
}
