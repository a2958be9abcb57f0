/**
 * Name helpers shared by the server and the browser: which script a name is in, the display name,
 * capitalisation while typing, slugs and e-mail checks. Pure: no imports beyond protocol types.
 */
import type { FirstNameItem, PersonFields, SurnameItem } from './person';

/** Which scripts family trees show a name in, and which one leads when they show both. */
export interface NameDisplay {
  script: 'en' | 'zh' | 'both';
  /** With both scripts: the one shown first. */
  first: 'en' | 'zh';
}

/** Both scripts, English first: what visitors and members who never chose see. */
export const DEFAULT_NAME_DISPLAY: NameDisplay = { script: 'both', first: 'en' };

/** What a person with no name at all is called, in each script: on cards, crumbs and headings. */
export const UNKNOWN_NAME = { en: 'Unknown', zh: '未知' } as const;

/** Code point ranges of CJK ideographs: the unified blocks, their extensions and the compatibility blocks. */
const CJK_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x3007, 0x3007], // 〇, written as a digit in Chinese dates and names
  [0x3400, 0x4dbf], // Extension A
  [0x4e00, 0x9fff], // Unified Ideographs
  [0xf900, 0xfaff], // Compatibility Ideographs
  [0x20000, 0x2a6df], // Extension B
  [0x2a700, 0x2ebef], // Extensions C, D, E, F
  [0x2ebf0, 0x2ee5f], // Extension I
  [0x2f800, 0x2fa1f], // Compatibility Ideographs Supplement
  [0x30000, 0x323af], // Extensions G, H
];

/** True when the code point is a CJK ideograph. */
export function isCjkCodePoint(cp: number): boolean {
  for (const [lo, hi] of CJK_RANGES) if (cp >= lo && cp <= hi) return true;
  return false;
}

/**
 * True when at least thresholdPercent of the text's non-space characters are CJK ideographs
 * (the spec's rule for splitting names into English and Chinese groups).
 */
export function isChinese(text: string, thresholdPercent = 1): boolean {
  let total = 0;
  let cjk = 0;
  for (const ch of text) {
    if (/\s/u.test(ch)) continue;
    total++;
    if (isCjkCodePoint(ch.codePointAt(0)!)) cjk++;
  }
  if (total === 0 || cjk === 0) return false;
  return (cjk * 100) / total >= thresholdPercent;
}

export interface NameGroup {
  first_names: FirstNameItem[];
  surnames: SurnameItem[];
}

export interface SplitNames {
  en: NameGroup;
  zh: NameGroup;
  /** other_name first names, filled only when asked for with separateOtherNames (the hint view). */
  other: FirstNameItem[];
}

export interface SplitOptions {
  thresholdPercent?: number;
  /** On a hint, other_name first names form their own group instead of joining en or zh. */
  separateOtherNames?: boolean;
}

/** Splits names into English and Chinese groups by the CJK share of each value, keeping their order. */
export function splitNames(first_names: FirstNameItem[], surnames: SurnameItem[], options: SplitOptions = {}): SplitNames {
  const threshold = options.thresholdPercent ?? 1;
  const out: SplitNames = { en: { first_names: [], surnames: [] }, zh: { first_names: [], surnames: [] }, other: [] };
  for (const item of first_names) {
    if (options.separateOtherNames && item.type === 'other_name') out.other.push(item);
    else (isChinese(item.value, threshold) ? out.zh : out.en).first_names.push(item);
  }
  for (const item of surnames) (isChinese(item.value, threshold) ? out.zh : out.en).surnames.push(item);
  return out;
}

type Named = Pick<PersonFields, 'first_names' | 'surnames'>;

/** Given names shown on a card: the 'given' ones, else the first name of any other type. */
function displayGiven(items: FirstNameItem[]): string[] {
  const given = items.filter((i) => i.type === 'given');
  if (given.length > 0) return given.map((i) => i.value.trim());
  return items.length > 0 ? [items[0].value.trim()] : [];
}

/** The surname shown: the birth surname, else the first of any type. */
function displaySurname(items: SurnameItem[]): string {
  const birth = items.find((i) => i.type === 'birth');
  return (birth ?? items[0])?.value.trim() ?? '';
}

/** The English display name as entered: given names, then the surname ("Kwok-Wing Wong"). */
export function namesEn(person: Named): string {
  const { en } = splitNames(person.first_names, person.surnames);
  return [...displayGiven(en.first_names), displaySurname(en.surnames)].filter(Boolean).join(' ');
}

/** The Chinese display name: surname first, no spaces (黄永胜). */
export function namesZh(person: Named): string {
  const { zh } = splitNames(person.first_names, person.surnames);
  return (displaySurname(zh.surnames) + displayGiven(zh.first_names).join('')).replace(/\s+/gu, '');
}

/** The person's display name: English, Chinese, or both as "Kwok-Wing Wong 黄永胜". */
export function fullName(person: Named): string {
  return [namesEn(person), namesZh(person)].filter(Boolean).join(' ');
}

/** Name particles kept in lower case inside a name ("Ludwig van Beethoven"). */
const PARTICLES = new Set([
  'van', 'von', 'der', 'den', 'de', 'del', 'della', 'di', 'da', 'das', 'dos', 'du', 'la', 'le', 'ter', 'ten', 'bin', 'binti', 'bint', 'al', 'y', 'zu',
]);

function capitaliseSegment(seg: string): string {
  if (seg.length === 0) return seg;
  const lower = seg.toLowerCase();
  const cap = lower.charAt(0).toUpperCase() + lower.slice(1);
  // "mcdonald" becomes "McDonald"; "mc" alone is left as a plain word.
  if (/^mc\p{L}/u.test(lower)) return 'Mc' + lower.charAt(2).toUpperCase() + lower.slice(3);
  return cap;
}

function capitaliseWord(word: string, isOnlyWord: boolean): string {
  const hasLower = word !== word.toUpperCase();
  const hasUpper = word !== word.toLowerCase();
  // A mixed-case word ("DeLuca", "MacArthur") was typed on purpose: keep it.
  if (hasLower && hasUpper && /^\p{Lu}/u.test(word)) return word;
  if (!isOnlyWord && PARTICLES.has(word.toLowerCase())) return word.toLowerCase();
  // Hyphens and apostrophes start a new capital: "kwok-wing" -> "Kwok-Wing", "o'brien" -> "O'Brien".
  return word.split(/([-'’])/u).map((part, i) => (i % 2 === 1 ? part : capitaliseSegment(part))).join('');
}

/**
 * Capitalises a name as typed (spec: names are capitalised on change). Keeps whitespace so it can run
 * on every keystroke, keeps particles such as "van" in lower case, and leaves CJK text alone.
 */
export function capitaliseName(text: string): string {
  const parts = text.split(/(\s+)/u);
  const words = parts.filter((p, i) => i % 2 === 0 && p.length > 0);
  return parts.map((p, i) => (i % 2 === 1 || p.length === 0 ? p : capitaliseWord(p, words.length === 1))).join('');
}

/** The spec's slug: lower case, spaces to hyphens, other characters stripped (accents folded first). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/gu, '-')
    .replace(/[^a-z0-9-]/gu, '')
    .replace(/-{2,}/gu, '-')
    .replace(/^-+|-+$/gu, '');
}

/** The spec's e-mail shape: letters, digits and _ - + . before the @, a domain, a TLD of 2 to 4 letters. */
const EMAIL_PATTERN = /^[A-Za-z0-9_+.-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,4}$/u;

/** True when the text matches the spec's e-mail format. */
export function isValidEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}
