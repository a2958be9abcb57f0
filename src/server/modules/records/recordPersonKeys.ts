/** The name keys a record's person is found by (the CPU part of a record import). */
import { splitChineseName, toSimplified } from '../../chinese/script';
import { cutKey, searchKeys } from '../../chinese/searchKeys';
import type { RecordPerson } from '../../data/records/layout';
import { splitSyllables } from '../../chinese/romanisedSyllables';
import { givenPinyin } from '../../chinese/pinyin';
import { oneSyllableKey } from '../../matching/blocking';
import { syllables } from '../../matching/names';

const HAN = /\p{Script=Han}/u;

/**
 * Name keys of a person as a record names them: the written spelling (a run-together given name also in
 * its syllables), the Chinese name, its characters and pairs; each two neighbouring words joined, across
 * the surname and the given name too in either order, so "Albert Ah Yiu" answers to ahyiu and a name
 * read in swapped order ("Wong Ah", surname "Fook") to ahfook; a given name of one syllable ("Chun", "Ah
 * Chun", 珍, zhen) also as that syllable marked (oneSyllableKey), so a person known by one syllable is looked
 * up among those names and not among every name holding it.
 */
export function recordPersonKeys(p: Pick<RecordPerson, 'surname' | 'first_name' | 'name_zh'>): string[] {
  const first_names: { type: 'given'; value: string }[] = [];
  const surnames: { type: 'birth'; value: string }[] = [];
  if (p.first_name) first_names.push({ type: 'given', value: p.first_name });
  if (p.surname) surnames.push({ type: 'birth', value: p.surname });
  const extra: string[] = [];
  if (p.name_zh && HAN.test(p.name_zh)) {
    const { surname, given } = splitChineseName(p.name_zh);
    surnames.push({ type: 'birth', value: surname });
    if (given) first_names.push({ type: 'given', value: given });
    // Each character of the given name, and each pair, so a search by one or two characters uses the index.
    const chars = [...toSimplified(given)];
    extra.push(...chars, ...chars.slice(1).map((c, i) => chars[i] + c));
    if (chars.length === 1) for (const s of [chars[0]!, ...givenPinyin(chars[0]!)]) extra.push(oneSyllableKey(s));
  }
  const given = syllables(p.first_name);
  const surname = syllables(p.surname);
  // A given name the clerk ran together (Kwanwing) also answers to its two syllables (Kwan, Wing),
  // when they split only one way.
  for (const word of given) {
    const splits = splitSyllables(word);
    if (splits.length === 1) extra.push(...splits[0]!);
  }
  for (let i = 1; i < given.length; i++) extra.push(given[i - 1]! + given[i]!);
  const words = given.filter((t) => t !== 'ah' && t !== 'a');
  if (words.length === 1) extra.push(oneSyllableKey(words[0]!));
  if (given.length && surname.length) extra.push(surname.at(-1)! + given[0]!, given.at(-1)! + surname[0]!);
  const keys = searchKeys({ first_names, surnames });
  for (const k of extra) keys.add(cutKey(k));
  return [...keys].filter((k) => !/\s/u.test(k));
}
