/**
 * Simplified <-> traditional conversion with opencc-js. Surnames go through the surname table first:
 * character conversion alone turns the surname 余 into 餘, 于 into 於, 范 into 範, 沈 into 瀋.
 */
import * as OpenCC from 'opencc-js';
import { SURNAMES, findSurname } from './surnameTable';

export type TraditionalVariant = 't' | 'hk' | 'tw';

const converters = new Map<string, (text: string) => string>();

// Building a converter parses its dictionaries (tens of milliseconds): build each direction once.
function converter(from: 'cn' | TraditionalVariant, to: 'cn' | TraditionalVariant): (text: string) => string {
  const key = `${from}>${to}`;
  let fn = converters.get(key);
  if (!fn) {
    fn = OpenCC.Converter({ from, to });
    converters.set(key, fn);
  }
  return fn;
}

/** Text in simplified characters. */
export function toSimplified(text: string): string {
  return converter('t', 'cn')(text);
}

/** Text in traditional characters (OpenCC standard forms, or Hong Kong / Taiwan variants). */
export function toTraditional(text: string, variant: TraditionalVariant = 't'): string {
  return converter('cn', variant)(text);
}

/** A surname in simplified characters, by the surname table first. */
export function surnameToSimplified(surname: string): string {
  const s = surname.trim();
  return findSurname(s)?.simplified ?? toSimplified(s);
}

/** A surname in traditional characters, by the surname table first (余 stays 余). */
export function surnameToTraditional(surname: string, variant: TraditionalVariant = 't'): string {
  const s = surname.trim();
  return findSurname(s)?.traditional ?? toTraditional(s, variant);
}

// Longest first, so 欧阳 wins over 欧 and 司徒 over 司.
const COMPOUND_SURNAMES = SURNAMES.flatMap((e) => [e.simplified, e.traditional])
  .filter((s) => [...s].length > 1)
  .sort((a, b) => b.length - a.length);

/** Splits a Chinese full name written as one string into surname and given name (欧阳修 -> 欧阳 + 修). */
export function splitChineseName(full: string): { surname: string; given: string } {
  const s = full.replace(/\s+/gu, '');
  const compound = COMPOUND_SURNAMES.find((c) => s.startsWith(c) && s.length > c.length);
  const cut = compound ? compound.length : ([...s][0]?.length ?? 0);
  return { surname: s.slice(0, cut), given: s.slice(cut) };
}

/** A full Chinese name (surname first) in traditional characters, the surname by the table. */
export function nameToTraditional(full: string, variant: TraditionalVariant = 't'): string {
  const { surname, given } = splitChineseName(full);
  return surnameToTraditional(surname, variant) + toTraditional(given, variant);
}

/** A full Chinese name (surname first) in simplified characters, the surname by the table. */
export function nameToSimplified(full: string): string {
  const { surname, given } = splitChineseName(full);
  return surnameToSimplified(surname) + toSimplified(given);
}
