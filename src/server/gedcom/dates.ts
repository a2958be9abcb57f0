/**
 * GEDCOM dates, 5.5.1 and 7.0. `parseDate` reads either syntax into one structure; `formatDate551`
 * and `formatDate7` write it back; `toDateValue` and `fromDateValue` map to the product's DateValue,
 * keeping the original text in text_value whenever the fields alone would lose something.
 */
import type { DateValue } from '../../protocol/person';
import { isChinese } from './cjk';
import { fastDateValue } from './dateFast';

export type Calendar = 'GREGORIAN' | 'JULIAN' | 'HEBREW' | 'FRENCH_R' | string;

export interface GedDate {
  calendar: Calendar;
  day: number | null;
  month: string | null;
  year: number;
  /** The second part of a 5.5.1 dual year ("00" in 1699/00), as written. */
  dual: string | null;
  bce: boolean;
  /** The calendar was named in the text (GREGORIAN is the default and usually left out). */
  named?: boolean;
  /** A 7.0 extension epoch ("_EPOCH"); BCE is `bce`. */
  epoch?: string;
}

export type ParsedDate =
  | { kind: 'empty' }
  | { kind: 'exact'; date: GedDate }
  | { kind: 'approx'; mod: 'ABT' | 'CAL' | 'EST'; date: GedDate }
  | { kind: 'before'; date: GedDate }
  | { kind: 'after'; date: GedDate }
  | { kind: 'between'; from: GedDate; to: GedDate }
  | { kind: 'period'; from: GedDate | null; to: GedDate | null }
  | { kind: 'interpreted'; date: GedDate; phrase: string }
  | { kind: 'phrase'; phrase: string };

const GREGORIAN_MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const MONTHS: Record<string, string[]> = {
  GREGORIAN: GREGORIAN_MONTHS,
  JULIAN: GREGORIAN_MONTHS,
  HEBREW: ['TSH', 'CSH', 'KSL', 'TVT', 'SHV', 'ADR', 'ADS', 'NSN', 'IYR', 'SVN', 'TMZ', 'AAV', 'ELL'],
  FRENCH_R: ['VEND', 'BRUM', 'FRIM', 'NIVO', 'PLUV', 'VENT', 'GERM', 'FLOR', 'PRAI', 'MESS', 'THER', 'FRUC', 'COMP'],
};
const CALENDAR_WORDS: Record<string, Calendar> = {
  GREGORIAN: 'GREGORIAN', JULIAN: 'JULIAN', HEBREW: 'HEBREW', FRENCH_R: 'FRENCH_R',
  ROMAN: '_ROMAN', UNKNOWN: '_UNKNOWN',
};

/** The calendar an escape names; own keys only, so "@#Dconstructor@" is an unknown calendar. */
function calendarWord(name: string): Calendar {
  return Object.hasOwn(CALENDAR_WORDS, name) ? CALENDAR_WORDS[name]! : `_${name}`;
}

function calendarToken(tok: string): Calendar | null {
  if (tok.startsWith('@#D') && tok.endsWith('@')) return calendarWord(tok.slice(3, -1).replace(/ /g, '_'));
  if (Object.hasOwn(CALENDAR_WORDS, tok)) return CALENDAR_WORDS[tok]!;
  if (/^_[A-Z0-9_]+$/.test(tok)) return tok;
  return null;
}

function tokenize(text: string): string[] {
  // "@#DFRENCH R@" holds a space; glue it before splitting on white space.
  return text
    .toUpperCase()
    .replace(/@#D[^@]*@/g, (m) => m.replace(/ /g, '_'))
    .trim()
    .split(/\s+/)
    .filter((t) => t.length > 0);
}

/** Reads one calendar date from tokens starting at `at`; returns it and the next index, or null. */
function readDate(toks: string[], at: number): [GedDate, number] | null {
  let i = at;
  let calendar: Calendar = 'GREGORIAN';
  const cal = toks[i] !== undefined ? calendarToken(toks[i]!) : null;
  const named = cal !== null;
  if (cal) {
    calendar = cal.replace(/^_FRENCH_R$/, 'FRENCH_R');
    i++;
  }
  const months = MONTHS[calendar];
  // Extension calendars may use any month tag; known calendars take their own months or extension ones.
  const isMonth = (t: string | undefined) =>
    t !== undefined && (/^_[A-Z0-9_]+$/.test(t) || (months !== undefined ? months.includes(t) : /^[A-Z][A-Z0-9_]*$/.test(t) && t !== 'AND' && t !== 'TO'));
  let day: number | null = null;
  let month: string | null = null;
  if (/^\d{1,2}$/.test(toks[i] ?? '') && isMonth(toks[i + 1])) {
    day = Number(toks[i]);
    month = toks[i + 1]!;
    i += 2;
  } else if (isMonth(toks[i])) {
    month = toks[i]!;
    i++;
  }
  const y = /^(\d+)(?:\/(\d{1,4}))?$/.exec(toks[i] ?? '');
  if (!y) return null;
  i++;
  let bce = false;
  const epoch = toks[i];
  let extEpoch: string | null = null;
  if (epoch === 'B.C.' || epoch === 'BC' || epoch === 'BCE' || epoch === 'B.C') {
    bce = true;
    i++;
  } else if (epoch !== undefined && /^_[A-Z0-9_]+$/.test(epoch)) {
    extEpoch = epoch;
    i++;
  }
  if (day !== null && (day < 1 || day > 36)) return null;
  const year = Number(y[1]);
  // A year past 2^53 does not survive as a number (it came back as "1e+21" or "Infinity"): such a
  // date is text, kept as written.
  if (!Number.isSafeInteger(year)) return null;
  const date: GedDate = { calendar, day, month, year, dual: y[2] ?? null, bce };
  if (named) date.named = true;
  if (extEpoch) date.epoch = extEpoch;
  return [date, i];
}

function readWholeDate(toks: string[], at: number): GedDate | null {
  const r = readDate(toks, at);
  return r && r[1] === toks.length ? r[0] : null;
}

/** Parses a 5.5.1 or 7.0 date value; null when it is not a valid date of either version. */
export function parseDate(text: string): ParsedDate | null {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (trimmed.startsWith('(') && trimmed.endsWith(')')) return { kind: 'phrase', phrase: trimmed.slice(1, -1) };
  const paren = trimmed.indexOf('(');
  if (/^INT\b/i.test(trimmed) && paren > 0 && trimmed.endsWith(')')) {
    const date = readWholeDate(tokenize(trimmed.slice(3, paren)), 0);
    return date ? { kind: 'interpreted', date, phrase: trimmed.slice(paren + 1, -1) } : null;
  }
  const toks = tokenize(trimmed);
  const head = toks[0]!;
  if (head === 'ABT' || head === 'CAL' || head === 'EST') {
    const date = readWholeDate(toks, 1);
    return date ? { kind: 'approx', mod: head, date } : null;
  }
  if (head === 'BEF' || head === 'AFT') {
    const date = readWholeDate(toks, 1);
    return date ? { kind: head === 'BEF' ? 'before' : 'after', date } : null;
  }
  if (head === 'BET') {
    const a = readDate(toks, 1);
    if (!a || toks[a[1]] !== 'AND') return null;
    const b = readWholeDate(toks, a[1] + 1);
    return b ? { kind: 'between', from: a[0], to: b } : null;
  }
  if (head === 'FROM' || head === 'TO') {
    let from: GedDate | null = null;
    let i = 1;
    if (head === 'FROM') {
      const a = readDate(toks, 1);
      if (!a) return null;
      from = a[0];
      i = a[1];
      if (i === toks.length) return { kind: 'period', from, to: null };
      if (toks[i] !== 'TO') return null;
      i++;
    }
    const to = readWholeDate(toks, i);
    return to ? { kind: 'period', from, to } : null;
  }
  const date = readWholeDate(toks, 0);
  return date ? { kind: 'exact', date } : null;
}

function calendar551(c: Calendar, named?: boolean): string {
  if (c === 'GREGORIAN' && !named) return '';
  if (c === 'FRENCH_R') return '@#DFRENCH R@ ';
  return `@#D${c.replace(/^_/, '')}@ `;
}

function date551(d: GedDate): string {
  const parts = [d.day !== null ? String(d.day) : '', d.month ?? '', d.dual ? `${d.year}/${d.dual}` : String(d.year), d.bce ? 'B.C.' : (d.epoch ?? '')];
  return calendar551(d.calendar, d.named) + parts.filter(Boolean).join(' ');
}

function date7(d: GedDate): string {
  const cal = d.calendar === 'GREGORIAN' && !d.named ? '' : `${d.calendar} `;
  const parts = [d.day !== null ? String(d.day) : '', d.month ?? '', String(d.year), d.bce ? 'BCE' : (d.epoch ?? '')];
  return cal + parts.filter(Boolean).join(' ');
}

/** Writes a parsed date in 5.5.1 syntax. */
export function formatDate551(p: ParsedDate): string {
  switch (p.kind) {
    case 'empty': return '';
    case 'exact': return date551(p.date);
    case 'approx': return `${p.mod} ${date551(p.date)}`;
    case 'before': return `BEF ${date551(p.date)}`;
    case 'after': return `AFT ${date551(p.date)}`;
    case 'between': return `BET ${date551(p.from)} AND ${date551(p.to)}`;
    case 'period': return [p.from ? `FROM ${date551(p.from)}` : '', p.to ? `TO ${date551(p.to)}` : ''].filter(Boolean).join(' ');
    case 'interpreted': return `INT ${date551(p.date)} (${p.phrase})`;
    case 'phrase': return `(${p.phrase})`;
  }
}

function hasDual(p: ParsedDate): boolean {
  switch (p.kind) {
    case 'exact': case 'approx': case 'before': case 'after': case 'interpreted': return p.date.dual !== null;
    case 'between': return p.from.dual !== null || p.to.dual !== null;
    case 'period': return (p.from?.dual ?? null) !== null || (p.to?.dual ?? null) !== null;
    default: return false;
  }
}

/** The 5.5.1 text kept as a 7.0 PHRASE, with calendar escapes spelled the 7.0 way. */
function phrase7(text: string): string {
  return text
    .replace(/@#D([^@]*)@/g, (_, name: string) => calendarWord(name.replace(/ /g, '_')))
    .replace(/(^|\s)(ROMAN|UNKNOWN)(?=\s)/g, '$1_$2');
}

/**
 * Writes a parsed date in 7.0 syntax. 7.0 has no dual years and no inline phrases: a dual year keeps
 * its first year and the whole 5.5.1 text moves to PHRASE, as the reference converter does.
 */
export function formatDate7(p: ParsedDate, original?: string): { value: string; phrase?: string } {
  if (p.kind === 'phrase') return { value: '', phrase: p.phrase };
  if (p.kind === 'exact' && p.date.dual !== null && p.date.month === null && !p.date.bce) {
    // A bare dual year "1401/8" spans years: the converter writes it as a range.
    const y = String(p.date.year);
    // The range ends at the first year from the written one that ends in the second part ("1799/97" is 1799 to 1897).
    let last = Number(y.slice(0, Math.max(0, y.length - p.date.dual.length)) + p.date.dual);
    if (last < p.date.year) last += 10 ** p.date.dual.length;
    const from = { ...p.date, dual: null };
    const to = { ...p.date, dual: null, year: last };
    return { value: `BET ${date7(from)} AND ${date7(to)}`, phrase: phrase7(original ?? formatDate551(p)) };
  }
  const phrase = hasDual(p) ? phrase7(original ?? formatDate551(p)) : p.kind === 'interpreted' ? p.phrase : undefined;
  let value: string;
  switch (p.kind) {
    case 'empty': value = ''; break;
    case 'exact': value = date7(p.date); break;
    case 'approx': value = `${p.mod} ${date7(p.date)}`; break;
    case 'before': value = `BEF ${date7(p.date)}`; break;
    case 'after': value = `AFT ${date7(p.date)}`; break;
    case 'between': value = `BET ${date7(p.from)} AND ${date7(p.to)}`; break;
    case 'period': value = [p.from ? `FROM ${date7(p.from)}` : '', p.to ? `TO ${date7(p.to)}` : ''].filter(Boolean).join(' '); break;
    case 'interpreted': value = date7(p.date); break;
  }
  return phrase !== undefined ? { value, phrase } : { value };
}

/** Converts a 5.5.1 date value to 7.0 (DATE payload plus optional PHRASE); unparsable text becomes a phrase. */
export function convertDate551To7(text: string): { value: string; phrase?: string } {
  const p = parseDate(text);
  if (!p) return { value: '', phrase: text };
  return formatDate7(p, text.trim());
}

const EMPTY: DateValue = { day: null, month: null, year: null, approximation_years: null, approximation_type: null, text_value: null, cn_date: null };

function fields(d: GedDate): Pick<DateValue, 'day' | 'month' | 'year'> {
  if (d.calendar !== 'GREGORIAN' && d.calendar !== 'JULIAN') return { day: null, month: null, year: null };
  const m = d.month ? GREGORIAN_MONTHS.indexOf(d.month) + 1 : 0;
  return { day: m > 0 ? d.day : null, month: m > 0 ? m : null, year: d.bce ? -d.year : d.year };
}

/** True when the fields of a date say all there is to say (Gregorian, no dual year). */
function plain(d: GedDate): boolean {
  return d.calendar === 'GREGORIAN' && !d.named && !d.epoch && d.dual === null && d.year <= 3000 && d.year >= 1;
}

/**
 * Maps a GEDCOM date (and the 7.0 PHRASE, if any) to a DateValue. Forms the fields cannot hold exactly
 * (calendars, dual years, CAL, EST, periods, uneven ranges) keep their text in text_value.
 */
export function toDateValue(text: string, phrase?: string): DateValue {
  if (phrase === undefined) {
    const fast = fastDateValue(text);
    if (fast !== undefined) return fast;
  }
  return readDateValue(text, phrase);
}

/** toDateValue without its fast path: the general reading, which the fast path must agree with. */
export function readDateValue(text: string, phrase?: string): DateValue {
  const raw = text.trim();
  if (phrase !== undefined) {
    // The 7.0 converter moves a 5.5.1 dual-year date whole into PHRASE: that text is the better source.
    const original = parseDate(phrase);
    if (original && original.kind !== 'phrase' && hasDual(original)) return toDateValue(phrase);
  }
  let p = parseDate(raw);
  // A 7.0 date with a PHRASE says what a 5.5.1 INT date says; read both the same way.
  if (p && p.kind === 'exact' && phrase) p = { kind: 'interpreted', date: p.date, phrase };
  const out: DateValue = { ...EMPTY };
  const chineseText = [p?.kind === 'phrase' ? p.phrase : raw, phrase ?? ''].find((t) => t && isChinese(t));
  if (chineseText) out.cn_date = chineseText;
  if (!p) {
    if (!chineseText) out.text_value = raw;
    return out;
  }
  let exact = true;
  switch (p.kind) {
    case 'empty':
      break;
    case 'exact':
      Object.assign(out, fields(p.date));
      exact = plain(p.date);
      break;
    case 'approx':
      Object.assign(out, fields(p.date), { approximation_type: 0 });
      exact = p.mod === 'ABT' && plain(p.date);
      break;
    case 'before':
    case 'after':
      Object.assign(out, fields(p.date), { approximation_type: p.kind === 'before' ? 1 : 2 });
      exact = plain(p.date);
      break;
    case 'between': {
      Object.assign(out, fields(p.from));
      const span = (p.to.bce ? -p.to.year : p.to.year) - (p.from.bce ? -p.from.year : p.from.year);
      exact = plain(p.from) && plain(p.to) && p.from.month === null && p.to.month === null && span >= 0 && span <= 500;
      if (exact) Object.assign(out, { approximation_type: 2, approximation_years: span });
      break;
    }
    case 'period':
      Object.assign(out, fields((p.from ?? p.to)!));
      exact = false;
      break;
    case 'interpreted':
      Object.assign(out, fields(p.date));
      if (plain(p.date)) {
        out.text_value = p.phrase;
        return out;
      }
      exact = false;
      break;
    case 'phrase':
      exact = false;
      break;
  }
  if (out.year !== null && (out.year < -5000 || out.year > 3000)) Object.assign(out, { day: null, month: null, year: null });
  if (chineseText && (p.kind === 'phrase' || p.kind === 'empty')) return out;
  // One spelling per meaning, so the same date read from 5.5.1 or 7.0 gives the same DateValue.
  if (!exact) out.text_value = p.kind === 'phrase' ? p.phrase : p.kind === 'empty' ? (phrase ?? null) : formatDate551(p);
  else if (phrase) out.text_value = phrase;
  return out;
}

function plainDate(v: DateValue, year: number): GedDate {
  return {
    calendar: 'GREGORIAN',
    day: v.month !== null && year === v.year ? v.day : null,
    month: v.month !== null && year === v.year ? GREGORIAN_MONTHS[v.month - 1]! : null,
    year: Math.abs(year),
    dual: null,
    bce: year < 0,
  };
}

/** The structured date that a DateValue's fields describe, ignoring text_value. */
function fromFields(v: DateValue): ParsedDate {
  if (v.year === null) return { kind: 'empty' };
  const y = v.year;
  const n = v.approximation_years;
  const t = v.approximation_type;
  if (t === null) return { kind: 'exact', date: plainDate(v, y) };
  if (n === null || n === 0) {
    if (t === 1) return { kind: 'before', date: plainDate(v, y) };
    if (t === 2) return { kind: 'after', date: plainDate(v, y) };
    return { kind: 'approx', mod: 'ABT', date: plainDate(v, y) };
  }
  if (t === 1) return { kind: 'between', from: plainDate(v, y - n), to: plainDate(v, y) };
  if (t === 2) return { kind: 'between', from: plainDate(v, y), to: plainDate(v, y + n) };
  return { kind: 'between', from: plainDate(v, y - n), to: plainDate(v, y + n) };
}

/** The date a DateValue stands for: its kept GEDCOM text when that parses, else its fields plus phrase. */
function resolve(v: DateValue): { date: ParsedDate; phrase: string | null; original: string | null } {
  const kept = v.text_value !== null ? parseDate(v.text_value) : null;
  if (kept && kept.kind !== 'empty') return { date: kept, phrase: null, original: v.text_value };
  const phrase = v.text_value ?? (v.cn_date && v.year === null ? v.cn_date : null);
  return { date: fromFields(v), phrase, original: null };
}

/** Writes a DateValue as a 5.5.1 DATE payload. */
export function fromDateValue551(v: DateValue): string {
  const { date, phrase } = resolve(v);
  if (phrase !== null) {
    if (date.kind === 'exact') return formatDate551({ kind: 'interpreted', date: date.date, phrase });
    if (date.kind === 'empty') return formatDate551({ kind: 'phrase', phrase });
  }
  return formatDate551(date);
}

/** Writes a DateValue as a 7.0 DATE payload with an optional PHRASE. */
export function fromDateValue7(v: DateValue): { value: string; phrase?: string } {
  const { date, phrase, original } = resolve(v);
  const out = formatDate7(date, original ?? undefined);
  if (phrase !== null && out.phrase === undefined) return { value: out.value, phrase };
  return out;
}
