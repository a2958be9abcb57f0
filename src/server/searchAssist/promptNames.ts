/**
 * Names in a prompt: which romanised word is the surname (Wong Ah Sing, Mary Wong, CHAN Kwong), and
 * where a Chinese name starts and ends in running text (黄永胜1885年生于台山).
 */
import { surnamesForRomanisation } from '../chinese/romanisation';
import { findSurname, splitChineseName } from '../chinese';
import { EVENT_CUES, FILLER_LATIN, MARRIED_WOMAN_MARK, WESTERN_GIVEN } from './lexicon';

export interface ParsedName {
  first_name: string;
  surname: string;
  written: string;
}

const HAN = /\p{Script=Han}/u;
const LATIN_WORD = /^[A-Za-z][A-Za-z'’-]*/u;
const EVENT_WORD = new RegExp(`^(?:${Object.values(EVENT_CUES).join('|')})`, 'iu');
/** Words that end a name read from running English text. */
const STOP_LATIN = new Set([...FILLER_LATIN, 'born', 'died', 'arrived', 'lived', 'living', 'buried', 'married', 'circa', 'abt', 'ca', 'only', 'census', 'immigration', 'passenger', 'with', 'without']);
/** Characters that end a Chinese name in running text. */
const HAN_BREAK = /[于於在的和与與及是叫，、。；从從自到往来來住居年岁歲人]/u;

export const isSurnameSpelling = (word: string): boolean => !/^ah?$/iu.test(word) && surnamesForRomanisation(word).length > 0;

/** Assigns romanised words to surname and given name. */
export function latinName(words: string[]): ParsedName | null {
  const w = words.filter((x) => !MARRIED_WOMAN_MARK.test(x));
  if (!w.length) return null;
  const written = words.join(' ');
  if (w.length === 1) return isSurnameSpelling(w[0]!) ? { surname: w[0]!, first_name: '', written } : { surname: '', first_name: w[0]!, written };
  // A word in capitals is the surname, as clerks and genealogists write it (CHAN Kwong).
  const caps = w.findIndex((x) => x.length > 1 && x === x.toUpperCase() && /[A-Z]/.test(x));
  if (caps >= 0) return { surname: cap(w[caps]!), first_name: w.filter((_, i) => i !== caps).join(' '), written };
  const first = w[0]!;
  const last = w[w.length - 1]!;
  const givenFirst = /^ah?$/iu.test(first) || WESTERN_GIVEN.has(first.toLowerCase()) || (!isSurnameSpelling(first) && isSurnameSpelling(last));
  return givenFirst ? { surname: last, first_name: w.slice(0, -1).join(' '), written } : { surname: first, first_name: w.slice(1).join(' '), written };
}

const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** A Chinese name at the start of `text` (a known surname, then at most two given-name characters). */
export function hanNameAt(text: string): ParsedName | null {
  let run = '';
  for (let i = 0; i < text.length && run.length < 5; i++) {
    const ch = text[i]!;
    if (!HAN.test(ch) || HAN_BREAK.test(ch) || (i > 0 && EVENT_WORD.test(text.slice(i)))) break;
    run += ch;
  }
  if (!run) return null;
  const { surname, given } = splitChineseName(run);
  if (!findSurname(surname)) return null;
  const first = given === '氏' ? '' : [...given].slice(0, 2).join('');
  return { surname, first_name: first, written: surname + (given === '氏' ? '氏' : first) };
}

/** Romanised words at the start of `text` that can be a name (up to three, stopping at filler and cue words). */
export function latinWordsAt(text: string): { words: string[]; length: number } {
  const words: string[] = [];
  let at = 0;
  while (words.length < 3) {
    const space = /^\s*/u.exec(text.slice(at))![0].length;
    if (words.length && space === 0) break;
    const m = LATIN_WORD.exec(text.slice(at + space));
    if (!m || STOP_LATIN.has(m[0].toLowerCase()) || EVENT_WORD.test(text.slice(at + space))) break;
    words.push(m[0]);
    at += space + m[0].length;
  }
  return { words, length: at };
}

/** A name at the start of `text`, in either script, with how many characters it took. */
export function nameAt(text: string): (ParsedName & { length: number }) | null {
  const lead = /^\s*/u.exec(text)![0].length;
  const rest = text.slice(lead);
  if (HAN.test(rest.charAt(0))) {
    const han = hanNameAt(rest);
    return han ? { ...han, length: lead + han.written.length } : null;
  }
  const { words, length } = latinWordsAt(rest);
  const name = latinName(words);
  return name ? { ...name, length: lead + length } : null;
}
