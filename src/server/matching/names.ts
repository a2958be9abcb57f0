/**
 * Name comparison across scripts and spellings: a tree person's names (Chinese characters, pinyin,
 * the family's dialect spelling, an English name, other_name) against a name as a clerk wrote it
 * (Kwok Ming, Kwok-ming, Kwokming, Ah Ming, a syllable heard differently, the order swapped, or the
 * Chinese name itself). Surname spellings come from the surname table through src/server/chinese.
 */
import { keptBy } from '../lib/keptBy';
import { givenPinyin, surnamePinyin } from '../chinese/pinyin';
import { foldLatin, romanisationsOf, surnamesForRomanisation } from '../chinese/romanisation';
import { splitChineseName, surnameToSimplified, toSimplified } from '../chinese/script';
import type { FirstNameItem, SurnameItem } from '../../protocol/person';

const HAN = /\p{Script=Han}/u;

/** How two given names compare, strongest first. */
export type GivenAgreement = 'exact' | 'close' | 'familiar' | 'initials' | 'swapped' | 'unknown' | 'conflict';
export type SurnameAgreement = 'exact' | 'key' | 'unknown' | 'conflict';

export interface PersonNames {
  /** Simplified Chinese given names. */
  givenZh: string[];
  /** Latin given names (any first-name type, other_name included), each as folded syllables. */
  givenLatin: string[][];
  /** Pinyin syllables of each Chinese given name. */
  givenPinyin: string[][];
  /** Simplified Chinese surnames (written, or those a romanised surname may stand for). */
  surnameChars: Set<string>;
  /** Chinese surnames written in characters (for conflicts: a different character is a different surname). */
  surnameZh: Set<string>;
  /** Every folded spelling the surname may take: written, pinyin, dialect romanisations. */
  surnameSpellings: Set<string>;
}

/** A name's Latin words, folded (lower case, no tones), split where clerks split them. */
export const syllables = (text: string): string[] => text.split(/[\s\-‐‑–—'’.,/]+/u).map(foldLatin).filter(Boolean);

/** A tree person's (or a relative's) names, ready to compare. */
export function personNames(first_names: readonly FirstNameItem[], surnames: readonly SurnameItem[]): PersonNames {
  const givenZh: string[] = [];
  const givenLatin: string[][] = [];
  for (const f of first_names) {
    if (HAN.test(f.value)) givenZh.push(toSimplified(f.value.replace(/\s+/gu, '')));
    else {
      const s = syllables(f.value);
      if (s.length) givenLatin.push(s);
    }
  }
  const surnameChars = new Set<string>();
  const surnameZh = new Set<string>();
  const surnameSpellings = new Set<string>();
  for (const s of surnames) {
    const value = s.value.replace(/\s+/gu, '');
    if (!value) continue;
    if (HAN.test(value)) {
      const zh = surnameToSimplified(value);
      surnameChars.add(zh);
      surnameZh.add(zh);
      surnameSpellings.add(surnamePinyin(zh).join(''));
      for (const r of romanisationsOf(zh)) surnameSpellings.add(foldLatin(r));
    } else {
      const folded = foldLatin(value);
      surnameSpellings.add(folded);
      for (const e of surnamesForRomanisation(folded)) surnameChars.add(e.simplified);
    }
  }
  return { givenZh, givenLatin, givenPinyin: givenZh.map((g) => givenPinyin(g)), surnameChars, surnameZh, surnameSpellings };
}

export interface WrittenName {
  surnameFolded: string;
  /** Surname characters the written name may stand for. */
  surnameChars: Set<string>;
  surnameZh: string | null;
  givenZh: string | null;
  /** Folded given-name tokens, "Ah" removed. */
  tokens: string[];
  /** The name was written "Ah X". */
  ah: boolean;
}

const written = new Map<string, WrittenName>();

/**
 * A name as a record wrote it. Kept once per spelling (callers must not change the answer): a tree
 * is compared with the same record names many times, and script conversion costs tens of microseconds.
 */
export function writtenName(surname: string, first_name: string, name_zh: string | null): WrittenName {
  const key = `${surname}\u0000${first_name}\u0000${name_zh ?? ''}`;
  let found = written.get(key);
  if (!found) {
    if (written.size >= 100_000) written.clear();
    written.set(key, (found = readWrittenName(surname, first_name, name_zh)));
  }
  return found;
}

// A part of a written name is kept by its own text: a corpus has few surnames and given names, and many combinations.
export const surnamePart = keptBy((surname: string) => {
  const surnameFolded = foldLatin(surname);
  return { surnameFolded, surnameChars: surnamesForRomanisation(surnameFolded).map((e) => e.simplified) };
});

export const givenPart = keptBy((first_name: string) => {
  const all = syllables(first_name);
  const tokens = all.filter((t) => t !== 'ah' && t !== 'a');
  return { tokens, ah: tokens.length < all.length };
});

export const chinesePart = keptBy((name_zh: string) => {
  const split = splitChineseName(name_zh);
  return { surnameZh: surnameToSimplified(split.surname), givenZh: split.given ? toSimplified(split.given) : null };
});

/** Whether a text holds Chinese characters. */
export const hasHan = (text: string): boolean => HAN.test(text);

function readWrittenName(surname: string, first_name: string, name_zh: string | null): WrittenName {
  const { surnameFolded, surnameChars: chars } = surnamePart(surname);
  const surnameChars = new Set(chars);
  let surnameZh: string | null = null;
  let givenZh: string | null = null;
  if (name_zh && HAN.test(name_zh)) {
    ({ surnameZh, givenZh } = chinesePart(name_zh));
    surnameChars.add(surnameZh);
  }
  const { tokens, ah } = givenPart(first_name);
  return { surnameFolded, surnameChars, surnameZh, givenZh, tokens: [...tokens], ah };
}

/** One edit (insert, delete or change of a letter) apart, or the same. */
function nearSyllable(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 2 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  let ea = a.length - 1;
  let eb = b.length - 1;
  while (ea >= i && eb >= i && a[ea] === b[eb]) {
    ea--;
    eb--;
  }
  // One letter more or less (Sing / Shing, Kwok / Kok), or one changed past the first (Wing / Weng).
  return Math.max(ea - i + 1, eb - i + 1) <= 1 && (a.length !== b.length || i > 0);
}

/** A person's given name joined, kept per name (a prepared person's names are compared with many records). */
const joinedNames = new WeakMap<readonly string[], string>();
function joinedOf(name: readonly string[]): string {
  let joined = joinedNames.get(name);
  if (joined === undefined) joinedNames.set(name, (joined = name.join('')));
  return joined;
}

/** How one spelled given name (syllables) compares with a record's tokens. */
function compareSyllables(name: string[], w: WrittenName, personSurnames: Set<string>): GivenAgreement {
  const tokens = w.tokens;
  if (!tokens.length || !name.length) return 'unknown';
  const joined = joinedOf(name);
  // The name inside the tokens (an English name may come first), joined however the clerk joined it.
  for (let start = 0; start < tokens.length; start++) {
    let acc = '';
    for (let end = start; end < tokens.length; end++) {
      acc += tokens[end];
      if (acc === joined) return w.ah ? 'familiar' : 'exact';
      if (acc.length >= joined.length) break;
    }
  }
  // Syllable by syllable, each heard the same or one letter apart (Sing / Shing).
  const split = tokens.length === 1 && name.length > 1 ? splitLike(tokens[0]!, name) : tokens;
  if (split.length >= name.length) {
    for (let start = 0; start + name.length <= split.length; start++) {
      let near = true;
      for (let i = 0; near && i < name.length; i++) near = nearSyllable(name[i]!, split[start + i]!);
      if (near) return 'close';
    }
  }
  // "Ah Ming": the familiar name is the last syllable.
  if (w.ah && tokens.length === 1 && nearSyllable(tokens[0]!, name[name.length - 1]!)) return 'familiar';
  // Initials only (K. M.).
  if (tokens.every((t) => t.length === 1) && tokens.join('') === name.map((s) => s[0]).join('')) return 'initials';
  // Order swapped: the surname read as a given name, the last syllable as the surname.
  if (personSurnames.has(tokens[0]!) && nearSyllable(w.surnameFolded, name[name.length - 1]!)) return 'swapped';
  return 'conflict';
}

/** A joined spelling cut where the syllables of `like` suggest ("kwokming" by [kwok, ming]). */
function splitLike(token: string, like: string[]): string[] {
  const out: string[] = [];
  let rest = token;
  for (let i = 0; i < like.length - 1; i++) {
    const n = Math.min(like[i]!.length, rest.length);
    out.push(rest.slice(0, n));
    rest = rest.slice(n);
  }
  out.push(rest);
  return out.filter(Boolean);
}

const RANK: Record<GivenAgreement, number> = { exact: 6, close: 5, familiar: 4, swapped: 3, initials: 2, unknown: 1, conflict: 0 };

/** The best agreement between a person's given names and a written name. */
export function compareGiven(p: PersonNames, w: WrittenName): GivenAgreement {
  if (w.givenZh && p.givenZh.length) return p.givenZh.includes(w.givenZh) ? 'exact' : 'conflict';
  let best: GivenAgreement | null = null;
  for (const name of p.givenLatin) {
    const a = compareSyllables(name, w, p.surnameSpellings);
    if (best === null || RANK[a] > RANK[best]) best = a;
  }
  // Pinyin agrees when the clerk wrote Mandarin; a dialect spelling that differs from it says nothing.
  for (const name of p.givenPinyin) {
    const a = compareSyllables(name, w, p.surnameSpellings);
    if (a !== 'conflict' && (best === null || RANK[a] > RANK[best])) best = a;
  }
  // A Chinese name in the record and only spellings on the person (or the reverse) tell nothing alone.
  if (best === null || (best === 'conflict' && !p.givenLatin.length)) return 'unknown';
  if (best === 'conflict' && w.givenZh && !w.tokens.length) return 'unknown';
  return best;
}

export function compareSurname(p: PersonNames, w: WrittenName): SurnameAgreement {
  if (w.surnameZh && p.surnameZh.size) return p.surnameZh.has(w.surnameZh) ? 'exact' : 'conflict';
  if (w.surnameFolded && p.surnameSpellings.has(w.surnameFolded)) return 'exact';
  for (const c of w.surnameChars) if (p.surnameChars.has(c)) return 'key';
  if (!w.surnameFolded || (!p.surnameSpellings.size && !p.surnameChars.size)) return 'unknown';
  return 'conflict';
}

/** Blocking keys of a name: the surname characters it may stand for, else its folded spelling. */
export function surnameKeys(chars: Iterable<string>, spellings: Iterable<string>): string[] {
  const keys = new Set<string>(chars);
  for (const s of spellings) if (s) keys.add(s);
  return [...keys];
}
