/**
 * What search indexes for a person and how a query is cut to match it: names in both scripts,
 * simplified and traditional, pinyin (spaced words, joined, initials) and dialect spellings of the
 * surname, so 'huang yongsheng', 'hys', 'Wong', '黃永勝' and '黄永胜' all find 黄永胜.
 */
import { isCjkCodePoint, splitNames } from '../../protocol/names';
import type { PersonFields } from '../../protocol/person';
import { givenPinyin as givenPinyinOf, surnamePinyin as surnamePinyinOf } from './pinyin';
import { foldLatin, romanisationsOf as romanisationsOfSurname, surnamesForRomanisation as surnamesForSpelling } from './romanisation';
import {
  nameToTraditional as nameToTraditionalOf,
  surnameToSimplified as surnameToSimplifiedOf,
  surnameToTraditional as surnameToTraditionalOf,
  toSimplified as toSimplifiedOf,
  toTraditional as toTraditionalOf,
} from './script';

type Named = Pick<PersonFields, 'first_names' | 'surnames'>;

/**
 * Clans repeat surnames and given names, and pinyin-pro and OpenCC cost tens of microseconds a call:
 * a bulk insert of 100,000 persons spent most of its JavaScript time here. Answers are shared, so
 * callers must not mutate them; the cache is dropped when it grows past a bound, to cap memory.
 */
function memo<T>(fn: (text: string) => T, limit = 50_000): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    let value = cache.get(text);
    if (value === undefined) {
      if (cache.size >= limit) cache.clear();
      value = fn(text);
      cache.set(text, value);
    }
    return value;
  };
}

const surnamePinyin = memo(surnamePinyinOf);
const givenPinyin = memo(givenPinyinOf);
const romanisationsOf = memo(romanisationsOfSurname);
const surnamesForRomanisation = memo(surnamesForSpelling);
const nameToTraditional = memo((text: string) => nameToTraditionalOf(text));
const surnameToSimplified = memo(surnameToSimplifiedOf);
const surnameToTraditional = memo((text: string) => surnameToTraditionalOf(text));
const toSimplified = memo(toSimplifiedOf);
const toTraditional = memo((text: string) => toTraditionalOf(text));
const latinParts = memo((text: string) => text.split(/[\s\-‐‑–—'’.,/]+/u).map(foldLatin).filter(Boolean));

function addLatin(keys: Set<string>, text: string): string[] {
  const parts = latinParts(text);
  for (const p of parts) keys.add(p);
  if (parts.length > 1) keys.add(parts.join(''));
  return parts;
}

/**
 * Longest key kept, in characters: the database holds the keys as tsvector lexemes, at most 2,046
 * bytes each. A longer key (no real name) keeps its first SEARCH_KEY_MAX characters, and a query
 * word is cut the same way, so it still finds the key it begins.
 */
export const SEARCH_KEY_MAX = 100;

export function cutKey(key: string): string {
  return key.length <= SEARCH_KEY_MAX ? key : [...key].slice(0, SEARCH_KEY_MAX).join('');
}

function compact(text: string): string {
  return text.replace(/\s+/gu, '');
}

/** The normalised tokens to index for a person; a query token matches when it is a prefix of one. */
export function searchKeys(person: Named): Set<string> {
  const keys = new Set<string>();
  const { en, zh } = splitNames(person.first_names, person.surnames);

  const zhSurnames = zh.surnames.map((s) => surnameToSimplified(compact(s.value)));
  const zhGiven = zh.first_names.map((f) => toSimplified(compact(f.value)));
  for (const s of zhSurnames) {
    keys.add(s).add(surnameToTraditional(s));
    const py = surnamePinyin(s);
    keys.add(py.join(''));
    for (const syl of py) keys.add(syl);
    for (const r of romanisationsOf(s)) addLatin(keys, r);
  }
  for (const g of zhGiven) {
    keys.add(g).add(toTraditional(g));
    const py = givenPinyin(g);
    keys.add(py.join(''));
    for (const syl of py) keys.add(syl);
  }
  for (const s of zhSurnames) {
    const sp = surnamePinyin(s);
    for (const g of zhGiven) {
      keys.add(s + g).add(nameToTraditional(s + g));
      const gp = givenPinyin(g);
      keys.add(sp.join('') + gp.join(''));
      keys.add([...sp, ...gp].map((x) => x[0]).join(''));
    }
  }

  for (const f of en.first_names) addLatin(keys, f.value);
  for (const s of en.surnames) {
    const parts = addLatin(keys, s.value);
    // A romanised surname also answers to the characters and pinyin it may stand for (Wong: 黄, 王).
    for (const entry of surnamesForRomanisation(parts.join(''))) {
      keys.add(entry.simplified).add(entry.traditional).add(entry.pinyin.join(''));
    }
  }
  keys.delete('');
  return new Set([...keys].map(cutKey));
}

/**
 * Cuts a search query into normalised tokens: Latin folded to lower case without tones or tone
 * numbers (ü as v), Chinese runs turned to simplified characters, CJK and Latin split apart.
 */
export function normaliseQuery(q: string): string[] {
  const tokens: string[] = [];
  const text = q.normalize('NFKC').replace(/['’]/gu, '');
  let run = '';
  let runIsCjk = false;
  const flush = () => {
    if (!run) return;
    if (runIsCjk) tokens.push(toSimplified(run));
    else {
      // Tone numbers typed after syllables ("huang2 yong3") are dropped; other digits are kept.
      const folded = foldLatin(run.replace(/(?<=\p{L})[1-5](?=\P{N}|$)/gu, ''));
      if (folded) tokens.push(folded);
    }
    run = '';
  };
  for (const ch of text) {
    const cjk = isCjkCodePoint(ch.codePointAt(0)!);
    const word = cjk || /[\p{L}\p{N}\p{M}]/u.test(ch);
    if (!word) {
      flush();
      continue;
    }
    if (run && cjk !== runIsCjk) flush();
    run += ch;
    runIsCjk = cjk;
  }
  flush();
  return [...new Set(tokens.map(cutKey))];
}

/** True when every query token is a prefix of some key (an empty query matches nothing). */
export function matchesQuery(keys: Iterable<string>, tokens: string[]): boolean {
  if (tokens.length === 0) return false;
  const list = [...keys];
  return tokens.every((t) => list.some((k) => k.startsWith(t)));
}
