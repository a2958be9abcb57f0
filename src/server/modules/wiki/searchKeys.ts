/**
 * Search keys of wiki articles and queries. Chinese is indexed as runs of one to four characters in
 * simplified form (a traditional query is converted first) and as the toneless pinyin of those runs
 * written together ("zupu" for 族譜), so a term is found by its characters in either script and by
 * its pinyin with tones, tone numbers or none. English words go through PostgreSQL full text.
 */
import { foldLatin, placePinyin, toSimplified } from '../../chinese';

const HAN_RUN = /\p{Script=Han}+/gu;
const MAX_GRAM = 4;

function grams<T>(items: T[], join: (part: T[]) => string, into: Set<string>, prefix: string): void {
  for (let n = 1; n <= MAX_GRAM; n++) {
    for (let i = 0; i + n <= items.length; i++) into.add(prefix + join(items.slice(i, i + n)));
  }
}

/** Keys of an article's text: `zh:` character runs and `py:` pinyin runs. */
export function articleKeys(text: string): string[] {
  const keys = new Set<string>();
  for (const run of text.match(HAN_RUN) ?? []) {
    const simple = toSimplified(run);
    grams([...simple], (p) => p.join(''), keys, 'zh:');
    const syllables = placePinyin(simple);
    if (syllables.length === [...simple].length) grams(syllables, (p) => p.join(''), keys, 'py:');
  }
  return [...keys];
}

export interface WikiQuery {
  /** Keys every match must hold (all Chinese parts of the query). */
  han: string[];
  /** The Latin part folded and written together, as pinyin keys compare it ("zupu"); null when none. */
  pinyinKey: string | null;
  /** The Latin part with accents removed, for full text. */
  words: string;
}

/** Reads a search box: Chinese runs to simplified keys, Latin to a pinyin key and full-text words. */
export function readQuery(q: string): WikiQuery {
  const han: string[] = [];
  for (const run of q.match(HAN_RUN) ?? []) {
    const chars = [...toSimplified(run)];
    if (chars.length <= MAX_GRAM) han.push(`zh:${chars.join('')}`);
    else for (let i = 0; i + 2 <= chars.length; i++) han.push(`zh:${chars.slice(i, i + 2).join('')}`);
  }
  const latin = q.replace(HAN_RUN, ' ').normalize('NFKD').replace(/u\u0308/gu, 'v').replace(/\p{M}/gu, '').toLowerCase();
  // Tone numbers after syllables (zu2 pu3) are dropped; other numbers (1882) stay words.
  const tokens = latin.split(/[^a-z0-9:]+/).filter(Boolean).map((t) => (/^([a-z:]+[1-5])+$/.test(t) ? t.replace(/[1-5]/g, '') : t));
  const joined = foldLatin(tokens.filter((t) => /^[a-z:]+$/.test(t)).join(''));
  return {
    han: [...new Set(han)],
    pinyinKey: joined && joined.length <= 40 ? `py:${joined}` : null,
    words: tokens.join(' '),
  };
}
