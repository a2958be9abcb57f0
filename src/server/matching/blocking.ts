/**
 * Candidate blocking: a tree person is compared only with record persons that share a cross-script
 * surname key (the characters a spelling may stand for, or the spelling itself: Wong → 黄, 王, wong)
 * and whose birth year, with its stated approximation, falls in a window around the person's. The
 * database answers the same question from record_persons' key index and birth-year index.
 */
import { personNames, writtenName } from './names';
import type { RecordPersonForMatch, TreePersonForMatch } from './types';

/** Years either side of a person's birth year that a record's birth year may fall (before its own approximation). */
export const BIRTH_WINDOW = 12;

export function blockingKeysOfPerson(p: Pick<TreePersonForMatch, 'first_names' | 'surnames'>): string[] {
  const n = personNames(p.first_names, p.surnames);
  return [...new Set([...n.surnameChars, ...n.surnameSpellings])].filter(Boolean);
}

/** The keys a record person is found under (given-name tokens too, for names written in swapped order). */
export function blockingKeysOfRecord(r: Pick<RecordPersonForMatch, 'surname' | 'first_name' | 'name_zh'>): string[] {
  const w = writtenName(r.surname, r.first_name, r.name_zh);
  return [...new Set([...w.surnameChars, w.surnameFolded, ...w.tokens])].filter(Boolean);
}

/** The birth years to look in; a person with neither birth nor death year is not matched (no window). */
export function birthWindow(p: Pick<TreePersonForMatch, 'birthYear' | 'birthApprox' | 'deathYear'>): [number, number] | null {
  if (p.birthYear !== null) return [p.birthYear - BIRTH_WINDOW - p.birthApprox, p.birthYear + BIRTH_WINDOW + p.birthApprox];
  if (p.deathYear !== null) return [p.deathYear - 100, p.deathYear];
  return null;
}
