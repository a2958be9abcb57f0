/**
 * Candidate blocking: a tree person is compared only with record persons that share a cross-script
 * surname key (the characters a spelling may stand for, or the spelling itself: Wong → 黄, 王, wong;
 * a person whose surname is written in characters keys only that character and its spellings), whose
 * given name agrees on at least two syllables of one of the person's given names (or on all of a
 * shorter one, or on the syllables joined: Wing Sing meets Wing-sing, Wingsing, Wing Shing, 黄永胜,
 * Huang Yongsheng; a record written "Ah Sing" agrees on its one syllable; a name of one syllable (Chun,
 * 明) meets that syllable alone, after "Ah" or doubled (Chun, Ah Chun, Chun Chun), not every "Chun Wing",
 * while a one-word name that is no Chinese syllable (Alice) meets any name holding it; a spelled
 * syllable agrees in any of its customary spellings, chinese/romanisedSyllables.ts), and whose birth
 * year, with its stated approximation, falls in a window around the person's. A record that states no
 * birth year (an age left blank, a father named on his son's papers) is kept when the names agree: the
 * score then rests on names and relatives alone. The database answers the same question from
 * record_persons' key index (search_text holds these keys, the joined and one-syllable ones included),
 * testing the birth window on its hits (hints/candidates.ts).
 */
import { keptBy } from '../lib/keptBy';
import { givenPinyin } from '../chinese/pinyin';
import { romanisationsOf, foldLatin } from '../chinese/romanisation';
import { isRomanisedSyllable, syllableVariants } from '../chinese/romanisedSyllables';
import { chinesePart, givenPart, hasHan, personNames, surnamePart } from './names';
import type { RecordPersonForMatch, TreePersonForMatch } from './types';

/** Years either side of a person's birth year that a record's birth year may fall (before its own approximation). */
export const BIRTH_WINDOW = 12;

/**
 * A person's surname keys. A surname written in characters keys that character and its spellings only:
 * the characters a Latin spelling of it may stand for (Wong → 王, 汪) are other surnames.
 */
export function blockingKeysOfPerson(p: Pick<TreePersonForMatch, 'first_names' | 'surnames'>): string[] {
  const n = personNames(p.first_names, p.surnames);
  if (!n.surnameZh.size) return [...new Set([...n.surnameChars, ...n.surnameSpellings])].filter(Boolean);
  const keys = new Set<string>(n.surnameZh);
  for (const zh of n.surnameZh) for (const r of romanisationsOf(zh)) keys.add(foldLatin(r));
  // Spellings written on the person are keys too (a family's own spelling the table may not list).
  for (const s of p.surnames) if (!/\p{Script=Han}/u.test(s.value)) keys.add(foldLatin(s.value.replace(/\s+/gu, '')));
  return [...keys].filter(Boolean);
}

/** One given name of a person as blocking reads it: its syllables (characters, pinyin or a spelling) and, when more than one, them joined. */
export interface GivenForm {
  syllables: string[];
  /** Each syllable's spellings: itself, and for a spelled name its other customary spellings (Kwai/Quai, Wah/Wa, Kee/Ki). */
  spellings: string[][];
  joined: string | null;
  /** Syllables that must agree (two, or one of a one-syllable name); a doubled syllable counts once, so only the joined name meets it. */
  need: number;
  /** A spelled or pinyin name (a record may write its last syllable "Ah X"); not a name in characters. */
  latin: boolean;
  /**
   * A spelled name of one word that is not a Chinese syllable (Alice, Mabel): records write it beside a
   * Chinese name ("Alice Ah Ming"), so any record name holding it agrees. A name of one Chinese syllable
   * agrees only with a record name of that one syllable (oneSyllableKey) or of it doubled.
   */
  word: boolean;
}

/** A person's given names: each Chinese given name as characters and as pinyin, each spelled name as syllables ("Ah" left out). */
export function givenFormsOfPerson(p: Pick<TreePersonForMatch, 'first_names' | 'surnames'>): GivenForm[] {
  const n = personNames(p.first_names, p.surnames);
  const forms: GivenForm[] = [];
  const add = (all: string[], latin: boolean, spelled = false) => {
    const written = all.filter((s) => s && s !== 'ah' && s !== 'a');
    if (!written.length) return;
    // A doubled syllable (珍珍, Chun Chun) is one syllable twice: only the name joined agrees on both.
    const syllables = [...new Set(written)];
    const spellings = syllables.map((s) => (latin ? [s, ...syllableVariants(s)] : [s]));
    const word = spelled && written.length === 1 && !isRomanisedSyllable(written[0]!);
    forms.push({ syllables, spellings, joined: written.length > 1 ? written.join('') : null, need: Math.min(2, written.length), latin, word });
  };
  for (const g of n.givenZh) add([...g], false);
  for (const list of n.givenLatin) add(list, true, true);
  for (const list of n.givenPinyin) add(list, true);
  return forms;
}

/**
 * The keys of given names: every spelling of every syllable, and each name joined; a name of one Chinese
 * syllable only as that syllable alone or doubled, the only record names it agrees with.
 */
function keysOfForms(forms: readonly GivenForm[]): Set<string> {
  const keys = new Set<string>();
  for (const f of forms) {
    if (f.need === 1 && !f.word) {
      for (const s of f.spellings[0]!) keys.add(oneSyllableKey(s)).add(s + s);
      continue;
    }
    for (const list of f.spellings) for (const s of list) keys.add(s);
    if (f.joined) keys.add(f.joined);
  }
  return keys;
}

/** A person's given-name keys: every syllable and joined name of givenFormsOfPerson. */
export function givenKeysOfPerson(p: Pick<TreePersonForMatch, 'first_names' | 'surnames'>): string[] {
  return [...keysOfForms(givenFormsOfPerson(p))];
}

/** What blocking reads of a record person's given name. */
export interface RecordGiven {
  /** Tokens, tokens joined, Chinese given characters and them joined, their pinyin and it joined. */
  keys: string[];
  /** The same keys, to look up. */
  keySet: ReadonlySet<string>;
  /** The surname as spelled: in a name written in swapped order ("Sing, Wong Wing") it is the last given syllable. */
  surname: string;
  /** The one syllable of a name written "Ah X", else null. */
  ah: string | null;
}

/**
 * The key of a given name of one syllable (one word besides "Ah", or one character): a person known by one
 * syllable ("Chun") agrees with "Chun", "Ah Chun" and "Chun Chun", not with every "Chun Wing" and "Kwok Chun".
 */
export const oneSyllableKey = (syllable: string): string => `=${syllable}`;

/** A record's keys as blocking reads them: its surname keys and its given name. */
export interface RecordBlockKeys {
  surnames: string[];
  given: RecordGiven;
}

type RecordName = Pick<RecordPersonForMatch, 'surname' | 'first_name' | 'name_zh'>;

/** The keys of a given name as spelled, kept per spelling: its tokens, them joined, a one-syllable name's key. */
const latinGivenKeys = keptBy((first_name: string) => {
  const { tokens, ah } = givenPart(first_name);
  const set = new Set<string>(tokens);
  // The database keeps a spelled name joined as written, "Ah" included, so only a name without it is keyed joined here.
  if (tokens.length > 1 && !ah) set.add(tokens.join(''));
  if (tokens.length === 1) set.add(oneSyllableKey(tokens[0]!));
  set.delete('');
  return { tokens, keys: [...set], keySet: set as ReadonlySet<string>, ah: ah && tokens.length === 1 ? tokens[0]! : null };
});

/** The keys of a given name in characters, kept per name: its characters, it whole, their pinyin, a one-character name's keys. */
const chineseGivenKeys = keptBy((givenZh: string): string[] => {
  const set = new Set<string>();
  const chars = [...givenZh];
  for (const c of chars) set.add(c);
  if (chars.length > 1) set.add(givenZh);
  const pinyin = givenPinyin(givenZh);
  for (const s of pinyin) set.add(s);
  if (pinyin.length > 1) set.add(pinyin.join(''));
  if (chars.length === 1) for (const s of [givenZh, ...pinyin]) set.add(oneSyllableKey(s));
  set.delete('');
  return [...set];
});

/**
 * A record's keys as blocking reads them, put together from its parts (surname, given name, Chinese
 * name), each kept by its own text: a corpus repeats each part often, but a million records hold
 * hundreds of thousands of combinations, too many to keep.
 */
function blockKeysOf(r: RecordName): RecordBlockKeys {
  const { surnameFolded, surnameChars } = surnamePart(r.surname);
  const latin = latinGivenKeys(r.first_name);
  const zh = r.name_zh && hasHan(r.name_zh) ? chinesePart(r.name_zh) : null;
  let keys = latin.keys;
  let keySet = latin.keySet;
  if (zh?.givenZh) {
    const set = new Set<string>(latin.keys);
    for (const k of chineseGivenKeys(zh.givenZh)) set.add(k);
    keys = [...set];
    keySet = set;
  }
  const surnames = new Set<string>(surnameChars);
  if (zh) surnames.add(zh.surnameZh);
  surnames.add(surnameFolded);
  for (const t of latin.tokens) surnames.add(t);
  surnames.delete('');
  return { surnames: [...surnames], given: { keys, keySet, surname: surnameFolded, ah: latin.ah } };
}

/** The keys a record person is found under (given-name tokens too, for names written in swapped order). */
export function blockingKeysOfRecord(r: RecordName): string[] {
  return blockKeysOf(r).surnames;
}

/** A record's keys as blocking reads them (put together from its parts, each kept). */
export function recordBlockKeys(r: RecordName): RecordBlockKeys {
  return blockKeysOf(r);
}

/** A record person's given-name keys, the same kinds as givenKeysOfPerson. */
export function givenKeysOfRecord(r: RecordName): string[] {
  return recordBlockKeys(r).given.keys;
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
  /** Every given-name key of the person (a record that passes holds at least one). */
  given: Set<string>;
  forms: GivenForm[];
  window: [number, number];
  /**
   * A given name may agree on one key that does not settle it alone: a one-word Western name (Alice), or
   * a name one spelling of which stands for two of its syllables.
   */
  oneKey: boolean;
  /** Keys that alone mean agreement: each name joined, and a one-syllable name's key alone or doubled. */
  settles: Set<string>;
}

export function personBlock(p: TreePersonForMatch): PersonBlock | null {
  const window = birthWindow(p);
  const forms = givenFormsOfPerson(p);
  const surnames = blockingKeysOfPerson(p);
  if (!window || !forms.length || !surnames.length) return null;
  const oneKey = forms.some((f) => f.word || sharesSpelling(f.spellings));
  const settles = new Set<string>();
  for (const f of forms) {
    if (f.joined) settles.add(f.joined);
    if (f.need === 1 && !f.word) for (const s of f.spellings[0]!) settles.add(oneSyllableKey(s)).add(s + s);
  }
  return { surnames: new Set(surnames), given: keysOfForms(forms), forms, window, oneKey, settles };
}

/** True when one spelling stands for two syllables of a name (so one key agrees on both). */
function sharesSpelling(spellings: readonly (readonly string[])[]): boolean {
  const seen = new Set<string>();
  for (const list of spellings) {
    for (const s of new Set(list)) if (seen.has(s)) return true;
    for (const s of list) seen.add(s);
  }
  return false;
}

type RecordForBlock = Pick<RecordPersonForMatch, 'surname' | 'first_name' | 'name_zh' | 'birth_year' | 'birth_year_approx'>;

/** True when the record person's birth year, with its approximation, reaches the person's window (or is not stated). */
export function inWindow(b: PersonBlock, r: Pick<RecordForBlock, 'birth_year' | 'birth_year_approx'>): boolean {
  return r.birth_year === null || (r.birth_year + r.birth_year_approx >= b.window[0] && r.birth_year - r.birth_year_approx <= b.window[1]);
}

/** True when a record's surname keys meet the person's. */
export function surnameAgrees(b: PersonBlock, surnames: readonly string[]): boolean {
  for (const s of surnames) if (b.surnames.has(s)) return true;
  return false;
}

/**
 * True when the record's given name agrees with one of the person's: on at least min(2, its syllables)
 * of a name's syllables, or on the name joined, or on the one syllable of a record's "Ah X". A
 * syllable read as the surname counts as the second (a name written in swapped order).
 */
export function givenAgrees(b: PersonBlock, g: RecordGiven): boolean {
  const keys = g.keySet;
  // Plain loops: a whole-tree scan asks this about a million times.
  for (const f of b.forms) {
    if (f.joined !== null && keys.has(f.joined)) return true;
    if (f.latin && g.ah !== null) for (const list of f.spellings) if (list.includes(g.ah)) return true;
    if (f.need === 1 && !f.word) {
      if (agreesOnOne(f, keys)) return true;
      continue;
    }
    let agree = 0;
    let surname = false;
    for (const list of f.spellings) {
      let has = false;
      for (const s of list) {
        if (keys.has(s)) {
          has = true;
          break;
        }
      }
      if (has) agree++;
      else if (f.latin && list.includes(g.surname)) surname = true;
    }
    if (agree >= f.need || (agree >= 1 && surname && f.need === 2)) return true;
  }
  return false;
}

/** A name of one syllable agrees with a record's name of that one syllable, or of it doubled. */
function agreesOnOne(f: GivenForm, keys: ReadonlySet<string>): boolean {
  for (const s of f.spellings[0]!) if (keys.has(oneSyllableKey(s)) || keys.has(s + s)) return true;
  return false;
}

/**
 * False when givenAgrees cannot hold for a record whose given keys meet the person's in `key` alone:
 * one key agrees only for a name that may agree on one key (oneKey), a key that settles it (a name
 * joined, a one-syllable name alone or doubled), a record written "Ah X", or a record's surname that
 * spells one of the person's syllables (a name in swapped order). Lets a join skip givenAgrees for the
 * many records that share one syllable with a person.
 */
export function mayAgreeOnOneKey(b: PersonBlock, g: RecordGiven, key: string): boolean {
  return b.oneKey || g.ah !== null || b.given.has(g.surname) || b.settles.has(key);
}

/** True when blocking lets the record person through for the person. */
export function inBlock(b: PersonBlock, r: RecordForBlock): boolean {
  if (!inWindow(b, r)) return false;
  const keys = recordBlockKeys(r);
  return surnameAgrees(b, keys.surnames) && givenAgrees(b, keys.given);
}
