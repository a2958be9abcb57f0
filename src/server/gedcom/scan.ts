/**
 * The line loop of the GEDCOM parser: reads char codes and writes each line into the flat columns of
 * a GedcomTree (no object and no string per line), a block of lines per call.
 *
 * Why blocks: a loop that runs once per parse is only ever optimized on the stack (OSR), and V8
 * throws that code away at every full GC, so a server that parses now and then would run the first
 * tens of milliseconds of every parse unoptimized. A method called many times per parse gets ordinary
 * optimized code that stays on the function. That code checks the hidden classes of the scanner, the
 * tree and the identifier index; V8 forgets a hidden class once no object of it is left, and drops the
 * code with it, so `keepShapes` (called once by the parser module) keeps one small parse alive.
 */
import { GedcomTree, TAG_CONC, TAG_CONT, unescapeValue } from './flat';
import type { GedcomIssue } from './issues';
import type { GedcomVersion } from './node';
import { FNV_OFFSET, FNV_PRIME, XrefIndex } from './xrefIndex';

// Imported values copied into this module once: run through a CommonJS transform (as tsx does), every
// read of an imported binding is a getter call, too slow for a loop that runs per line and per character.
const CONC = TAG_CONC;
const CONT = TAG_CONT;
const HASH_OFFSET = FNV_OFFSET;
const HASH_PRIME = FNV_PRIME;
const SPACE = 32;
const TAB = 9;
const LF = 10;
const CR = 13;
const AT = 64;
const ZERO = 48;
const NINE = 57;
const MAX_LEVEL = 99;
/** Short tags found by their packed char codes in a small table; past this many, in a Map. */
const TAG_TABLE_SIZE = 4096;
const TAG_TABLE_MAX = TAG_TABLE_SIZE >> 1;

/** Offsets of every LF in the text, found natively (far faster than a char loop), then `text.length`. */
function lineFeeds(text: string): Int32Array {
  let out = new Int32Array((text.length >> 4) + 16);
  let count = 0;
  for (let k = text.indexOf('\n'); k >= 0; k = text.indexOf('\n', k + 1)) {
    if (count === out.length - 1) {
      const more = new Int32Array(out.length * 2);
      more.set(out);
      out = more;
    }
    out[count++] = k;
  }
  out[count] = text.length;
  return out.subarray(0, count + 1);
}

/** Version from HEAD.GEDC.VERS of the first record; 5.5.1 when there is none. */
export function versionOf(t: GedcomTree): GedcomVersion {
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

export class LineScanner {
  readonly text: string;
  readonly tree: GedcomTree;
  readonly errors: GedcomIssue[] = [];
  readonly warnings: GedcomIssue[] = [];
  /** Record identifiers -> line. */
  readonly defined: XrefIndex;
  /** Slots whose value is a plain pointer, checked against `defined` at the end. */
  pointerSlots = new Int32Array(1024);
  /** Their values' hashes, as the identifier index takes them. */
  pointerHashes = new Int32Array(1024);
  pointerCount = 0;
  /** Pointer-like values that had to be unescaped first (rare), with their lines. */
  readonly escapedPointers: GedcomIssue[] = [];
  private readonly lfs: Int32Array;
  private lf = 0; // index into lfs of the next LF at or after `i`
  private nextCr = -1;
  /** Slots open at each level: stack[level] is the last line accepted at that level. */
  private readonly stack = new Int32Array(MAX_LEVEL + 2);
  /** Last child at each level, so appending a sibling needs no walk. */
  private readonly lastChild = new Int32Array(MAX_LEVEL + 2);
  private readonly tagKeys = new Int32Array(TAG_TABLE_SIZE);
  private readonly tagIds = new Int32Array(TAG_TABLE_SIZE);
  private tagsInTable = 0;
  private readonly tagByKey = new Map<number, number>();
  private readonly tagByText: Map<string, number>;
  private versionKnown = false;
  private depth = -1; // level of the last accepted line
  private contLevel = -2; // level of the last line when it was a CONC/CONT, else -2
  private contTag = '';
  private lastContOwner = 0; // the line the last CONC/CONT continued, and that continuation's slot
  private lastCont = 0;
  private lineNo = 0;
  private i = 0;

  constructor(text: string) {
    this.text = text;
    this.lfs = lineFeeds(text);
    // One slot per LF-ended line; files that end lines with CR alone make the columns grow.
    this.tree = new GedcomTree(text, this.lfs.length + 1);
    this.tagByText = new Map(this.tree.tags.map((tag, id) => [tag, id]));
    this.defined = new XrefIndex(text, (text.length >> 8) + 64);
    if (text.charCodeAt(0) === 0xfeff) this.i = 1;
  }

  /** True while there are lines left. */
  get more(): boolean {
    return this.i < this.text.length;
  }

  private internText(tag: string): number {
    let id = this.tagByText.get(tag);
    if (id === undefined) {
      const tags = this.tree.tags;
      id = tags.length;
      tags.push(tag);
      this.tagByText.set(tag, id);
    }
    return id;
  }

  /** Tag id of a packed short tag that is not in the table (yet), at table cell `h`. */
  private packedTag(key: number, start: number, end: number, h: number): number {
    let id = this.tagByKey.get(key);
    if (id !== undefined) return id;
    id = this.internText(this.text.slice(start, end));
    if (this.tagsInTable < TAG_TABLE_MAX) {
      this.tagKeys[h] = key;
      this.tagIds[h] = id;
      this.tagsInTable++;
    } else {
      this.tagByKey.set(key, id);
    }
    return id;
  }

  /** Reads up to `lines` lines into the tree. */
  scan(lines: number): void {
    const text = this.text;
    const n = text.length;
    const t = this.tree;
    const errors = this.errors;
    const warnings = this.warnings;
    const lfs = this.lfs;
    const stack = this.stack;
    const lastChild = this.lastChild;
    const tagKeys = this.tagKeys;
    const tagIds = this.tagIds;
    let level_ = t.level;
    let tag_ = t.tag;
    let line_ = t.line;
    let valStart_ = t.valStart;
    let valEnd_ = t.valEnd;
    let firstChild = t.firstChild;
    let nextSibling = t.nextSibling;
    let lf = this.lf;
    let nextCr = this.nextCr;
    let depth = this.depth;
    let contLevel = this.contLevel;
    let lineNo = this.lineNo;
    let i = this.i;
    let size = t.size;
    const stop = lineNo + lines;

    while (i < n && lineNo < stop) {
      if (size === level_.length) {
        // Room for this line, whatever it turns out to be.
        t.grow();
        level_ = t.level;
        tag_ = t.tag;
        line_ = t.line;
        valStart_ = t.valStart;
        valEnd_ = t.valEnd;
        firstChild = t.firstChild;
        nextSibling = t.nextSibling;
      }
      lineNo++;
      // Find the end of this line and where the next one starts (CR, LF, CRLF or LF+CR).
      while (lfs[lf]! < i) lf++;
      const nextLf = lfs[lf]!;
      if (nextCr < i) {
        nextCr = text.indexOf('\r', i);
        if (nextCr < 0) nextCr = n;
      }
      const end = nextLf < nextCr ? nextLf : nextCr;
      let next = end + 1;
      // The line end may be a pair only while there is a CR left.
      if (nextCr < n) {
        const d = text.charCodeAt(next);
        if (end === nextCr ? d === LF : d === CR) next++;
      }

      let p = i;
      let c = text.charCodeAt(p);
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
        warnings.push({ line: lineNo, message: `level ${level} under a ${this.contTag} line; read as part of the line it continues` });
        depth = level - 1;
        const owner = stack[contLevel - 1]!;
        stack[level - 1] = owner;
        let last = firstChild[owner]!;
        while (last !== 0 && nextSibling[last] !== 0) last = nextSibling[last]!;
        lastChild[level] = last;
      }
      if (level > depth + 1) {
        errors.push({ line: lineNo, message: `level ${level} follows level ${depth}: a level may go at most one deeper than the line before` });
        i = next;
        continue;
      }
      if (level === 0 && !this.versionKnown && t.roots.length > 0) {
        // HEAD is complete: from here on the version decides how @@ is read.
        if (versionOf(t) === '7.0') t.v7From = size;
        this.versionKnown = true;
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
        let h = Math.imul(key, 0x9e3779b1) >>> 20;
        for (;;) {
          const k = tagKeys[h]!;
          if (k === key) {
            tag = tagIds[h]!;
            break;
          }
          if (k === 0) {
            tag = this.packedTag(key, tagStart, p, h);
            break;
          }
          h = (h + 1) & (TAG_TABLE_SIZE - 1);
        }
      } else {
        tag = this.internText(text.slice(tagStart, p));
      }
      // One delimiter; anything after it, leading and trailing spaces included, is the value.
      let valStart = 0;
      let valEnd = -1;
      if (p < end && p + 1 < end) {
        valStart = p + 1;
        valEnd = end;
      }

      if ((tag === CONC || tag === CONT) && (level === 0 || level - 1 > depth)) {
        // Skipped like any other bad line: the structure around it goes on as if it were not there.
        errors.push({ line: lineNo, message: `${t.tags[tag]} has no line to continue` });
        i = next;
        continue;
      }
      const slot = size++;
      level_[slot] = level;
      tag_[slot] = tag;
      line_[slot] = lineNo;
      valStart_[slot] = valStart;
      valEnd_[slot] = valEnd;

      if (tag === CONC || tag === CONT) {
        const owner = stack[level - 1]!;
        if (t.cont[owner] === 0) {
          t.cont[owner] = slot;
        } else {
          let last = owner === this.lastContOwner ? this.lastCont : t.cont[owner]!;
          while (nextSibling[last] !== 0) last = nextSibling[last]!;
          nextSibling[last] = slot;
        }
        this.lastContOwner = owner;
        this.lastCont = slot;
        // Continuations do not become the parent of anything: depth stays at the continued line.
        depth = level - 1;
        contLevel = level;
        this.contTag = t.tags[tag]!;
        i = next;
        continue;
      }

      if (xrefEnd > 0) {
        // The columns start at 0: "no identifier".
        t.xrefStart[slot] = xrefStart;
        t.xrefEnd[slot] = xrefEnd;
      }
      if (valEnd > 0 && text.charCodeAt(valStart) === AT && valEnd - valStart > 2) this.pointer(slot, valStart, valEnd, lineNo);
      if (level === 0) {
        t.roots.push(slot);
        if (xrefEnd > 0) {
          const first = this.defined.add(xrefStart, xrefEnd, lineNo);
          if (first >= 0) errors.push({ line: lineNo, message: `duplicate record ${text.slice(xrefStart, xrefEnd)} (first defined on line ${first})` });
        }
      } else {
        const parent = stack[level - 1]!;
        if (firstChild[parent] === 0) firstChild[parent] = slot;
        else nextSibling[lastChild[level]!] = slot;
      }
      stack[level] = slot;
      lastChild[level] = slot;
      // A new line at this level starts a fresh child list one level down.
      lastChild[level + 1] = 0;
      depth = level;
      contLevel = -2;
      i = next;
    }
    t.size = size;
    this.depth = depth;
    this.i = i;
    this.lf = lf;
    this.nextCr = nextCr;
    this.contLevel = contLevel;
    this.lineNo = lineNo;
  }

  /**
   * A value that starts with "@": a pointer has no "@@" (and so reads the same escaped or not), so it
   * is kept as its slot; anything else that looks like one is unescaped first.
   */
  private pointer(slot: number, valStart: number, valEnd: number, lineNo: number): void {
    const text = this.text;
    // The identifier index's hash of the value, taken on the way, so the check at the end need not read it again.
    let h = Math.imul(HASH_OFFSET ^ AT, HASH_PRIME);
    let before = AT;
    for (let k = valStart + 1; k < valEnd; k++) {
      const c = text.charCodeAt(k);
      if (c === AT && before === AT) {
        const value = unescapeValue(text.slice(valStart, valEnd), slot >= this.tree.v7From);
        if (value.length > 2 && value.charCodeAt(0) === AT && value.charCodeAt(value.length - 1) === AT && value.charCodeAt(1) !== 35) {
          this.escapedPointers.push({ line: lineNo, message: value });
        }
        return;
      }
      h = Math.imul(h ^ c, HASH_PRIME);
      before = c;
    }
    if (before !== AT || text.charCodeAt(valStart + 1) === 35 /* # */) return;
    if (this.pointerCount === this.pointerSlots.length) {
      const grow = (a: Int32Array) => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.pointerSlots = grow(this.pointerSlots);
      this.pointerHashes = grow(this.pointerHashes);
    }
    this.pointerSlots[this.pointerCount] = slot;
    this.pointerHashes[this.pointerCount++] = h | 0;
  }
}
