/**
 * Dialect romanisations of surnames (Wong, Chan, Lim, Ng ...) in both directions, from the
 * hand-written surname table.
 */
import { SURNAMES, findSurname, type SurnameEntry } from './surnameTable';

/** A Latin-script name part reduced to what search compares: lower case, no accents or separators. */
export function foldLatin(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/u\u0308|u:/gu, 'v')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]/gu, '');
}

const byRomanisation = new Map<string, SurnameEntry[]>();
for (const e of SURNAMES) {
  const spellings = new Set([e.pinyin.join(''), ...e.romanisations.map(foldLatin)]);
  for (const r of spellings) {
    const list = byRomanisation.get(r) ?? [];
    list.push(e);
    byRomanisation.set(r, list);
  }
}

/** Romanisations of a Chinese surname (either script), pinyin excluded: 黄 -> wong, vong, ng, ooi ... */
export function romanisationsOf(surname: string): string[] {
  return findSurname(surname.trim())?.romanisations ?? [];
}

/** Chinese surnames a romanised surname may stand for, pinyin included: "Wong" -> 黄, 王; "Tan" -> 陈, 谭. */
export function surnamesForRomanisation(romanised: string): SurnameEntry[] {
  return byRomanisation.get(foldLatin(romanised)) ?? [];
}
