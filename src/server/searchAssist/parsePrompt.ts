/**
 * The prompt parser: an English or Chinese sentence becomes the record search form. It is plain code
 * over the project's own knowledge (surname spellings, the gazetteer's place names, kinship terms,
 * reign years), read in a fixed order so each part of the prompt is used once: options and
 * categories, kinship phrases with the names after them, explicit name fields, places, years, event
 * words; a year or place then belongs to the nearest event word of its clause (born, 生于, arrived);
 * what is left that looks like a name is the person searched for.
 */
import type { RecordCategoryId } from '../../protocol/records';
import type { AssistFact, AssistForm, AssistRelative } from '../../protocol/searchAssist';
import {
  ABOUT_YEARS,
  ANY_CATEGORY,
  ANY_IMAGES,
  ANY_YEAR,
  APPROX_AFTER,
  APPROX_BEFORE,
  APPROX_EXPLICIT,
  CATEGORY_CUES,
  CATEGORY_NEEDS_RECORDS,
  EVENT_CUES,
  EXACT_SPELLING,
  FEMALE,
  FILLER_HAN,
  FILLER_LATIN,
  FLEXIBLE,
  FUZZY,
  KIN_TERMS,
  KIN_WORDS,
  MALE,
  NAME_LINK,
  RECORDS_WORD,
  SINGLE_HAN_KIN,
  WITH_IMAGES,
  WITHOUT_IMAGES,
  type EventKind,
  type KinTerm,
} from './lexicon';
import { placeIndex, type KnownPlace, type PlaceIndex } from './placeIndex';
import { PromptText, type Conversion } from './promptText';
import { findSurname } from '../chinese/surnameTable';
import { hanNameAt, isSurnameSpelling, latinName, nameAt, type ParsedName } from './promptNames';

/** What the parser took, beside the form: for the sentence that says so. */
export interface Reading {
  form: AssistForm;
  /** Fields the prompt asks to clear (a follow-up's "any category"). */
  cleared: (keyof AssistForm)[];
  language: 'en' | 'zh';
  conversions: Conversion[];
  /** How the prompt named the searched person ("your great-grandfather"). */
  subject: string | null;
  /** Relatives by the kinship word the prompt used (grandfather), in form order. */
  relativeLabels: (string | undefined)[];
  /** Places the form names, with their English name and how the prompt wrote them when it differs (Toisan for 台山). */
  places: Map<string, { english: string | null; written: string | null }>;
  /** Words that carried nothing the form can take. */
  unused: string[];
}

interface YearItem {
  at: number;
  end: number;
  year: number;
  approx: number;
  to?: number;
}
interface PlaceItem {
  at: number;
  end: number;
  place: KnownPlace;
  origin: boolean;
}
interface EventItem {
  at: number;
  end: number;
  kind: EventKind;
}

const HAN = /\p{Script=Han}/u;
const YEAR = String.raw`(?<!\d)(1[5-9]\d\d|20[0-2]\d)(?!\d)`;
const PLACE_CUE_BEFORE = /(?:\b(?:in|at|from|of|near|to|into)\s+(?:the\s+)?|在|于|於|自|从|從|到|往|籍贯|籍貫|祖籍|来自|來自|老家|家乡|家鄉)\s*$/iu;
const EVENT_BEFORE = new RegExp(`(?:${Object.values(EVENT_CUES).join('|')})\\s*$`, 'iu');
const HAN_PLACE_BOUNDARY = /[在于於自从從到往是为為生达達葬住居来來至、，,\s\d年省市县縣]$/u;

function bounded(cue: string): string {
  return `(?<![A-Za-z])(?:${cue})(?![A-Za-z])`;
}
const RECORDS_AFTER = new RegExp(bounded(RECORDS_WORD), 'iu');
const APPROX_BEFORE_RE = new RegExp(APPROX_BEFORE, 'iu');
const APPROX_AFTER_RE = new RegExp(APPROX_AFTER, 'u');
const APPROX_EXPLICIT_RE = new RegExp(APPROX_EXPLICIT, 'iu');
const FILLER_HAN_EDGES = new RegExp(`^(?:${FILLER_HAN})+|(?:${FILLER_HAN})+$`, 'u');

export function parsePrompt(prompt: string, places: PlaceIndex = placeIndex()): Reading {
  const t = new PromptText(prompt);
  const form: AssistForm = {};
  const cleared: (keyof AssistForm)[] = [];
  const relatives: AssistRelative[] = [];
  const relativeLabels: string[] = [];
  const placeNotes = new Map<string, { english: string | null; written: string | null }>();
  let subject: string | null = null;
  let subjectGender: 'm' | 'f' | undefined;

  // 1. Options and clearing words.
  const once = (pattern: string, act: () => void) => {
    for (const m of t.free(pattern)) {
      t.take(m.index, m.index + m[0].length);
      act();
    }
  };
  once(ANY_CATEGORY, () => cleared.push('category_id'));
  once(ANY_YEAR, () => cleared.push('birth_year', 'death_year', 'record_year'));
  once(ANY_IMAGES, () => cleared.push('has_images'));
  once(WITHOUT_IMAGES, () => (form.has_images = false));
  once(WITH_IMAGES, () => (form.has_images = true));
  once(EXACT_SPELLING, () => (form.with_fuzzy_first_name = form.with_fuzzy_surname = false));
  once(FUZZY, () => (form.with_fuzzy_first_name = form.with_fuzzy_surname = true));
  once(FLEXIBLE, () => (form.is_flexible = true));

  // 2. Categories ("only immigration records", 只看移民档案, 墓).
  for (const [category, cue] of CATEGORY_CUES) {
    const re = `(?:(?<![A-Za-z])only\\s+|只看|只要|只查|仅|僅)?(${bounded(cue)})(?:\\s*(?:${bounded(RECORDS_WORD)}))?(?:\\s+only\\b)?`;
    for (const m of t.free(re)) {
      const hasRecordsWord = RECORDS_AFTER.test(m[0].slice(m[0].indexOf(m[1]!) + m[1]!.length));
      if (CATEGORY_NEEDS_RECORDS.test(m[1]!) && !hasRecordsWord) continue;
      form.category_id ??= category as RecordCategoryId;
      t.take(m.index, m.index + m[0].length);
    }
  }

  // 3. Kinship phrases: "my great-grandfather" names the person searched; "his wife Lee" a relative.
  const owner = String.raw`(?:(?<![A-Za-z])(?:my|our|his|her|their|whose|with(?:\s+(?:his|her|a))?|and(?:\s+(?:his|her))?|the|had\s+a)\s+|我的|我们的|我們的|我|咱们|咱們|其|他的|她的|他|她|和|与|與|及|跟)`;
  const kinRe = `(${owner})?((?:great[- ]?)+|[曾高太]+)?(${KIN_WORDS})(${NAME_LINK})`;
  for (const m of t.free(kinRe)) {
    const ownerWord = (m[1] ?? '').trim().toLowerCase();
    const term: KinTerm = KIN_TERMS[m[3]!.toLowerCase()]!;
    const link = m[4] ?? '';
    const mine = /^(?:my|our|我的|我们的|我們的|我|咱们|咱們)$/u.test(ownerWord) || !!m[2];
    if (SINGLE_HAN_KIN.test(m[3]!) && !/^[其他她]/u.test(ownerWord) && !/[名叫是]/u.test(link)) continue;
    const end = m.index + m[0].length;
    if (mine) {
      subject = HAN.test(m[3]!) ? `${m[2] ?? ''}${m[3]}` : `${'great-'.repeat((m[2]?.match(/great/giu) ?? []).length)}${term.label}`;
      if (term.gender) subjectGender = term.gender;
      t.take(m.index, end);
      continue;
    }
    const name = nameAt(t.text.slice(end));
    if (!name || !t.isFree(end, end + name.length) || places.find(t.text.slice(end, end + name.length)).length) continue;
    relatives.push({ first_name: name.first_name, surname: name.surname, ...(term.relation ? { relation_type: term.relation } : {}) });
    relativeLabels.push(term.label);
    if (/(?:^|\s)his$|^(?:他的|他|其)$/u.test(ownerWord)) subjectGender = 'm';
    else if (/(?:^|\s)her$|^(?:她的|她)$/u.test(ownerWord)) subjectGender = 'f';
    else if (term.label === 'wife') subjectGender ??= 'm';
    else if (term.label === 'husband') subjectGender ??= 'f';
    t.take(m.index, end + name.length);
  }

  // 4. Names given by field: "surname Chan", "first name Kwong", 姓陈, 名永胜.
  let named = null as ParsedName | null;
  for (const m of t.free(String.raw`(?<![A-Za-z])(?:surname|last name|family name)\s*(?:is|was|of|:)?\s*([A-Za-z][A-Za-z'’-]*)|姓\s*([A-Za-z][A-Za-z'’-]*|\p{Script=Han}{1,2})(?!名)`)) {
    const surname = m[1] ?? (HAN.test(m[2]!) ? (hanNameAt(m[2]!)?.surname ?? '') : m[2]!);
    if (!surname) continue;
    named = { surname, first_name: named?.first_name ?? '', written: surname };
    t.take(m.index, m.index + m[0].length - (m[2] && HAN.test(m[2]) ? m[2].length - surname.length : 0));
  }
  for (const m of t.free(String.raw`(\p{Script=Han}{1,2})姓(?![名氏])`)) {
    const surname = m[1]!.length === 2 && findSurname(m[1]!) ? m[1]! : m[1]!.slice(-1);
    if (!findSurname(surname)) continue;
    named = { surname, first_name: named?.first_name ?? '', written: surname };
    t.take(m.index + m[0].length - surname.length - 1, m.index + m[0].length);
  }
  for (const m of t.free(String.raw`(?<![A-Za-z])(?:first name|given name|forename)\s*(?:is|was|:)?\s*([A-Za-z][A-Za-z'’ -]*?)(?=\s*(?:[,;.]|$|\b(?:and|born|died|in|from)\b))|名(?:字)?(?:叫|是)\s*(\p{Script=Han}{1,2})`)) {
    named = { surname: named?.surname ?? '', first_name: (m[1] ?? m[2]!).trim(), written: m[0] };
    t.take(m.index, m.index + m[0].length);
  }

  // 5. Places.
  const placeItems: PlaceItem[] = [];
  let lastPlaceEnd = -1;
  for (const p of places.find(t.text)) {
    if (!t.isFree(p.start, p.end)) continue;
    const before = t.before(p.start);
    const cue = PLACE_CUE_BEFORE.test(before) || EVENT_BEFORE.test(before);
    const person = /^\s*(?:县|縣|市)?人(?![士物名])/u.exec(t.after(p.end));
    if (!p.strong && !cue && !person) continue;
    // A Chinese place glued to a character that is neither a cue nor a boundary is part of a name (陈开平).
    if (HAN.test(p.written) && p.start > 0 && lastPlaceEnd !== p.start && HAN.test(t.text[p.start - 1]!) && !HAN_PLACE_BOUNDARY.test(t.text.slice(0, p.start))) continue;
    const end = p.end + (person ? person[0].length : 0);
    placeItems.push({ at: p.start, end, place: p.place, origin: !!person || /(?:\bfrom\s+|籍贯|籍貫|祖籍|来自|來自|老家|家乡|家鄉)\s*$/iu.test(before) });
    placeNotes.set(p.place.value, { english: p.place.english, written: p.written !== p.place.value && p.written !== p.place.english ? p.written : null });
    t.take(p.start, end);
    lastPlaceEnd = p.end;
  }

  // "广东开平", "Kaiping Guangdong": of two places side by side the first one named is kept only when it is the narrower.
  for (let i = placeItems.length - 2; i >= 0; i--) {
    const [a, b] = [placeItems[i]!, placeItems[i + 1]!];
    if (!/^\s*$/u.test(t.text.slice(a.end, b.at)) || !a.place.code || !b.place.code) continue;
    if (b.place.code.startsWith(a.place.code)) placeItems.splice(i, 1);
    else if (a.place.code.startsWith(b.place.code)) placeItems.splice(i + 1, 1);
  }

  // 6. Years and ages.
  const years: YearItem[] = [];
  const explicit = (at: number, end: number): number | null => {
    const around = t.text.slice(Math.max(0, at - 16), Math.min(t.text.length, end + 16));
    const m = APPROX_EXPLICIT_RE.exec(around);
    if (!m || t.clauseOf(Math.max(0, at - 16) + m.index) !== t.clauseOf(at)) return null;
    const start = Math.max(0, at - 16) + m.index;
    if (t.isFree(start, start + m[0].length)) t.take(start, start + m[0].length);
    return Number(m[1]);
  };
  const addYear = (m: RegExpExecArray, year: number, approx: number, to?: number) => {
    let start = m.index;
    let end = m.index + m[0].length;
    const b = APPROX_BEFORE_RE.exec(t.before(start));
    if (b) {
      approx = Math.max(approx, ABOUT_YEARS);
      start -= b[0].length;
    }
    const a = APPROX_AFTER_RE.exec(t.text.slice(end));
    if (a) {
      approx = Math.max(approx, ABOUT_YEARS);
      end += a[0].length;
    }
    const n = explicit(start, end);
    if (n !== null) approx = n;
    if (t.isFree(start, end)) t.take(start, end);
    else t.take(m.index, m.index + m[0].length);
    years.push({ at: m.index, end, year, approx, ...(to !== undefined ? { to } : {}) });
  };
  for (const m of t.free(String.raw`(?:between\s+|from\s+)?${YEAR}\s*(?:-|–|—|to|and|~|至|到)\s*${YEAR}\s*年?`)) {
    const [a, b] = [Number(m[1]), Number(m[2])].sort((x, y) => x - y);
    addYear(m, Math.round((a! + b!) / 2), Math.ceil((b! - a!) / 2), b);
    years[years.length - 1]!.year = Math.round((a! + b!) / 2);
  }
  for (const m of t.free(String.raw`${YEAR.replace('\\d\\d', '\\d0')}(?:'?s\b|\s*年代)`)) addYear(m, Number(m[1]) + 5, 5);
  for (const m of t.free(`${YEAR}\\s*年?`)) addYear(m, Number(m[1]), 0);
  let age: { at: number; age: number } | null = null;
  for (const m of t.free(String.raw`(?<![A-Za-z])(?:aged?|at age)\s*(\d{1,3})\b|(\d{1,3})\s*(?:years?\s+old|岁|歲)`)) {
    age = { at: m.index, age: Number(m[1] ?? m[2]) };
    t.take(m.index, m.index + m[0].length);
  }

  // 7. Event words.
  const events: EventItem[] = [];
  for (const [kind, cue] of Object.entries(EVENT_CUES) as [EventKind, string][]) {
    for (const m of t.free(cue)) {
      events.push({ at: m.index, end: m.index + m[0].length, kind });
      t.take(m.index, m.index + m[0].length);
    }
  }
  events.sort((a, b) => a.at - b.at);

  /** The event of the same clause nearest to a year or place; a place is read after its cue word ("born in X", 生于X). */
  const eventFor = (at: number, isPlace: boolean, end = at): EventItem | null => {
    // A year written just before its event word belongs to it (1905年抵达).
    const next = isPlace ? undefined : events.find((e) => e.at >= end && e.at - end <= 1 && t.clauseOf(e.at) === t.clauseOf(at));
    if (next) return next;
    let best: EventItem | null = null;
    let bestDistance = Infinity;
    for (const e of events) {
      if (t.clauseOf(e.at) !== t.clauseOf(at)) continue;
      const after = at >= e.end;
      const distance = after ? at - e.end : (e.at - at) * (isPlace ? 3 : 1);
      if (distance < bestDistance) [best, bestDistance] = [e, distance];
    }
    return best;
  };

  const facts: AssistFact[] = [];
  const factsByEvent = new Map<string, AssistFact>();
  const factFor = (e: EventItem): AssistFact => {
    const key = `arrival@${e.at}`;
    let fact = factsByEvent.get(key);
    if (!fact) {
      fact = { fact_type: 'arrival' };
      factsByEvent.set(key, fact);
      facts.push(fact);
    }
    return fact;
  };
  for (const e of events) if (e.kind === 'arrival') factFor(e);

  let loneYear: YearItem | null = null;
  for (const y of years) {
    const e = eventFor(y.at, false, y.end);
    const kind = e?.kind;
    if (kind === 'birth' && form.birth_year === undefined) [form.birth_year, form.birth_year_approx] = [y.year, y.approx];
    else if (kind === 'death' && form.death_year === undefined) [form.death_year, form.death_year_approx] = [y.year, y.approx];
    else if (kind === 'arrival') Object.assign(factFor(e!), { year: y.year, ...(y.approx ? { approx: y.approx } : {}) });
    else if (kind === 'residence') [form.residence_from, form.residence_to] = y.to !== undefined ? [y.to - 2 * y.approx, y.to] : [y.year - y.approx, y.year + y.approx];
    else if (!kind && y.approx && form.birth_year === undefined) [form.birth_year, form.birth_year_approx] = [y.year, y.approx];
    else if (!kind && form.record_year === undefined) [form.record_year, loneYear] = [y.year, y];
  }
  for (const p of placeItems) {
    const e = p.origin ? null : eventFor(p.at, true);
    const kind = e?.kind;
    if (kind === 'birth') form.birth_location ??= p.place.value;
    else if (kind === 'death') form.death_location ??= p.place.value;
    else if (kind === 'arrival') factFor(e!).place_display_text ??= p.place.value;
    else if (kind === 'residence') form.residence_location ??= p.place.value;
    else if (!p.place.overseas || p.origin) form.birth_location ??= p.place.value;
    else form.residence_location ??= p.place.value;
  }
  // An age with the year of the record or arrival gives a birth year (ages in records are rounded: ±2).
  if (age && form.birth_year === undefined) {
    const seen = facts.find((f) => f.year !== undefined)?.year ?? loneYear?.year;
    if (seen !== undefined) [form.birth_year, form.birth_year_approx] = [seen - age.age, 2];
  }

  // 8. Gender.
  once(MALE, () => (subjectGender = 'm'));
  once(FEMALE, () => (subjectGender = 'f'));

  // 9. The person searched: what is left that reads as a name.
  const unused: string[] = [];
  for (const run of t.freeRuns()) {
    for (const piece of run.text.split(/[,;:!?，；：。！？、()（）]+/u)) {
      let text = piece.trim();
      if (!text) continue;
      if (HAN.test(text)) {
        for (let prev = ''; prev !== text; ) [prev, text] = [text, text.replace(FILLER_HAN_EDGES, '').trim()];
        if (!text) continue;
        const latinWords = text.match(/[A-Za-z][A-Za-z'’-]*/gu) ?? [];
        const hanPart = text.replace(/[A-Za-z'’ -]+/gu, '');
        const han = hanPart ? hanNameAt(hanPart) : null;
        if (han && !named) named = han;
        else if (!han && latinWords.length && !named) named = latinName(latinWords.filter((w) => !FILLER_LATIN.has(w.toLowerCase())));
        else if (hanPart || latinWords.length) unused.push(text);
        continue;
      }
      // Runs of words between filler words ("Wong Ah Sing" | "sailed" | "steamship Mongolia").
      const runs: string[][] = [[]];
      for (const w of text.match(/[A-Za-z][A-Za-z'’-]*|\d+/gu) ?? []) {
        if (FILLER_LATIN.has(w.toLowerCase())) runs.push([]);
        else runs[runs.length - 1]!.push(w);
      }
      for (const words of runs.filter((r) => r.length)) {
        const candidate = words.every((w) => /^[A-Za-z]/u.test(w)) && words.length <= 4 ? latinName(words) : null;
        const nameLike = candidate && (words.some(isSurnameSpelling) || words.every((w) => /^[A-Z]/u.test(w)));
        if (!named && nameLike) named = candidate;
        else unused.push(words.join(' '));
      }
    }
  }
  if (named) {
    // 氏 / Shee after a surname marks a married woman in old records.
    if (/(?:氏|\bshee|\bshi)$/iu.test(named.written)) subjectGender ??= 'f';
    if (named.surname) form.surname = named.surname;
    if (named.first_name) form.first_name = named.first_name;
  }
  if (subjectGender) form.gender = subjectGender;
  if (relatives.length) form.relatives = relatives;
  const stated = facts.filter((f) => f.year !== undefined || f.place_display_text);
  if (stated.length) form.facts = stated;
  return { form: tidy(form), cleared, language: t.language, conversions: t.conversions, subject, relativeLabels, places: placeNotes, unused };
}

/** Field order as the record search form lists them, empty parts left out. */
function tidy(form: AssistForm): AssistForm {
  const order: (keyof AssistForm)[] = [
    'first_name', 'surname', 'gender', 'birth_year', 'birth_year_approx', 'birth_location', 'death_year', 'death_year_approx', 'death_location',
    'residence_location', 'residence_from', 'residence_to', 'record_year', 'category_id', 'has_images', 'with_fuzzy_first_name', 'with_fuzzy_surname',
    'is_flexible', 'relatives', 'facts',
  ];
  const out: Record<string, unknown> = {};
  for (const key of order) {
    const value = form[key];
    if (value === undefined || value === '' || ((key === 'birth_year_approx' || key === 'death_year_approx') && value === 0)) continue;
    out[key] = value;
  }
  return out as AssistForm;
}
