/**
 * Moving kept structures between 5.5.1 and 7.0, and making a 7.0 document fit the grammar. What 7.0
 * cannot hold where it stands becomes an extension structure ("_TAG") rather than being dropped.
 */
import { convertDate551To7, formatDate551, parseDate } from './dates';
import { grammar7 } from './grammar7';
import { languageName, languageTag } from './languages';
import { fileTo7 } from './media7';
import { makeNode, type GedcomNode } from './node';
import { payloadProblem } from './validate7';

/** A value the writer puts out as a pointer: a note "@see the register@" is text, as the writer escapes it. */
function isPointer(v: string | undefined): boolean {
  return v !== undefined && v.length > 2 && v.startsWith('@') && v.endsWith('@') && !v.startsWith('@#') && !v.includes(' ');
}

// 5.5.1 age words become 7.0 ages with the word, as written, in PHRASE.
const AGE_WORDS: Record<string, string> = { CHILD: '< 8y', INFANT: '< 1y', STILLBORN: '0y' };

function convertAge(v: string): { value: string; phrase?: string } {
  const word = AGE_WORDS[v.trim().toUpperCase()];
  if (word) return { value: word, phrase: v.trim() };
  // The s flag: a value continued with CONT holds a line feed, which "." would not match.
  const m = /^\s*([<>])?\s*(.*?)\s*$/s.exec(v)!;
  const op = m[1] ? `${m[1]} ` : '';
  if (/^\d+$/.test(m[2]!)) return { value: `${op}${m[2]}y` };
  // 5.5.1 readers accepted any order, case and spacing ("11m30d99y", "0 Y"); 7.0 wants "99y 11m 30d".
  const parts = new Map<string, string>();
  const rest = m[2]!.replace(/(\d+)\s*([ymwd])/gi, (_, n: string, u: string) => {
    parts.set(u.toLowerCase(), n);
    return '';
  });
  if (rest.trim() !== '' || parts.size === 0) return { value: v };
  return { value: op + ['y', 'm', 'w', 'd'].filter((u) => parts.has(u)).map((u) => `${parts.get(u)}${u}`).join(' ') };
}

/** 5.5.1 text may hold "@#D...@" escapes; 7.0 has none: calendar names stay as words, others go. */
function convertTextEscapes(v: string): string {
  if (v.indexOf('@#') < 0) return v;
  return v.replace(/@#([^@]*)@ ?/g, (_, body: string) => (body.startsWith('D') ? `${body.slice(1).replace(/ /g, '_')} ` : ''));
}

// 5.5.1 says how a name or place was romanised (ROMN) or written phonetically (FONE) with a free TYPE;
// 7.0 says it with a translation (TRAN) in a BCP 47 language.
const ROMAN_LANG: Record<string, string> = {
  PINYIN: 'zh-Latn-pinyin', 'HANYU PINYIN': 'zh-Latn-pinyin', JYUTPING: 'yue-Latn-jyutping', 'WADE-GILES': 'zh-Latn-wadegile',
  WADEGILES: 'zh-Latn-wadegile', ROMAJI: 'ja-Latn', CANTONESE: 'yue-Latn', MANDARIN: 'zh-Latn',
};
const PHONETIC_LANG: Record<string, string> = { HANGUL: 'ko-Hang', KANA: 'ja-Kana', ZHUYIN: 'zh-Bopo', BOPOMOFO: 'zh-Bopo' };

function variantTo7(v: GedcomNode): GedcomNode {
  const type = (v.children.find((c) => c.tag === 'TYPE')?.value ?? '').trim().toUpperCase();
  const lang = v.tag === 'ROMN' ? (ROMAN_LANG[type] ?? 'und-Latn') : (PHONETIC_LANG[type] ?? 'und');
  const rest = v.children.filter((c) => c.tag !== 'TYPE');
  return { ...v, tag: 'TRAN', children: [makeNode(v.level + 1, 'LANG', lang), ...rest] };
}

function variantTo551(t: GedcomNode): GedcomNode {
  const lang = t.children.find((c) => c.tag === 'LANG')?.value ?? '';
  const rest = t.children.filter((c) => c.tag !== 'LANG');
  const roman = Object.entries(ROMAN_LANG).find(([, l]) => l === lang)?.[0];
  const phonetic = Object.entries(PHONETIC_LANG).find(([, l]) => l === lang)?.[0];
  if (/-Latn\b/.test(lang) || lang === 'und-Latn') {
    const type = roman ? roman.toLowerCase() : lang === 'und-Latn' ? null : lang;
    return { ...t, tag: 'ROMN', children: [...(type ? [makeNode(t.level + 1, 'TYPE', type)] : []), ...rest] };
  }
  if (phonetic || lang === 'und') return { ...t, tag: 'FONE', children: [...(phonetic ? [makeNode(t.level + 1, 'TYPE', phonetic.toLowerCase())] : []), ...rest] };
  return t;
}

// 5.5.1 ASSO.RELA is free text; 7.0 ASSO.ROLE is an enumeration, with the words kept in a PHRASE
// unless they are the enumeration value itself.
const ROLES: Record<string, string> = {
  CHILD: 'CHIL', CLERGY: 'CLERGY', FATHER: 'FATH', FRIEND: 'FRIEND', GODPARENT: 'GODP', GODFATHER: 'GODP', GODMOTHER: 'GODP',
  HUSBAND: 'HUSB', MOTHER: 'MOTH', NEIGHBOR: 'NGHBR', NEIGHBOUR: 'NGHBR', OFFICIATOR: 'OFFICIATOR', PARENT: 'PARENT',
  SPOUSE: 'SPOU', WIFE: 'WIFE', WITNESS: 'WITN',
};
const ROLE_VALUES = new Set(['CHIL', 'CLERGY', 'FATH', 'FRIEND', 'GODP', 'HUSB', 'MOTH', 'MULTIPLE', 'NGHBR', 'OFFICIATOR', 'PARENT', 'SPOU', 'WIFE', 'WITN', 'OTHER']);

function relaToRole(rela: GedcomNode): GedcomNode {
  const words = (rela.value ?? '').trim();
  const upper = words.toUpperCase();
  if (ROLE_VALUES.has(upper)) return { ...rela, tag: 'ROLE', value: upper };
  const role = ROLES[upper] ?? 'OTHER';
  return { ...rela, tag: 'ROLE', value: role, children: [makeNode(rela.level + 1, 'PHRASE', words), ...rela.children] };
}

// 5.5.1 NAME.TYPE is free text; 7.0 has an enumeration, with other words kept in a PHRASE.
const NAME_TYPES = new Set(['AKA', 'BIRTH', 'IMMIGRANT', 'MAIDEN', 'MARRIED', 'PROFESSIONAL', 'OTHER']);

function nameTypeTo7(t: GedcomNode): GedcomNode {
  const words = (t.value ?? '').trim();
  const upper = words.toUpperCase();
  if (NAME_TYPES.has(upper) || t.children.some((c) => c.tag === 'PHRASE')) return { ...t, value: upper };
  return { ...t, value: 'OTHER', children: [makeNode(t.level + 1, 'PHRASE', words), ...t.children] };
}

function nameTypeTo551(t: GedcomNode): GedcomNode {
  const phrase = t.children.find((c) => c.tag === 'PHRASE');
  if ((t.value ?? '').toUpperCase() === 'OTHER' && phrase?.value) return { ...t, value: phrase.value, children: t.children.filter((c) => c !== phrase) };
  return { ...t, value: (t.value ?? '').toLowerCase() };
}

/** Converts a 5.5.1 structure (and subtree) to its 7.0 spelling: notes, dates, ages, romanisations. */
export function convertTo7(node: GedcomNode): GedcomNode {
  const out: GedcomNode = { ...node, children: node.children.map(convertTo7) };
  if (node.tag === 'NAME' || node.tag === 'PLAC') out.children = out.children.map((c) => (c.tag === 'ROMN' || c.tag === 'FONE' ? variantTo7(c) : c));
  if (node.tag === 'INDI') out.children = out.children.map((n) => (n.tag === 'NAME' ? { ...n, children: n.children.map((c) => (c.tag === 'TYPE' && c.value !== undefined ? nameTypeTo7(c) : c)) } : n));
  if (node.tag === 'ASSO' && !out.children.some((c) => c.tag === 'ROLE')) out.children = out.children.map((c) => (c.tag === 'RELA' ? relaToRole(c) : c));
  if (node.tag === 'OBJE') out.children = out.children.map((c) => (c.tag === 'FILE' ? fileTo7(c) : c));
  if (node.tag === 'NOTE' && (node.level === 0 || isPointer(node.value))) out.tag = 'SNOTE';
  if (node.tag !== 'DATE' && node.value !== undefined && !isPointer(node.value)) out.value = convertTextEscapes(node.value);
  if (node.tag === 'DATE' && node.value !== undefined && !out.children.some((c) => c.tag === 'PHRASE')) {
    const d = convertDate551To7(node.value);
    out.value = d.value === '' ? undefined : d.value;
    if (d.phrase !== undefined) out.children.unshift(makeNode(node.level + 1, 'PHRASE', d.phrase));
  }
  if (node.tag === 'LANG' && node.value !== undefined && node.level > 0) {
    const tag = languageTag(node.value);
    if (tag) out.value = tag;
    else if (!/^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(node.value)) {
      // No 7.0 tag for it: "undetermined", with the 5.5.1 name kept beside it.
      out.value = 'und';
      out.children.unshift(makeNode(node.level + 1, '_PHRASE', node.value));
    }
  }
  if (node.tag === 'AGE' && node.value !== undefined) {
    const a = convertAge(node.value);
    out.value = a.value;
    if (a.phrase) out.children.unshift(makeNode(node.level + 1, 'PHRASE', a.phrase));
  }
  return out;
}

/** Converts a 7.0 structure (and subtree) to its 5.5.1 spelling: shared notes and date phrases. */
export function convertTo551(node: GedcomNode): GedcomNode {
  const out: GedcomNode = { ...node, children: node.children.map(convertTo551) };
  if (node.tag === 'SNOTE') out.tag = 'NOTE';
  if (node.tag === 'LANG' && node.value !== undefined) {
    const phrase = out.children.find((c) => c.tag === '_PHRASE');
    const name = node.value === 'und' && phrase?.value ? phrase.value : languageName(node.value);
    if (name) {
      out.value = name;
      out.children = out.children.filter((c) => c !== phrase);
    }
  }
  if (node.tag === 'NAME' || node.tag === 'PLAC') out.children = out.children.map((c) => (c.tag === 'TRAN' ? variantTo551(c) : c));
  if (node.tag === 'INDI') out.children = out.children.map((n) => (n.tag === 'NAME' ? { ...n, children: n.children.map((c) => (c.tag === 'TYPE' && c.value !== undefined ? nameTypeTo551(c) : c)) } : n));
  if (node.tag === 'ASSO') {
    out.children = out.children.map((c) => {
      if (c.tag !== 'ROLE') return c;
      const phrase = c.children.find((d) => d.tag === 'PHRASE')?.value;
      return { ...c, tag: 'RELA', value: phrase ?? (c.value ?? '').toLowerCase(), children: c.children.filter((d) => d.tag !== 'PHRASE') };
    });
  }
  if (node.tag === 'DATE') {
    const phrase = node.children.find((c) => c.tag === 'PHRASE')?.value;
    const p = parseDate(node.value ?? '');
    if (p) {
      if (phrase !== undefined && p.kind === 'exact') out.value = formatDate551({ kind: 'interpreted', date: p.date, phrase });
      else if (phrase !== undefined && p.kind === 'empty') out.value = formatDate551({ kind: 'phrase', phrase });
      else out.value = formatDate551(p) || undefined;
      out.children = out.children.filter((c) => c.tag !== 'PHRASE');
    }
  }
  return out;
}

function extension(node: GedcomNode): GedcomNode {
  return node.tag.startsWith('_') ? node : { ...node, tag: `_${node.tag}` };
}

/**
 * A 7.0 personal name holds at most one pair of slashes; 5.5.1 files often miss the closing one
 * ("John /Smith") or have more. Made valid so that it reads back the same: a lone slash is closed at
 * the end (the surname ran to the end), and past the pair the slashes go (a reading takes them for
 * spaces, see cutValue).
 */
function personalName7(node: GedcomNode, v: string): GedcomNode {
  const a = v.indexOf('/');
  const b = v.indexOf('/', a + 1);
  if (b < 0) return { ...node, value: `${v}/` };
  return { ...node, value: v.slice(0, b + 1) + v.slice(b + 1).replace(/\s*\/[\s/]*/g, ' ').trimEnd() };
}

function repair(node: GedcomNode, type: string, xrefs: Set<string>): GedcomNode | null {
  const v = node.value;
  const tries: GedcomNode[] = [];
  if (v !== undefined && grammar7().payload(type)?.type === 'https://gedcom.io/terms/v7/type-Name') tries.push(personalName7(node, v));
  if (v !== undefined) {
    tries.push({ ...node, value: v.toUpperCase() });
    if (node.tag === 'DATE') {
      const d = convertDate551To7(v);
      tries.push({ ...node, value: d.value || undefined, children: d.phrase !== undefined ? [makeNode(node.level + 1, 'PHRASE', d.phrase), ...node.children.filter((c) => c.tag !== 'PHRASE')] : node.children });
    }
    if (node.tag === 'AGE') tries.push({ ...node, value: convertAge(v).value });
    if (v === 'y' || v === 'yes' || v === 'YES') tries.push({ ...node, value: 'Y' });
  }
  for (const t of tries) if (payloadProblem(type, t.value, xrefs) === null) return t;
  return null;
}

// 7.0 wants a TYPE under every EVEN, FACT and IDNO; 5.5.1 files often have none. Without one the
// whole event became an extension, which a re-import no longer reads as a fact of the person.
const TYPE_WORDS: Record<string, string> = { EVEN: 'Event', FACT: 'Fact', IDNO: 'Identifier' };

function fix(node: GedcomNode, type: string, xrefs: Set<string>): GedcomNode {
  let cur = node;
  if (payloadProblem(type, cur.value, xrefs) !== null) {
    const r = repair(cur, type, xrefs);
    if (!r) return extension(cur);
    cur = r;
  }
  const rules = grammar7().subs(type);
  const counts = new Map<string, number>();
  const children: GedcomNode[] = [];
  for (const c of cur.children) {
    if (c.tag.startsWith('_')) {
      children.push(c);
      continue;
    }
    const rule = rules?.get(c.tag);
    const n = (counts.get(c.tag) ?? 0) + 1;
    if (!rule || n > rule.max) {
      children.push(extension(c));
      continue;
    }
    const fixed = fix(c, rule.type, xrefs);
    if (fixed.tag === c.tag) counts.set(c.tag, n);
    children.push(fixed);
  }
  for (const [tag, rule] of rules ?? []) {
    if ((counts.get(tag) ?? 0) >= rule.min) continue;
    const word = tag === 'TYPE' && Object.hasOwn(TYPE_WORDS, cur.tag) ? TYPE_WORDS[cur.tag] : undefined;
    if (word === undefined) return extension({ ...cur, children });
    children.unshift(makeNode(cur.level + 1, 'TYPE', word));
  }
  return { ...cur, children };
}

/** Makes a 7.0 document fit the grammar, turning misplaced structures into extensions. */
export function sanitize7(records: GedcomNode[]): GedcomNode[] {
  const xrefs = new Set<string>();
  for (const r of records) if (r.xref) xrefs.add(r.xref);
  const top = grammar7().subs('')!;
  return records.map((r) => {
    if (r.tag.startsWith('_')) return r;
    const rule = top.get(r.tag);
    return rule ? fix(r, rule.type, xrefs) : extension(r);
  });
}
