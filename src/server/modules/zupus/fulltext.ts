/**
 * Full text of zupu pages, pure parts: the page's characters folded to one script (simplified, so a
 * query in either script meets text in either), the lexemes indexed for it (every character and every
 * adjacent pair, so a two-character name is one index lookup), a query's lexemes, the places a query
 * stands in a page, and the boxes of those places as polygons on the page image.
 */
import { toSimplified } from '../../chinese/script';

const WORD_CHAR = /[\p{L}\p{N}]/u;
const folded = new Map<string, string>();

/** One character folded: simplified, lower case (one character in, one out). */
function foldChar(ch: string): string {
  let f = folded.get(ch);
  if (f === undefined) {
    const s = /\p{Script=Han}/u.test(ch) ? toSimplified(ch) : ch.toLowerCase();
    f = [...s].length === 1 ? s : ch;
    folded.set(ch, f);
  }
  return f;
}

/** The text without spaces, folded character by character (so index i is the i-th box). */
export function foldText(text: string): string[] {
  return [...text.replace(/\s+/gu, '')].map(foldChar);
}

/** The lexemes of a page: its word characters and each adjacent pair of them. */
export function pageLexemes(folded: readonly string[]): string[] {
  const out = new Set<string>();
  for (let i = 0; i < folded.length; i++) {
    const a = folded[i]!;
    if (!WORD_CHAR.test(a)) continue;
    out.add(a);
    const b = folded[i + 1];
    if (b && WORD_CHAR.test(b)) out.add(a + b);
  }
  return [...out];
}

/** The query folded to its word characters. */
export function foldQuery(q: string): string[] {
  return foldText(q).filter((c) => WORD_CHAR.test(c));
}

/** A tsquery text that every page holding the query matches: its pairs (or its one character), all required. */
export function queryTsquery(chars: readonly string[]): string {
  const lexemes = chars.length === 1 ? [chars[0]!] : chars.slice(1).map((c, i) => chars[i]! + c);
  // Word characters only (quotes and backslashes cannot occur), each quoted as one lexeme.
  return [...new Set(lexemes)].map((l) => `'${l}'`).join(' & ');
}

/** Start indexes of the query in the folded page text, ignoring marks between characters. */
export function findAll(page: readonly string[], query: readonly string[]): number[][] {
  const out: number[][] = [];
  if (!query.length) return out;
  for (let i = 0; i < page.length; i++) {
    if (page[i] !== query[0]) continue;
    const at = [i];
    let j = i + 1;
    for (let k = 1; k < query.length && j < page.length; j++) {
      if (!WORD_CHAR.test(page[j]!)) continue;
      if (page[j] !== query[k]) break;
      at.push(j);
      k++;
    }
    if (at.length === query.length) out.push(at);
  }
  return out;
}

export type Box = readonly number[];
export type Vertex = { x: number; y: number };

/** Polygons over the characters at `indexes`: consecutive boxes in one column (or line) merge into one rectangle. */
export function verticesOf(boxes: readonly Box[], indexes: readonly number[]): Vertex[][] {
  const rects: number[][] = [];
  for (const i of indexes) {
    const b = boxes[i];
    if (!b || b.length < 4) continue;
    const last = rects[rects.length - 1];
    const sameColumn = last && Math.min(last[2]!, b[2]!) - Math.max(last[0]!, b[0]!) > 0 && b[1]! >= last[1]!;
    const sameLine = last && Math.min(last[3]!, b[3]!) - Math.max(last[1]!, b[1]!) > 0 && b[0]! >= last[0]!;
    if (last && (sameColumn || sameLine)) {
      last[0] = Math.min(last[0]!, b[0]!);
      last[1] = Math.min(last[1]!, b[1]!);
      last[2] = Math.max(last[2]!, b[2]!);
      last[3] = Math.max(last[3]!, b[3]!);
    } else rects.push([b[0]!, b[1]!, b[2]!, b[3]!]);
  }
  return rects.map(([x1, y1, x2, y2]) => [
    { x: x1!, y: y1! },
    { x: x2!, y: y1! },
    { x: x2!, y: y2! },
    { x: x1!, y: y2! },
  ]);
}

/** A snippet of the original text around a hit: `radius` characters each side, spaces dropped. */
export function snippetOf(original: readonly string[], at: readonly number[], radius = 12): { snippet: string; highlight: { start: number; length: number } } {
  const first = at[0]!;
  const last = at[at.length - 1]!;
  const from = Math.max(0, first - radius);
  const to = Math.min(original.length, last + 1 + radius);
  return { snippet: original.slice(from, to).join(''), highlight: { start: first - from, length: last - first + 1 } };
}
