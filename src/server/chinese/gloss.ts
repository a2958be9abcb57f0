/**
 * A word-by-word gloss of Chinese text, as a reader of a zupu needs it: the text cut into dictionary
 * words (longest match over CC-CEDICT), each with its pinyin and senses, and the phrases zupus repeat
 * read by templates: 諱X (taboo name), 字Y (courtesy name), 號Z (art name), 配X氏 (wife née X), 第N世
 * (generation N), reign years with their Gregorian year (光緒十二年丙戌 → 1886) and lunar dates. It is a
 * gloss, not a translation: it says what each word can mean, not what the sentence says.
 */
import { pinyin } from 'pinyin-pro';
import { parseChineseNumber, readEraYears, readLunarDates } from './reignYears';

export interface GlossWord {
  word: string;
  pinyin: string;
  senses: string[];
}

/** A dictionary entry as the gloss needs it. */
export interface DictEntry {
  pinyin_marks: string;
  glosses: string[];
}

/** Looks words up; answers the entries of the words it knows (by simplified or traditional form). */
export type Lookup = (words: string[]) => Promise<Map<string, DictEntry[]>>;

const HAN = /\p{Script=Han}/u;
const MAX_WORD = 8;
/** Characters that end a name in an entry (the next field begins). */
const STOPS = new Set([...'諱讳字號号配生卒葬子公行娶女適适於于氏世第']);

interface Span {
  start: number;
  end: number;
  word: GlossWord;
}

const readingOf = (text: string) => pinyin(text, { type: 'string' });

function nameAfter(chars: string[], from: number): number {
  let end = from;
  while (end < chars.length && end - from < 3 && HAN.test(chars[end]!) && !STOPS.has(chars[end]!)) end++;
  return end;
}

const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

/** The template phrases of a text, by where they start. */
function templateSpans(text: string): Span[] {
  const chars = [...text];
  const spans: Span[] = [];
  // Era years and lunar dates come with the characters' indexes of the string; turn them into code points.
  const cp = (index: number) => [...text.slice(0, index)].length;
  for (const e of readEraYears(text)) {
    const r = e.reading;
    const year = r.year === null ? `beyond the end of the ${r.era.pinyin} era (${r.era.start}–${r.era.end})` : `${r.year}`;
    const senses = [`year ${r.eraYear} of the ${r.era.pinyin} era: ${year}`];
    if (r.cyclical) senses.push(`cyclical year ${r.cyclical}${r.cyclicalAgrees === false ? ' (does not agree with the era year)' : ''}`);
    const start = cp(e.index);
    spans.push({ start, end: start + [...e.text].length, word: { word: e.text, pinyin: readingOf(e.text), senses } });
  }
  for (const d of readLunarDates(text)) {
    const start = cp(d.index);
    spans.push({ start, end: start + [...d.text].length, word: { word: d.text, pinyin: readingOf(d.text), senses: [`${ordinal(d.day)} day of the ${ordinal(d.month)} lunar month`] } });
  }
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    const label = c === '諱' || c === '讳' ? 'taboo (formal) name' : c === '字' ? 'courtesy name' : c === '號' || c === '号' ? 'art (literary) name' : null;
    if (label) {
      const end = nameAfter(chars, i + 1);
      if (end > i + 1) spans.push({ start: i, end, word: { word: chars.slice(i, end).join(''), pinyin: readingOf(chars.slice(i, end).join('')), senses: [`${label}: ${chars.slice(i + 1, end).join('')}`] } });
    }
    if (c === '配' && chars[i + 2] === '氏' && HAN.test(chars[i + 1] ?? '')) {
      const w = chars.slice(i, i + 3).join('');
      spans.push({ start: i, end: i + 3, word: { word: w, pinyin: readingOf(w), senses: [`married a woman of the ${chars[i + 1]} clan (wife née ${chars[i + 1]})`] } });
    }
    if (c === '第') {
      let end = i + 1;
      while (end < chars.length && /[〇一二三四五六七八九十]/u.test(chars[end]!)) end++;
      const n = parseChineseNumber(chars.slice(i + 1, end).join(''));
      if (n !== null && chars[end] === '世') {
        const w = chars.slice(i, end + 1).join('');
        spans.push({ start: i, end: end + 1, word: { word: w, pinyin: readingOf(w), senses: [`the ${ordinal(n)} generation of the lineage`] } });
      }
    }
  }
  // The first and longest template at each place wins; templates do not overlap.
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Span[] = [];
  for (const s of spans) if (!kept.length || s.start >= kept[kept.length - 1]!.end) kept.push(s);
  return kept;
}

/** Every substring of up to MAX_WORD Han characters: the candidates a dictionary may know. */
function candidates(chars: string[]): string[] {
  const out = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    for (let n = 1; n <= MAX_WORD && i + n <= chars.length; n++) {
      if (!HAN.test(chars[i + n - 1]!)) break;
      out.add(chars.slice(i, i + n).join(''));
    }
  }
  return [...out];
}

function senseOf(entries: DictEntry[]): { pinyin: string; senses: string[] } {
  return { pinyin: entries[0]!.pinyin_marks, senses: [...new Set(entries.flatMap((e) => e.glosses))].slice(0, 8) };
}

export async function glossText(text: string, lookup: Lookup): Promise<GlossWord[]> {
  const chars = [...text];
  const templates = templateSpans(text);
  const known = await lookup(candidates(chars));
  const out: GlossWord[] = [];
  let t = 0;
  for (let i = 0; i < chars.length; ) {
    while (t < templates.length && templates[t]!.start < i) t++;
    const template = templates[t];
    if (template && template.start === i) {
      out.push(template.word);
      i = template.end;
      continue;
    }
    const c = chars[i]!;
    if (!HAN.test(c)) {
      // Latin words and numbers pass through as one item; spaces and marks are dropped.
      let end = i;
      while (end < chars.length && /[\p{L}\p{N}]/u.test(chars[end]!) && !HAN.test(chars[end]!)) end++;
      if (end > i) out.push({ word: chars.slice(i, end).join(''), pinyin: '', senses: [] });
      i = Math.max(end, i + 1);
      continue;
    }
    // The longest dictionary word here, not running into the next template.
    const limit = Math.min(MAX_WORD, (template?.start ?? chars.length) - i);
    let found = false;
    for (let n = limit; n >= 1; n--) {
      const w = chars.slice(i, i + n).join('');
      const entries = known.get(w);
      if (entries?.length) {
        out.push({ word: w, ...senseOf(entries) });
        i += n;
        found = true;
        break;
      }
    }
    if (!found) {
      out.push({ word: c, pinyin: readingOf(c), senses: [] });
      i++;
    }
  }
  return out;
}

