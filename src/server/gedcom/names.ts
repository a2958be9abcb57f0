/**
 * NAME structures to name items and back. Chinese and English names are split by the CJK rule; the
 * graph holds given names and surnames, typed, in one list each.
 */
import type { FirstNameItem, SurnameItem } from '../../protocol/person';
import { isChinese } from './cjk';
import type { GedcomName } from './model';
import { childValue, type GedcomNode } from './node';

const FIRST_TYPES: Record<string, FirstNameItem['type']> = {
  AKA: 'other_name', COURTESY: 'courtesy', ART: 'art', GENERATION: 'generation', NICKNAME: 'nickname', BAPTISMAL: 'baptismal',
  OTHER: 'other_name',
};

/** Splits "John /Smith/ Jr" into given ("John Jr") and surname ("Smith"). */
export function splitNameValue(value: string): { given: string | null; surname: string | null } {
  const a = value.indexOf('/');
  if (a < 0) return { given: value.trim() || null, surname: null };
  const b = value.indexOf('/', a + 1);
  const surname = value.slice(a + 1, b < 0 ? undefined : b).trim();
  const given = (value.slice(0, a) + ' ' + (b < 0 ? '' : value.slice(b + 1))).replace(/\s+/g, ' ').trim();
  return { given: given || null, surname: surname || null };
}

/** Reads one NAME structure. */
export function readName(node: GedcomNode): GedcomName {
  const value = node.value ?? '';
  const split = splitNameValue(value);
  const typeNode = node.children.find((c) => c.tag === 'TYPE');
  const type = typeNode ? ((typeNode.value ?? '').toUpperCase() === 'OTHER' ? (childValue(typeNode, 'PHRASE') ?? 'OTHER') : (typeNode.value ?? null)) : null;
  const variants: GedcomName['variants'] = [];
  for (const c of node.children) {
    if ((c.tag === 'ROMN' || c.tag === 'FONE') && c.value) variants.push({ kind: c.tag, type: childValue(c, 'TYPE') ?? null, value: c.value });
    if (c.tag === 'TRAN' && c.value) variants.push({ kind: 'TRAN', type: childValue(c, 'LANG') ?? null, value: c.value });
  }
  const given = childValue(node, 'GIVN')?.trim() || split.given;
  const surname = childValue(node, 'SURN')?.trim() || split.surname;
  return {
    value,
    given: given ?? null,
    surname: surname ?? null,
    nickname: childValue(node, 'NICK')?.trim() || null,
    type,
    lang: isChinese(value) ? 'zh' : 'en',
    variants,
  };
}

/** Adds the parts of a NAME to the person's name items, by the NAME's TYPE. */
export function addNameItems(name: GedcomName, first: FirstNameItem[], last: SurnameItem[]): void {
  const t = (name.type ?? '').trim().toUpperCase();
  const push = <T extends { value: string }>(list: T[], item: T) => {
    const v = item.value.trim().slice(0, 200);
    if (v && !list.some((x) => x.value === v && (x as { type?: string }).type === (item as { type?: string }).type)) list.push({ ...item, value: v });
  };
  if (t === 'MARRIED') {
    if (name.surname) push(last, { type: 'married', value: name.surname });
    if (name.given) push(first, { type: 'given', value: name.given });
  } else if (FIRST_TYPES[t]) {
    if (name.given) push(first, { type: FIRST_TYPES[t]!, value: name.given });
    if (name.surname) push(last, { type: 'other', value: name.surname });
  } else {
    if (name.given) push(first, { type: 'given', value: name.given });
    if (name.surname) push(last, { type: 'birth', value: name.surname });
  }
  if (name.nickname) push(first, { type: 'nickname', value: name.nickname });
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
  return [given ?? '', surname !== null ? `/${surname}/` : ''].filter(Boolean).join(' ');
}

/**
 * The NAME lines to write for a person: one primary name per language (English first), then one per
 * married surname and per other kind of given name. Reading these lines gives the same name items.
 */
export function nameLines(first: FirstNameItem[], last: SurnameItem[]): NameLine[] {
  const lines: NameLine[] = [];
  const langOf = (v: string): 'en' | 'zh' => (isChinese(v) ? 'zh' : 'en');
  for (const lang of ['en', 'zh'] as const) {
    const given = first.filter((f) => f.type === 'given' && langOf(f.value) === lang);
    const birth = last.filter((s) => s.type === 'birth' && langOf(s.value) === lang);
    const nick = first.filter((f) => f.type === 'nickname' && langOf(f.value) === lang);
    const n = Math.max(given.length, birth.length, nick.length);
    for (let k = 0; k < n; k++) {
      const g = given[k]?.value ?? null;
      const s = birth[k]?.value ?? null;
      lines.push({ value: nameValue(g, s, lang), lang, given: g, surname: s, nickname: nick[k]?.value ?? null, type7: null, type551: null, phrase: null });
    }
  }
  for (const s of last.filter((x) => x.type === 'married')) {
    lines.push({ value: nameValue(null, s.value, langOf(s.value)), lang: langOf(s.value), given: null, surname: s.value, nickname: null, type7: 'MARRIED', type551: 'married', phrase: null });
  }
  for (const s of last.filter((x) => x.type === 'other')) {
    lines.push({ value: nameValue(null, s.value, langOf(s.value)), lang: langOf(s.value), given: null, surname: s.value, nickname: null, type7: 'AKA', type551: 'aka', phrase: null });
  }
  for (const f of first.filter((x) => x.type !== 'given' && x.type !== 'nickname')) {
    const aka = f.type === 'other_name';
    lines.push({
      value: nameValue(f.value, null, langOf(f.value)),
      lang: langOf(f.value),
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

/**
 * True when writing the name items back (nameLines) gives the NAME structures of the file: the same
 * values, TYPE, GIVN, SURN and NICK, in order. When it does not ("/Family/ Personal", a TYPE no item
 * type holds, a name without GIVN), the import keeps the file's NAME structures to write back.
 */
export function namesRegenerate(nodes: GedcomNode[], first: FirstNameItem[], last: SurnameItem[]): boolean {
  const lines = nameLines(first, last);
  if (lines.length !== nodes.length) return false;
  return nodes.every((n, k) => {
    const l = lines[k]!;
    const type = n.children.find((c) => c.tag === 'TYPE');
    return (
      (n.value ?? '') === l.value &&
      typeText(type?.value, type ? childValue(type, 'PHRASE') : null) === typeText(l.type7, l.phrase) &&
      (childValue(n, 'GIVN') ?? null) === l.given &&
      (childValue(n, 'SURN') ?? null) === l.surname &&
      (childValue(n, 'NICK') ?? null) === l.nickname
    );
  });
}
