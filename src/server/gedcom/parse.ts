/**
 * Text to a tree of GEDCOM structures in one pass over the string. This loop is the hot path of a
 * 100,000-person import, so it reads char codes, writes each line into the flat columns of a
 * GedcomTree (no object and no string per line; tags are interned by their packed char codes) and
 * never runs a regular expression per line. GedcomNode objects are made from the columns on demand.
 */
import { GedcomTree, TAG_CONC, TAG_CONT, unescapeValue } from './flat';
import type { GedcomIssue } from './issues';
import { XrefIndex } from './xrefIndex';
import type { GedcomNode, GedcomVersion } from './node';

export interface ParsedGedcom {
  /** The level-0 structures as GedcomNode trees, made from `tree` on first read. */
  readonly records: GedcomNode[];
  /** The document as flat columns, as parsed. */
  tree: GedcomTree;
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

/** Version from HEAD.GEDC.VERS of the first record; 5.5.1 when there is none. */
function versionOf(t: GedcomTree): GedcomVersion {
  const head = t.roots[0];
  if (head === undefined || t.tagOf(head) !== 'HEAD') return '5.5.1';
  for (let c = t.firstChild[head]!; c !== 0; c = t.nextSibling[c]!) {
    if (t.tagOf(c) !== 'GEDC') continue;
    for (let v = t.firstChild[c]!; v !== 0; v = t.nextSibling[v]!) {
      const value = t.tagOf(v) === 'VERS' ? t.value(v) : undefined;
      if (!value) continue;
      if (value.startsWith('7')) return '7.0';
      if (value.trim() === '5.5') return '5.5';
    }
  }
  return '5.5.1';
}

/** LF characters in the text. Its own function, so that the loop is optimized apart from the parser's. */
function countLf(text: string): number {
  let lfs = 0;
  for (let k = text.indexOf('\n'); k >= 0; k = text.indexOf('\n', k + 1)) lfs++;
  return lfs;
}

/** Parses GEDCOM text into records; never throws, problems are returned with their line numbers. */
export function parseGedcom(text: string): ParsedGedcom {
  const errors: GedcomIssue[] = [];
  const warnings: GedcomIssue[] = [];
  // Generated and exported files average well over 16 characters a line; the columns double if not.
  // One slot per LF-ended line (counted natively, far faster than any loop here); files that end
  // lines with CR alone make the columns grow.
  const t = new GedcomTree(text, countLf(text) + 2);
  const tags = t.tags;
  // Tag id by packed char codes (short upper-case tags) or by text (the rest).
  const tagByKey = new Map<number, number>();
  const tagByText = new Map<string, number>(tags.map((tag, id) => [tag, id]));
  const internText = (tag: string): number => {
    let id = tagByText.get(tag);
    if (id === undefined) {
      id = tags.length;
      tags.push(tag);
      tagByText.set(tag, id);
    }
    return id;
  };
  // Slots open at each level: stack[level] is the last line accepted at that level.
  const stack = new Int32Array(MAX_LEVEL + 2);
  // Last child at each level, so appending a sibling needs no walk.
  const lastChild = new Int32Array(MAX_LEVEL + 2);
  // Record identifiers -> line; pointers are checked against it at the end, as slots (or, for the
  // rare escaped value, as text).
  const defined = new XrefIndex(text, (text.length >> 8) + 64);
  let pointerSlots = new Int32Array(1024);
  let pointerCount = 0;
  const escapedPointers: { line: number; value: string }[] = [];
  const roots = t.roots;
  let versionKnown = false;
  let depth = -1; // level of the last accepted line
  let contLevel = -2; // level of the last line when it was a CONC/CONT, else -2
  let contTag = '';
  let lastContOwner = 0; // the line the last CONC/CONT continued, and that continuation's slot
  let lastCont = 0;
  let lineNo = 0;
  let i = 0;
  const n = text.length;
  if (text.charCodeAt(0) === 0xfeff) i = 1;
  // Where the next LF and CR are; found with indexOf, which searches much faster than a char loop.
  let nextLf = -1;
  let nextCr = -1;

  while (i < n) {
    lineNo++;
    // Find the end of this line and where the next one starts (CR, LF, CRLF or LF+CR).
    if (nextLf < i) {
      nextLf = text.indexOf('\n', i);
      if (nextLf < 0) nextLf = n;
    }
    if (nextCr < i) {
      nextCr = text.indexOf('\r', i);
      if (nextCr < 0) nextCr = n;
    }
    const end = nextLf < nextCr ? nextLf : nextCr;
    let next = end + 1;
    if (end < n) {
      const d = text.charCodeAt(next);
      if (end === nextCr ? d === LF : d === CR) next++;
    }
    let c: number;

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
      const owner = stack[contLevel - 1]!;
      stack[level - 1] = owner;
      let last = t.firstChild[owner]!;
      while (last !== 0 && t.nextSibling[last] !== 0) last = t.nextSibling[last]!;
      lastChild[level] = last;
    }
    if (level > depth + 1) {
      errors.push({ line: lineNo, message: `level ${level} follows level ${depth}: a level may go at most one deeper than the line before` });
      i = next;
      continue;
    }
    if (level === 0 && !versionKnown && roots.length > 0) {
      // HEAD is complete: from here on the version decides how @@ is read.
      if (versionOf(t) === '7.0') t.v7From = t.size;
      versionKnown = true;
    }
    while ((c === SPACE || c === TAB) && p < end) c = text.charCodeAt(++p);

    let xrefStart = 0;
    let xrefEnd = 0;
    if (c === AT) {
      // 5.5.1 allows spaces inside an identifier ("@NoTe ref@"), so look for the closing @ on the whole line.
      let q = p + 1;
      while (q < end && text.charCodeAt(q) !== AT) q++;
      if (q >= end || q === p + 1) {
        errors.push({ line: lineNo, message: `unterminated cross-reference identifier "${text.slice(p, q)}"` });
        i = next;
        continue;
      }
      xrefStart = p;
      xrefEnd = q + 1;
      p = q + 1;
      c = text.charCodeAt(p);
      while ((c === SPACE || c === TAB) && p < end) c = text.charCodeAt(++p);
    }
    const tagStart = p;
    // Pack up to four characters (digits, A-Z, "_": 6 bits each) with the length into a small integer
    // while looking for the end of the tag; anything else is looked up by its text.
    let key = 0;
    let packable = true;
    while (p < end && c !== SPACE && c !== TAB) {
      if (c >= 65 && c <= 90) key = (key << 6) | (c - 54);
      else if (c >= ZERO && c <= NINE) key = (key << 6) | (c - ZERO);
      else if (c === 95) key = (key << 6) | 37;
      else packable = false;
      c = text.charCodeAt(++p);
    }
    const tagLen = p - tagStart;
    if (tagLen === 0) {
      errors.push({ line: lineNo, message: 'missing tag' });
      i = next;
      continue;
    }
    let tag: number;
    if (packable && tagLen <= 4) {
      key |= tagLen << 24;
      let id = tagByKey.get(key);
      if (id === undefined) {
        id = internText(text.slice(tagStart, p));
        tagByKey.set(key, id);
      }
      tag = id;
    } else {
      tag = internText(text.slice(tagStart, p));
    }
    // One delimiter; anything after it, leading and trailing spaces included, is the value.
    let valStart = 0;
    let valEnd = -1;
    if (p < end && p + 1 < end) {
      valStart = p + 1;
      valEnd = end;
    }
    if (t.size === t.level.length) t.grow();
    const slot = t.size++;
    t.level[slot] = level;
    t.tag[slot] = tag;
    t.line[slot] = lineNo;
    t.valStart[slot] = valStart;
    t.valEnd[slot] = valEnd;

    if (tag === TAG_CONC || tag === TAG_CONT) {
      const owner = level > 0 && level - 1 <= depth ? stack[level - 1]! : 0;
      if (owner === 0) {
        // Skipped like any other bad line: the structure around it goes on as if it were not there.
        errors.push({ line: lineNo, message: `${tags[tag]} has no line to continue` });
        t.size--;
        i = next;
        continue;
      }
      if (t.cont[owner] === 0) {
        t.cont[owner] = slot;
      } else {
        let last = owner === lastContOwner ? lastCont : t.cont[owner]!;
        while (t.nextSibling[last] !== 0) last = t.nextSibling[last]!;
        t.nextSibling[last] = slot;
      }
      lastContOwner = owner;
      lastCont = slot;
      // Continuations do not become the parent of anything: depth stays at the continued line.
      depth = level - 1;
      contLevel = level;
      contTag = tags[tag]!;
      i = next;
      continue;
    }

    t.xrefStart[slot] = xrefStart;
    t.xrefEnd[slot] = xrefEnd;
    if (valEnd > 0 && text.charCodeAt(valStart) === AT && valEnd - valStart > 2) {
      // A pointer has no "@@" (and so reads the same escaped or not); anything else that looks like one
      // is unescaped first.
      let plain = true;
      for (let k = valStart + 1; k < valEnd; k++) {
        if (text.charCodeAt(k) === AT && text.charCodeAt(k - 1) === AT) {
          plain = false;
          break;
        }
      }
      if (plain) {
        if (text.charCodeAt(valEnd - 1) === AT && text.charCodeAt(valStart + 1) !== 35 /* # */) {
          if (pointerCount === pointerSlots.length) {
            const more = new Int32Array(pointerCount * 2);
            more.set(pointerSlots);
            pointerSlots = more;
          }
          pointerSlots[pointerCount++] = slot;
        }
      } else {
        const value = unescapeValue(text.slice(valStart, valEnd), slot >= t.v7From);
        if (value.length > 2 && value.charCodeAt(0) === AT && value.charCodeAt(value.length - 1) === AT && value.charCodeAt(1) !== 35) {
          escapedPointers.push({ line: lineNo, value });
        }
      }
    }
    if (level === 0) {
      roots.push(slot);
      if (xrefEnd > 0) {
        const first = defined.add(xrefStart, xrefEnd, lineNo);
        if (first >= 0) errors.push({ line: lineNo, message: `duplicate record ${text.slice(xrefStart, xrefEnd)} (first defined on line ${first})` });
      }
    } else {
      const parent = stack[level - 1]!;
      if (t.firstChild[parent] === 0) t.firstChild[parent] = slot;
      else t.nextSibling[lastChild[level]!] = slot;
    }
    stack[level] = slot;
    lastChild[level] = slot;
    // A new line at this level starts a fresh child list one level down.
    lastChild[level + 1] = 0;
    depth = level;
    contLevel = -2;
    i = next;
  }

  const version = versionOf(t);
  if (roots.length === 0 || t.tagOf(roots[0]!) !== 'HEAD') {
    errors.push({ line: roots.length > 0 ? t.line[roots[0]!]! : 1, message: 'the first record must be HEAD' });
  }
  const dangling: GedcomIssue[] = [];
  for (let k = 0; k < pointerCount; k++) {
    const slot = pointerSlots[k]!;
    if (defined.find(text, t.valStart[slot]!, t.valEnd[slot]!) >= 0) continue;
    const ptr = text.slice(t.valStart[slot]!, t.valEnd[slot]!);
    if (ptr !== '@VOID@') dangling.push({ line: t.line[slot]!, message: `${ptr} points to no record` });
  }
  for (const p of escapedPointers) {
    if (p.value !== '@VOID@' && defined.find(p.value) < 0) dangling.push({ line: p.line, message: `${p.value} points to no record` });
  }
  // In line order, as they were found.
  if (escapedPointers.length > 0) dangling.sort((a, b) => a.line - b.line);
  warnings.push(...dangling);
  let records: GedcomNode[] | undefined;
  return {
    get records() {
      records ??= t.records();
      return records;
    },
    tree: t,
    version,
    errors,
    warnings,
  };
}
