/**
 * Breaks a name into the lines a card has room for: at spaces and hyphens, between CJK characters, and with an
 * ellipsis on the last line when the rest still does not fit. Pure: the caller passes how wide a string is.
 */
import { isCjkCodePoint } from '../../src/protocol/names';

/** Width of a string in pixels, as the renderer would draw it. */
export type Measure = (s: string) => number;

/** Ends a line that had to be cut. */
export const ELLIPSIS = '…';
const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
/** Marks, joiners and selectors: only text holding one needs the (slow) grapheme segmenter. */
const COMBINING = /\p{M}|\p{Variation_Selector}|\p{Emoji_Modifier}|\u200c|\u200d/u;

/** The user-perceived characters of a string (an accented letter typed as two code points is one). */
export function graphemes(s: string): string[] {
  return segmenter && COMBINING.test(s) ? Array.from(segmenter.segment(s), (x) => x.segment) : [...s];
}

/** A piece that stays on one line, and what joins it to the piece before (a space, or nothing). */
interface Token {
  text: string;
  sep: string;
}

function isCjk(g: string): boolean {
  return isCjkCodePoint(g.codePointAt(0)!);
}

const HYPHENS = new Set(['-', '\u2010']);

/** Words at spaces, a break after each hyphen, and every CJK character a token of its own. */
function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let word = '';
  let sep = '';
  const push = (t: string) => {
    out.push({ text: t, sep });
    sep = '';
  };
  for (const g of graphemes(text.trim())) {
    if (/^\s+$/u.test(g)) {
      if (word) push(word);
      word = '';
      sep = ' ';
    } else if (isCjk(g)) {
      if (word) push(word);
      word = '';
      push(g);
    } else {
      word += g;
      if (HYPHENS.has(g)) {
        push(word);
        word = '';
      }
    }
  }
  if (word) push(word);
  return out;
}

/** The longest start of `text` that fits `width` with an ellipsis after it (at least the ellipsis alone). */
function ellipsize(text: string, measure: Measure, width: number): string {
  if (measure(text) <= width) return text;
  const gs = graphemes(text);
  let lo = 0;
  let hi = gs.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(gs.slice(0, mid).join('').trimEnd() + ELLIPSIS) <= width) lo = mid;
    else hi = mid - 1;
  }
  return gs.slice(0, lo).join('').trimEnd() + ELLIPSIS;
}

/** The longest start of a single unbreakable word that fits `width` (at least one grapheme). */
function splitWord(word: string, measure: Measure, width: number): [string, string] {
  const gs = graphemes(word);
  let n = 1;
  while (n < gs.length && measure(gs.slice(0, n + 1).join('')) <= width) n++;
  return [gs.slice(0, n).join(''), gs.slice(n).join('')];
}

/**
 * Lines of `text` no wider than `width`, at most `maxLines` of them. Breaks at spaces and after hyphens, and
 * between CJK characters; a word too long for a line of its own is split where it reaches the edge. What is
 * left for the last line ends with an ellipsis when it does not fit.
 */
export function fitLines(text: string, measure: Measure, width: number, maxLines = 2): string[] {
  const tokens = tokenize(text);
  if (tokens.length === 0 || maxLines < 1) return [];
  const lines: string[] = [];
  let i = 0;
  while (i < tokens.length && lines.length < maxLines - 1) {
    let line = tokens[i].text;
    if (measure(line) > width) {
      const [head, rest] = splitWord(line, measure, width);
      lines.push(head);
      tokens[i] = { text: rest, sep: '' };
      continue;
    }
    i++;
    while (i < tokens.length && measure(line + tokens[i].sep + tokens[i].text) <= width) {
      line += tokens[i].sep + tokens[i].text;
      i++;
    }
    lines.push(line);
  }
  if (i < tokens.length) {
    const rest = tokens.slice(i).map((t, k) => (k === 0 ? '' : t.sep) + t.text).join('');
    lines.push(ellipsize(rest, measure, width));
  }
  return lines;
}
