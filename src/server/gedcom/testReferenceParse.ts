/**
 * The GEDCOM line rules read the plain way, a line at a time with strings and Maps: slow and simple on
 * purpose, so that tests can hold the WebAssembly line loop (scan.wat) to it, column by column and
 * message by message. It mirrors what parseGedcom promises, not how it gets there.
 */
import { GedcomTree, unescapeValue } from './flat';
import type { GedcomIssue } from './issues';
import { versionOf } from './scan';

export interface ReferenceParse {
  size: number;
  columns: Record<'level' | 'tag' | 'line' | 'xrefStart' | 'xrefEnd' | 'valStart' | 'valEnd' | 'firstChild' | 'nextSibling' | 'cont', number[]>;
  tags: string[];
  roots: number[];
  v7From: number;
  errors: GedcomIssue[];
  warnings: GedcomIssue[];
}

const isSpace = (c: string | undefined) => c === ' ' || c === '\t';

export function referenceParse(text: string): ReferenceParse {
  const names = ['level', 'tag', 'line', 'xrefStart', 'xrefEnd', 'valStart', 'valEnd', 'firstChild', 'nextSibling', 'cont'] as const;
  const col = Object.fromEntries(names.map((k) => [k, [0]])) as ReferenceParse['columns'];
  const tags = ['CONC', 'CONT'];
  const roots: number[] = [];
  const errors: GedcomIssue[] = [];
  const warnings: GedcomIssue[] = [];
  const defined = new Map<string, number>();
  const pointers: { slot: number; value: string }[] = [];
  const escaped: GedcomIssue[] = [];
  const stack: number[] = [];
  const lastChild: number[] = [];
  let v7From = Infinity;
  let versionKnown = false;
  let depth = -1;
  let contLevel = -2;
  let contTag = '';
  let lastContOwner = 0;
  let lastCont = 0;
  let size = 1;
  let lineNo = 0;
  const n = text.length;
  let i = text[0] === '\uFEFF' ? 1 : 0;
  const tree = (): GedcomTree => {
    const t = new GedcomTree(text);
    for (const k of names) (t as unknown as Record<string, Int32Array | Uint8Array>)[k] = k === 'level' ? Uint8Array.from(col[k]) : Int32Array.from(col[k]);
    t.tags.splice(0, t.tags.length, ...tags);
    t.roots = [...roots];
    t.size = size;
    t.v7From = v7From;
    return t;
  };

  for (; i < n; ) {
    lineNo++;
    let end = i;
    while (end < n && text[end] !== '\n' && text[end] !== '\r') end++;
    let next = end + 1;
    if (end < n && next < n && (text[end]! + text[next]! === '\r\n' || text[end]! + text[next]! === '\n\r')) next++;
    const line = () => {
      let p = i;
      while (p < end && (isSpace(text[p]) || text[p] === '\uFEFF')) p++;
      if (p >= end) return warnings.push({ line: lineNo, message: 'blank line skipped' });
      const digitsAt = p;
      let level = 0;
      while (p < end && text[p]! >= '0' && text[p]! <= '9') level = level * 10 + Number(text[p++]);
      if (p === digitsAt) return errors.push({ line: lineNo, message: `expected a level number, found "${text.slice(i, Math.min(end, i + 30))}"` });
      if (level > 99) return errors.push({ line: lineNo, message: `level ${level} is deeper than the maximum of 99` });
      if (level === contLevel + 1 && level > depth + 1) {
        warnings.push({ line: lineNo, message: `level ${level} under a ${contTag} line; read as part of the line it continues` });
        depth = level - 1;
        const owner = stack[contLevel - 1]!;
        stack[level - 1] = owner;
        let last = col.firstChild[owner]!;
        while (last !== 0 && col.nextSibling[last] !== 0) last = col.nextSibling[last]!;
        lastChild[level] = last;
      }
      if (level > depth + 1) return errors.push({ line: lineNo, message: `level ${level} follows level ${depth}: a level may go at most one deeper than the line before` });
      if (level === 0 && !versionKnown && roots.length > 0) {
        if (versionOf(tree()) === '7.0') v7From = size;
        versionKnown = true;
      }
      while (p < end && isSpace(text[p])) p++;
      let xref = '';
      const xrefAt = p;
      if (text[p] === '@') {
        let q = p + 1;
        while (q < end && text[q] !== '@') q++;
        if (q >= end || q === p + 1) return errors.push({ line: lineNo, message: `unterminated cross-reference identifier "${text.slice(p, q)}"` });
        xref = text.slice(p, q + 1);
        p = q + 1;
        while (p < end && isSpace(text[p])) p++;
      }
      const tagAt = p;
      while (p < end && !isSpace(text[p])) p++;
      if (p === tagAt) return errors.push({ line: lineNo, message: 'missing tag' });
      const tag = text.slice(tagAt, p);
      if (!tags.includes(tag)) tags.push(tag);
      const [valStart, valEnd] = p + 1 < end ? [p + 1, end] : [0, -1];
      const continuation = tag === 'CONC' || tag === 'CONT';
      if (continuation && (level === 0 || level - 1 > depth)) return errors.push({ line: lineNo, message: `${tag} has no line to continue` });
      const slot = size++;
      const row = { level, tag: tags.indexOf(tag), line: lineNo, xrefStart: 0, xrefEnd: 0, valStart, valEnd, firstChild: 0, nextSibling: 0, cont: 0 };
      for (const k of names) col[k][slot] = row[k];
      if (continuation) {
        const owner = stack[level - 1]!;
        if (col.cont[owner] === 0) col.cont[owner] = slot;
        else {
          let last = owner === lastContOwner ? lastCont : col.cont[owner]!;
          while (col.nextSibling[last] !== 0) last = col.nextSibling[last]!;
          col.nextSibling[last] = slot;
        }
        lastContOwner = owner;
        lastCont = slot;
        depth = level - 1;
        contLevel = level;
        contTag = tag;
        return;
      }
      if (xref) {
        col.xrefStart[slot] = xrefAt;
        col.xrefEnd[slot] = xrefAt + xref.length;
      }
      const value = text.slice(valStart, valEnd);
      if (value.length > 2 && value[0] === '@') {
        if (value.includes('@@')) {
          const u = unescapeValue(value, slot >= v7From);
          if (u.length > 2 && u[0] === '@' && u.at(-1) === '@' && u[1] !== '#') escaped.push({ line: lineNo, message: u });
        } else if (value.at(-1) === '@' && value[1] !== '#') pointers.push({ slot, value });
      }
      if (level === 0) {
        roots.push(slot);
        if (xref) {
          const first = defined.get(xref);
          if (first !== undefined) errors.push({ line: lineNo, message: `duplicate record ${xref} (first defined on line ${first})` });
          else defined.set(xref, lineNo);
        }
      } else {
        const parent = stack[level - 1]!;
        if (col.firstChild[parent] === 0) col.firstChild[parent] = slot;
        else col.nextSibling[lastChild[level]!] = slot;
      }
      stack[level] = slot;
      lastChild[level] = slot;
      lastChild[level + 1] = 0;
      depth = level;
      contLevel = -2;
    };
    line();
    i = next;
  }

  if (roots.length === 0 || tags[col.tag[roots[0]!]!] !== 'HEAD') errors.push({ line: roots.length > 0 ? col.line[roots[0]!]! : 1, message: 'the first record must be HEAD' });
  const dangling = pointers.filter((p) => p.value !== '@VOID@' && !defined.has(p.value)).map((p) => ({ line: col.line[p.slot]!, message: `${p.value} points to no record` }));
  for (const p of escaped) if (p.message !== '@VOID@' && !defined.has(p.message)) dangling.push({ line: p.line, message: `${p.message} points to no record` });
  if (escaped.length > 0) dangling.sort((a, b) => a.line - b.line);
  warnings.push(...dangling);
  return { size, columns: col, tags, roots, v7From, errors, warnings };
}
