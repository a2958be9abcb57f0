/**
 * How a clerk wrote a name and an age down: a surname spelling of the family's dialect (the customary
 * one most often), the given name's syllables joined one of the ways records join them (Kwok Ming,
 * Kwok-ming, Kwokming), now and then a syllable heard differently (Sing/Shing), "Ah" before a familiar
 * name, the name order swapped (the surname taken for a given name), and ages heaped on round numbers
 * or counted the Chinese way (one more). Pure functions of a seeded random stream.
 */
import type { SurnameEntry } from '../../chinese/surnameTable';
import { displaySpelling } from '../../chinese/surnameTable';
import type { SpellingColumn } from '../../chinese/surnameRows';
import { SYLLABLE_VARIANTS } from './names';

export type Random = () => number;

/** The clerk's habits: how often each kind of noise happens in a collection. */
export interface ClerkHabits {
  /** Chance the given name is written "Ah X" when the person has a familiar one-syllable name. */
  ah: number;
  /** Chance the name order is swapped. */
  swap: number;
  /** Chance a syllable is written with one of its variants. */
  variant: number;
  /** Chance an age is rounded to a multiple of 5; chance it is one or two years off. */
  heap: number;
  drift: number;
}

/** A surname as written in a record of `dialect`: its customary spelling mostly, another of that dialect sometimes. */
export function spellSurname(entry: SurnameEntry, dialect: SpellingColumn, random: Random): string {
  const own = entry.spellings[dialect];
  const pool = own.length ? own : entry.spellings.cantonese.length ? entry.spellings.cantonese : entry.spellings['wade-giles'];
  const r = random();
  const spelling = pool.length > 1 && r > 0.75 ? pool[1 + Math.floor(((r - 0.75) / 0.25) * (pool.length - 1))]! : pool[0]!;
  return displaySpelling(spelling);
}

/** Given-name syllables joined as records join them, each now and then heard as a variant. */
export function spellGiven(syllables: readonly string[], habits: ClerkHabits, random: Random): string {
  const heard = syllables.map((s) => {
    const variants = SYLLABLE_VARIANTS[s];
    return variants && random() < habits.variant ? variants[Math.floor(random() * variants.length)]! : s;
  });
  if (heard.length < 2) return heard.join('');
  const r = random();
  if (r < 0.62) return heard.join(' ');
  if (r < 0.85) return heard.map((s, i) => (i === 0 ? s : s.toLowerCase())).join('-');
  if (r < 0.93) return heard.join('-');
  return heard.map((s, i) => (i === 0 ? s : s.toLowerCase())).join('');
}

/** An age as stated: heaped on a round number, counted one more (sui), or a year or two off. */
export function statedAge(age: number, habits: ClerkHabits, random: Random): number {
  const r = random();
  if (age >= 18 && r < habits.heap) return Math.round(age / 5) * 5;
  if (r < habits.heap + habits.drift) return Math.max(0, age + (random() < 0.6 ? 1 : random() < 0.5 ? 2 : -1));
  return age;
}

/** The name as entered: {surname, first_name}, with "Ah" and swapped order as the habits say. */
export function enteredName(
  surname: string,
  syllables: readonly string[],
  familiar: string | null,
  habits: ClerkHabits,
  random: Random,
): { surname: string; first_name: string } {
  const given = familiar && random() < habits.ah ? `Ah ${familiar}` : spellGiven(syllables, habits, random);
  if (random() < habits.swap) {
    // "Wong Ah Sing" read as given names "Wong Ah" and a surname "Sing".
    const parts = given.split(/[\s-]/);
    const last = parts.pop()!;
    return { surname: displaySpelling(last.toLowerCase()), first_name: [surname, ...parts].join(' ') };
  }
  return { surname, first_name: given };
}
