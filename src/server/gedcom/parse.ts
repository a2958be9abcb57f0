/**
 * Text to a tree of GEDCOM structures in one pass over the string. This loop is the hot path of a
 * 100,000-person import, so it reads char codes, makes a substring only for tag, xref and value,
 * and never runs a regular expression per line.
 */
import type { GedcomIssue } from './issues';
import type { GedcomNode, GedcomVersion } from './node';

export interface ParsedGedcom {
  records: GedcomNode[];
  version: GedcomVersion;
  /** Problems that make the file unsafe to import (bad levels, duplicate xrefs, missing HEAD). */
  errors: GedcomIssue[];
  /** Problems that were skipped or tolerated (blank lines, dangling pointers). */
  warnings: GedcomIssue[];
}

const SPACE = 32;
const TAB = 9;
const LF = 10;
const CR = 13;
const AT = 64;
const ZERO = 48;
const NINE = 57;
const MAX_LEVEL = 99;

// Shared by every leaf so a leaf costs no array; attach() swaps in a real one on first child.
const NO_CHILDREN: GedcomNode[] = Object.freeze([]) as unknown as GedcomNode[];

// Most lines carry one of a few dozen tags: look short upper-case tags up by their packed char codes
// instead of allocating a fresh string per line.
const tagCache = new Map<number, string>();

function tagOf(text: string, start: number, end: number): string {
  const len = end - start;
  if (len > 4 || len === 0) return text.slice(start, end);
  // 6 bits per character (digits, A-Z, "_") plus the length keeps the key a small integer.
  let key = len;
  for (let k = start; k < end; k++) {
    const c = text.charCodeAt(k);
    let v: number;
    if (c >= 65 && c <= 90) v = c - 54;
    else if (c >= ZERO && c <= NINE) v = c - ZERO;
    else if (c === 95) v = 37;
    else return text.slice(start, end);
    key = (key << 6) | v;
  }
  let tag = tagCache.get(key);
  if (tag === undefined) {
    tag = text.slice(start, end);
    tagCache.set(key, tag);
  }
  return tag;
}

function versionOf(head: GedcomNode | undefined): GedcomVersion {
  if (!head || head.tag !== 'HEAD') return '5.5.1';
  for (const c of head.children) {
    if (c.tag !== 'GEDC') continue;
    for (const v of c.children) {
      if (v.tag !== 'VERS' || !v.value) continue;
      if (v.value.startsWith('7')) return '7.0';
      if (v.value.trim() === '5.5') return '5.5';
    }
  }
  return '5.5.1';
}

function unescape(value: string, v7: boolean): string {
  if (v7) return value.charCodeAt(0) === AT && value.charCodeAt(1) === AT ? value.slice(1) : value;
  return value.indexOf('@@') >= 0 ? value.replaceAll('@@', '@') : value;
}

/** Parses GEDCOM text into records; never throws, problems are returned with their line numbers. */
export function parseGedcom(text: string): ParsedGedcom {
  const records: GedcomNode[] = [];
  const errors: GedcomIssue[] = [];
  const warnings: GedcomIssue[] = [];
  const stack: GedcomNode[] = [];
  const defined = new Map<string, number>();
  const pointerValues: string[] = [];
  const pointerLines: number[] = [];
  let v7 = false;
  let versionKnown = false;
  let depth = -1; // level of the last accepted line
  let contLevel = -2; // level of the last line when it was a CONC/CONT, else -2
  let contTag = '';
  let lineNo = 0;
  let i = 0;
  const n = text.length;
  if (text.charCodeAt(0) === 0xfeff) i = 1;

  while (i < n) {
    lineNo++;
    // Find the end of this line and where the next one starts (CR, LF, CRLF or LF+CR).
    let end = i;
    let c = 0;
    let ats = 0;
    while (end < n) {
      c = text.charCodeAt(end);
      if (c <= CR) {
        if (c === LF || c === CR) break;
      } else if (c === AT) ats++;
      end++;
    }
    let next = end + 1;
    if (end < n) {
      const d = text.charCodeAt(next);
      if ((c === CR && d === LF) || (c === LF && d === CR)) next++;
    }

    let p = i;
    c = text.charCodeAt(p);
    while ((c === SPACE || c === TAB || c === 0xfeff) && p < end) c = text.charCodeAt(++p);
    if (p >= end) {
      warnings.push({ line: lineNo, message: 'blank line skipped' });
      i = next;
      continue;
    }
    let level = 0;
    const levelStart = p;
    while (c >= ZERO && c <= NINE && p < end) {
      level = level * 10 + (c - ZERO);
      c = text.charCodeAt(++p);
    }
    if (p === levelStart) {
      errors.push({ line: lineNo, message: `expected a level number, found "${text.slice(i, Math.min(end, i + 30))}"` });
      i = next;
      continue;
    }
    if (level > MAX_LEVEL) {
      errors.push({ line: lineNo, message: `level ${level} is deeper than the maximum of ${MAX_LEVEL}` });
      i = next;
      continue;
    }
    if (level === contLevel + 1 && level > depth + 1) {
      // Some exporters hang a structure under a CONT/CONC line; hang it under the continued line instead.
      warnings.push({ line: lineNo, message: `level ${level} under a ${contTag} line; read as part of the line it continues` });
      depth = level - 1;
      stack[level - 1] = stack[contLevel - 1]!;
    }
    if (level > depth + 1) {
      errors.push({ line: lineNo, message: `level ${level} follows level ${depth}: a level may go at most one deeper than the line before` });
      i = next;
      continue;
    }
    if (level === 0 && !versionKnown && records.length > 0) {
      // HEAD is complete: from here on the version decides how @@ is read.
      v7 = versionOf(records[0]) === '7.0';
      versionKnown = true;
    }
    while ((c === SPACE || c === TAB) && p < end) c = text.charCodeAt(++p);

    let xref: string | undefined;
    if (c === AT) {
      // 5.5.1 allows spaces inside an identifier ("@NoTe ref@"), so look for the closing @ on the whole line.
      let q = p + 1;
      while (q < end && text.charCodeAt(q) !== AT) q++;
      if (q >= end || q === p + 1) {
        errors.push({ line: lineNo, message: `unterminated cross-reference identifier "${text.slice(p, q)}"` });
        i = next;
        continue;
      }
      xref = text.slice(p, q + 1);
      p = q + 1;
      c = text.charCodeAt(p);
      while ((c === SPACE || c === TAB) && p < end) c = text.charCodeAt(++p);
    }
    const tagStart = p;
    while (p < end && c !== SPACE && c !== TAB) c = text.charCodeAt(++p);
    if (p === tagStart) {
      errors.push({ line: lineNo, message: 'missing tag' });
      i = next;
      continue;
    }
    const tag = tagOf(text, tagStart, p);
    let value: string | undefined;
    if (p < end) {
      // One delimiter; anything after it, leading and trailing spaces included, is the value.
      p++;
      if (p < end) {
        value = text.slice(p, end);
        // An escape needs two @ on the line; most lines have none, so skip the search.
        if (ats >= 2) value = unescape(value, v7);
      }
    }

    if (tag === 'CONC' || tag === 'CONT') {
      const parent = level > 0 ? stack[level - 1] : undefined;
      if (!parent) {
        errors.push({ line: lineNo, message: `${tag} has no line to continue` });
      } else {
        const sep = tag === 'CONT' ? '\n' : '';
        parent.value = (parent.value ?? '') + sep + (value ?? '');
      }
      // Continuations do not become the parent of anything: depth stays at the continued line.
      depth = level - 1;
      contLevel = level;
      contTag = tag;
      i = next;
      continue;
    }

    // Every node gets the same shape (xref and value present, maybe undefined) so property access stays monomorphic.
    const node: GedcomNode = { level, xref, tag, value, children: NO_CHILDREN, line: lineNo };
    if (value !== undefined) {
      if (value.charCodeAt(0) === AT && value.charCodeAt(value.length - 1) === AT && value.length > 2 && value.charCodeAt(1) !== 35 /* # */) {
        pointerValues.push(value);
        pointerLines.push(lineNo);
      }
    }
    if (level === 0) {
      records.push(node);
      if (xref !== undefined) {
        // One hash operation in the common case: a new key grows the map, a duplicate does not
        // (and then the rare slow path finds the first definition again).
        const size = defined.size;
        defined.set(xref, lineNo);
        if (defined.size === size) {
          const first = records.find((r) => r.xref === xref)!.line;
          defined.set(xref, first);
          errors.push({ line: lineNo, message: `duplicate record ${xref} (first defined on line ${first})` });
        }
      }
    } else {
      const parent = stack[level - 1]!;
      if (parent.children === NO_CHILDREN) parent.children = [node];
      else parent.children.push(node);
    }
    stack[level] = node;
    depth = level;
    contLevel = -2;
    i = next;
  }

  const version = versionOf(records[0]);
  if (records.length === 0 || records[0]!.tag !== 'HEAD') {
    errors.push({ line: records[0]?.line ?? 1, message: 'the first record must be HEAD' });
  }
  for (let k = 0; k < pointerValues.length; k++) {
    const ptr = pointerValues[k]!;
    if (ptr === '@VOID@' || defined.has(ptr)) continue;
    warnings.push({ line: pointerLines[k]!, message: `${ptr} points to no record` });
  }
  return { records, version, errors, warnings };
}
