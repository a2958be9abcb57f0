/**
 * NAME structures to name items and back. Chinese and English names are split by the CJK rule; the
 * graph holds given names and surnames, typed, in one list each.
 */
import type { FirstNameItem, SurnameItem } from '../../protocol/person';
import { isChinese } from './cjk';
import type { GedcomName } from './model';
import { cutValue, readPersonalName, type NamePieces, type ValueParts } from './namePieces';

const FIRST_TYPES: Record<string, FirstNameItem['type']> = {
  AKA: 'other_name', COURTESY: 'courtesy', ART: 'art', GENERATION: 'generation', NICKNAME: 'nickname', BAPTISMAL: 'baptismal',
  OTHER: 'other_name',
};

/** The given name of a cut value: the words before and after the surname ("John /Smith/ Jr": "John Jr"). */
function givenOf(parts: ValueParts): string | null {
  return (parts.before + ' ' + parts.after).replace(/\s+/g, ' ').trim() || null;
}

/**
 * What a NAME structure says: its value, its first TYPE (with that TYPE's PHRASE), every line of its
 * pieces, and its ROMN, FONE and TRAN variants.
 */
export interface NameFields extends NamePieces {
  value: string | undefined;
  hasType: boolean;
  typeValue: string | undefined;
  typePhrase: string | undefined;
  variants: GedcomName['variants'];
}

/** How a NAME value cuts at its slashes, its given name so cut, and its language. */
interface CachedValue {
  parts: ValueParts;
  given: string | null;
  lang: 'en' | 'zh';
}

/** Per-import memory of how NAME values cut, by value (clan files repeat the same values often). */
export type NameValueCache = Map<string, CachedValue>;

function valueParts(value: string, cache: NameValueCache | undefined): CachedValue {
  let parts = cache?.get(value);
  if (parts === undefined) {
    const cut = cutValue(value);
    parts = { parts: cut, given: givenOf(cut), lang: isChinese(value) ? 'zh' : 'en' };
    // Bounded: a file of all-different names gains nothing from remembering them.
    if (cache !== undefined && cache.size < 100_000) cache.set(value, parts);
  }
  return parts;
}

/** Reads one NAME structure from its fields (see readPersonalName); `variants` becomes the name's own list. */
export function nameFromFields(f: NameFields, cache?: NameValueCache): GedcomName {
  const value = f.value ?? '';
  const parts = valueParts(value, cache);
  const type = f.hasType ? ((f.typeValue ?? '').toUpperCase() === 'OTHER' ? (f.typePhrase ?? 'OTHER') : (f.typeValue ?? null)) : null;
  const { given, surname } = readPersonalName(parts.parts, parts.given, f, parts.lang === 'zh');
  return {
    value,
    given,
    surname,
    nickname: f.nick[0]?.trim() || null,
    type,
    lang: parts.lang,
    variants: f.variants,
  };
}

// Past a few items a person's list gets a set of what it holds: a scan per NAME made a person with
// thousands of NAME lines (a broken or hostile file) quadratic to read.
const SCAN_LIMIT = 16;
const itemKeys = new WeakMap<object, Set<string>>();

function pushItem<T extends FirstNameItem | SurnameItem>(list: T[], type: T['type'], value: string): void {
  const v = value.trim().slice(0, 200);
  if (!v) return;
  if (list.length < SCAN_LIMIT) {
    for (const x of list) if (x.value === v && x.type === type) return;
  } else {
    let keys = itemKeys.get(list);
    if (!keys) {
      keys = new Set(list.map((x) => `${x.type}\n${x.value}`));
      itemKeys.set(list, keys);
    }
    const key = `${type}\n${v}`;
    if (keys.has(key)) return;
    keys.add(key);
  }
  list.push({ type, value: v } as T);
}

/** Adds the parts of a NAME to the person's name items, by the NAME's TYPE. */
export function addNameItems(name: GedcomName, first: FirstNameItem[], last: SurnameItem[]): void {
  const t = (name.type ?? '').trim().toUpperCase();
  if (t === 'MARRIED') {
    if (name.surname) pushItem(last, 'married', name.surname);
    if (name.given) pushItem(first, 'given', name.given);
  } else if (FIRST_TYPES[t]) {
    if (name.given) pushItem(first, FIRST_TYPES[t]!, name.given);
    if (name.surname) pushItem(last, 'other', name.surname);
  } else {
    if (name.given) pushItem(first, 'given', name.given);
    if (name.surname) pushItem(last, 'birth', name.surname);
  }
  if (name.nickname) pushItem(first, 'nickname', name.nickname);
}

export interface NameLine {
  value: string;
  lang: 'en' | 'zh';
  given: string | null;
  surname: string | null;
  nickname: string | null;
  /** 7.0 enumeration value of TYPE, or null. */
  type7: string | null;
  /** 5.5.1 TYPE text, or null. */
  type551: string | null;
  /** Product name kind, for TYPE OTHER + PHRASE in 7.0. */
  phrase: string | null;
}

function nameValue(given: string | null, surname: string | null, lang: 'en' | 'zh'): string {
  if (lang === 'zh') return `${surname !== null ? `/${surname}/` : ''}${given ?? ''}`;
  const g = given ?? '';
  if (surname === null) return g;
  return g ? `${g} /${surname}/` : `/${surname}/`;
}

const langOf = (v: string): 'en' | 'zh' => (isChinese(v) ? 'zh' : 'en');

/**
 * The NAME lines to write for a person: one primary name per language (English first), then one per
 * married surname and per other kind of given name. Reading these lines gives the same name items.
 */
export function nameLines(first: FirstNameItem[], last: SurnameItem[]): NameLine[] {
  const lines: NameLine[] = [];
  // Each item's language once, not once per pass below.
  const firstLang = first.map((f) => langOf(f.value));
  const lastLang = last.map((s) => langOf(s.value));
  for (const lang of ['en', 'zh'] as const) {
    const given: string[] = [];
    const nick: string[] = [];
    const birth: string[] = [];
    for (let k = 0; k < first.length; k++) {
      if (firstLang[k] !== lang) continue;
      if (first[k]!.type === 'given') given.push(first[k]!.value);
      else if (first[k]!.type === 'nickname') nick.push(first[k]!.value);
    }
    for (let k = 0; k < last.length; k++) if (last[k]!.type === 'birth' && lastLang[k] === lang) birth.push(last[k]!.value);
    const n = Math.max(given.length, birth.length, nick.length);
    for (let k = 0; k < n; k++) {
      const g = given[k] ?? null;
      const s = birth[k] ?? null;
      lines.push({ value: nameValue(g, s, lang), lang, given: g, surname: s, nickname: nick[k] ?? null, type7: null, type551: null, phrase: null });
    }
  }
  for (let k = 0; k < last.length; k++) {
    const s = last[k]!;
    if (s.type === 'married') lines.push({ value: nameValue(null, s.value, lastLang[k]!), lang: lastLang[k]!, given: null, surname: s.value, nickname: null, type7: 'MARRIED', type551: 'married', phrase: null });
  }
  for (let k = 0; k < last.length; k++) {
    const s = last[k]!;
    if (s.type === 'other') lines.push({ value: nameValue(null, s.value, lastLang[k]!), lang: lastLang[k]!, given: null, surname: s.value, nickname: null, type7: 'AKA', type551: 'aka', phrase: null });
  }
  for (let k = 0; k < first.length; k++) {
    const f = first[k]!;
    if (f.type === 'given' || f.type === 'nickname') continue;
    const aka = f.type === 'other_name';
    lines.push({
      value: nameValue(f.value, null, firstLang[k]!),
      lang: firstLang[k]!,
      given: f.value,
      surname: null,
      nickname: null,
      type7: aka ? 'AKA' : 'OTHER',
      type551: aka ? 'aka' : f.type,
      phrase: aka ? null : f.type,
    });
  }
  return lines;
}

/** A short key of a person's name items: equal keys mean the names were not edited since import. */
export function nameItemsKey(first: FirstNameItem[], last: SurnameItem[]): string {
  const text = [...first.map((f) => `g${f.type}:${f.value}`), ...last.map((s) => `s${s.type}:${s.value}`)].join('\n');
  let h = 0x811c9dc5;
  for (let k = 0; k < text.length; k++) h = Math.imul(h ^ text.charCodeAt(k), 16777619);
  return `${(h >>> 0).toString(16)}.${text.length}`;
}

const typeText = (t: string | null | undefined, phrase: string | null | undefined): string => ((t ?? '').toUpperCase() === 'OTHER' ? (phrase ?? 'OTHER') : (t ?? '')).toUpperCase();

const SLASH = 47;
const SPACE = 32;

/** True when `v` is nameValue(given, surname, lang), compared without making that string. */
function isNameValue(v: string, given: string | null, surname: string | null, zh: boolean): boolean {
  const g = given ?? '';
  if (surname === null) return v === g;
  const s = surname.length + 2;
  if (zh) return v.length === s + g.length && v.charCodeAt(0) === SLASH && v.startsWith(surname, 1) && v.charCodeAt(s - 1) === SLASH && v.endsWith(g);
  if (g === '') return v.length === s && v.charCodeAt(0) === SLASH && v.startsWith(surname, 1) && v.charCodeAt(s - 1) === SLASH;
  const at = g.length + 1;
  return v.length === at + s && v.startsWith(g) && v.charCodeAt(g.length) === SPACE && v.charCodeAt(at) === SLASH && v.startsWith(surname, at + 1) && v.charCodeAt(v.length - 1) === SLASH;
}

/** The one line of a piece, null for none; several lines (never written by nameLines) match nothing. */
const oneLine = (lines: readonly string[]): string | null | undefined => (lines.length === 0 ? null : lines.length === 1 ? lines[0] : undefined);

/**
 * Whether one NAME structure (if any) has the TYPE, GIVN, SURN and NICK of one name line. Its other
 * pieces (NPFX, SPFX, NSFX) are kept with the name's other substructures and go back under it.
 */
function sameParts(n: NameFields | undefined, type: string, given: string | null, surname: string | null, nickname: string | null): n is NameFields {
  return n !== undefined && typeText(n.typeValue, n.hasType ? n.typePhrase : null) === type && oneLine(n.givn) === given && oneLine(n.surn) === surname && oneLine(n.nick) === nickname;
}

/** Compares the surname-only lines of one kind (married: MARRIED, other: AKA) from names[at]; the next index, or -1. */
function surnameLines(names: NameFields[], at: number, last: SurnameItem[], lastZh: number, kind: SurnameItem['type'], type: string): number {
  for (let k = 0; k < last.length; k++) {
    if (last[k]!.type !== kind) continue;
    const surname = last[k]!.value;
    const line = names[at++];
    if (!sameParts(line, type, null, surname, null) || !isNameValue(line.value ?? '', null, surname, (lastZh & (1 << k)) !== 0)) return -1;
  }
  return at;
}

/**
 * True when writing the name items back (nameLines) gives the NAME structures of the file: the same
 * values, TYPE, GIVN, SURN and NICK, in order. When it does not ("/Family/ Personal", a TYPE no item
 * type holds, a name without GIVN), the import keeps the file's NAME structures to write back. Walks
 * the lines nameLines would make, in its order, comparing each with the next structure, without making
 * the lines (this runs for every person of an import).
 */
export function nameFieldsRegenerate(names: NameFields[], first: FirstNameItem[], last: SurnameItem[]): boolean {
  // The languages of up to 30 items fit in a bit mask; more (never seen in files) take the plain way.
  if (first.length > 30 || last.length > 30) return nameLinesRegenerate(names, first, last);
  let firstZh = 0;
  let lastZh = 0;
  for (let k = 0; k < first.length; k++) if (isChinese(first[k]!.value)) firstZh |= 1 << k;
  for (let k = 0; k < last.length; k++) if (isChinese(last[k]!.value)) lastZh |= 1 << k;
  let at = 0;
  for (let lang = 0; lang < 2; lang++) {
    const zh = lang === 1;
    // Cursors on the next given name, birth surname and nickname in this language.
    let g = -1;
    let b = -1;
    let n = -1;
    for (;;) {
      g = nextFirst(first, firstZh, zh, 'given', g + 1);
      b = nextBirth(last, lastZh, zh, b + 1);
      n = nextFirst(first, firstZh, zh, 'nickname', n + 1);
      if (g >= first.length && b >= last.length && n >= first.length) break;
      const given = g < first.length ? first[g]!.value : null;
      const surname = b < last.length ? last[b]!.value : null;
      const nickname = n < first.length ? first[n]!.value : null;
      const line = names[at++];
      if (!sameParts(line, '', given, surname, nickname) || !isNameValue(line.value ?? '', given, surname, zh)) return false;
    }
  }
  at = surnameLines(names, at, last, lastZh, 'married', 'MARRIED');
  if (at >= 0) at = surnameLines(names, at, last, lastZh, 'other', 'AKA');
  if (at < 0) return false;
  for (const f of first) {
    if (f.type === 'given' || f.type === 'nickname') continue;
    const line = names[at++];
    if (!sameParts(line, f.type === 'other_name' ? 'AKA' : f.type.toUpperCase(), f.value, null, null) || (line.value ?? '') !== f.value) return false;
  }
  return at === names.length;
}

function nextFirst(first: FirstNameItem[], zhMask: number, zh: boolean, type: FirstNameItem['type'], from: number): number {
  let k = from;
  while (k < first.length && (first[k]!.type !== type || ((zhMask & (1 << k)) !== 0) !== zh)) k++;
  return k;
}

function nextBirth(last: SurnameItem[], zhMask: number, zh: boolean, from: number): number {
  let k = from;
  while (k < last.length && (last[k]!.type !== 'birth' || ((zhMask & (1 << k)) !== 0) !== zh)) k++;
  return k;
}

/** nameFieldsRegenerate by making the lines and comparing them. */
export function nameLinesRegenerate(names: NameFields[], first: FirstNameItem[], last: SurnameItem[]): boolean {
  const lines = nameLines(first, last);
  if (lines.length !== names.length) return false;
  for (let k = 0; k < names.length; k++) {
    const n = names[k]!;
    const l = lines[k]!;
    if ((n.value ?? '') !== l.value || !sameParts(n, typeText(l.type7, l.phrase), l.given, l.surname, l.nickname)) return false;
  }
  return true;
}
