/**
 * English kinship words computed from generations: a steps up to the common ancestor, b steps down
 * from it ('third cousin twice removed').
 */
import { GENDER_FEMALE, GENDER_MALE } from './kinGraph';

/** Picks the male, female or neutral word by gender code. */
export function byGender(gender: number, male: string, female: string, neutral: string): string {
  return gender === GENDER_MALE ? male : gender === GENDER_FEMALE ? female : neutral;
}

function greats(n: number): string {
  if (n <= 0) return '';
  return n <= 3 ? 'great-'.repeat(n) : `${n}× great-`;
}

const ORDINALS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
const TIMES = ['', 'once', 'twice', 'three times'];

function ordinal(n: number): string {
  if (n < ORDINALS.length) return ORDINALS[n];
  const tail = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${tail}`;
}

/** The English term for a blood relative a generations up and b down, by the relative's gender. */
export function englishBlood(a: number, b: number, gender: number): string {
  if (a === 0 && b === 0) return 'self';
  if (b === 0) {
    if (a === 1) return byGender(gender, 'father', 'mother', 'parent');
    return greats(a - 2) + byGender(gender, 'grandfather', 'grandmother', 'grandparent');
  }
  if (a === 0) {
    if (b === 1) return byGender(gender, 'son', 'daughter', 'child');
    return greats(b - 2) + byGender(gender, 'grandson', 'granddaughter', 'grandchild');
  }
  if (a === 1 && b === 1) return byGender(gender, 'brother', 'sister', 'sibling');
  if (a === 1) {
    const word = byGender(gender, 'nephew', 'niece', 'nephew or niece');
    return b === 2 ? word : greats(b - 3) + 'grand' + word;
  }
  if (b === 1) return greats(a - 2) + byGender(gender, 'uncle', 'aunt', 'aunt or uncle');
  const degree = Math.min(a, b) - 1;
  const removed = Math.abs(a - b);
  const cousin = `${ordinal(degree)} cousin`;
  if (removed === 0) return cousin;
  return `${cousin} ${TIMES[removed] ?? `${removed} times`} removed`;
}
