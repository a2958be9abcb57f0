/**
 * Record identifiers by their text, kept as offsets into the decoded GEDCOM text: reading records looks
 * up every identifier and pointer of a file (hundreds of thousands in a large tree) without cutting a
 * string for each. Open addressing on a power-of-two table whose cells hold the entry and its hash
 * side by side, so a probe that misses costs one memory read and no text comparison; the identifiers'
 * characters are copied into one small array, so confirming a hit does not read the text at random.
 */
/** The hash the index files identifiers under: 32-bit FNV-1a over the UTF-16 code units. */
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 16777619;

export class XrefIndex {
  private readonly text: string;
  private cells: Int32Array; // [entry number + 1 (0 = empty), hash] per cell
  private starts: Int32Array; // into chars
  private ends: Int32Array;
  private values: Int32Array;
  private chars: Uint16Array;
  private used = 0; // chars in use
  private count = 0;

  constructor(text: string, expected = 1024) {
    this.text = text;
    let cap = 16;
    while (cap < expected * 2) cap *= 2;
    this.cells = new Int32Array(cap * 2);
    this.starts = new Int32Array(cap >> 1);
    this.ends = new Int32Array(cap >> 1);
    this.values = new Int32Array(cap >> 1);
    this.chars = new Uint16Array(cap * 4);
  }

  private static hash(s: string, start: number, end: number): number {
    let h = FNV_OFFSET;
    for (let k = start; k < end; k++) h = Math.imul(h ^ s.charCodeAt(k), FNV_PRIME);
    return h | 0;
  }

  /** Index into `cells` of `s[start, end)`, or of the empty cell where it would go. */
  private cell(s: string, start: number, end: number, h: number): number {
    const mask = (this.cells.length >> 1) - 1;
    const len = end - start;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const e = this.cells[i * 2]!;
      if (e === 0) return i * 2;
      if (this.cells[i * 2 + 1] !== h) continue;
      const es = this.starts[e - 1]!;
      if (this.ends[e - 1]! - es !== len) continue;
      let k = 0;
      const chars = this.chars;
      while (k < len && chars[es + k] === s.charCodeAt(start + k)) k++;
      if (k === len) return i * 2;
    }
  }

  /** Value stored for `s[start, end)` (a substring of any string), or -1. */
  find(s: string, start = 0, end = s.length): number {
    const e = this.cells[this.cell(s, start, end, XrefIndex.hash(s, start, end))]!;
    return e === 0 ? -1 : this.values[e - 1]!;
  }

  /** Stores `value` for `text[start, end)` unless present; returns the value already there, or -1. */
  add(start: number, end: number, value: number): number {
    const h = XrefIndex.hash(this.text, start, end);
    let c = this.cell(this.text, start, end, h);
    const e = this.cells[c]!;
    if (e !== 0) return this.values[e - 1]!;
    if (this.count === this.starts.length) {
      this.rehash();
      c = this.cell(this.text, start, end, h);
    }
    const len = end - start;
    if (this.used + len > this.chars.length) {
      const more = new Uint16Array(Math.max(this.chars.length * 2, this.used + len));
      more.set(this.chars);
      this.chars = more;
    }
    for (let k = 0; k < len; k++) this.chars[this.used + k] = this.text.charCodeAt(start + k);
    this.starts[this.count] = this.used;
    this.ends[this.count] = this.used + len;
    this.used += len;
    this.values[this.count] = value;
    this.cells[c] = ++this.count;
    this.cells[c + 1] = h;
    return -1;
  }

  /** Doubles the table, keeping it at most half full. */
  private rehash(): void {
    const old = this.cells;
    const cap = old.length; // cells double: old.length / 2 * 2
    const grow = (a: Int32Array) => {
      const b = new Int32Array(cap >> 1);
      b.set(a);
      return b;
    };
    this.starts = grow(this.starts);
    this.ends = grow(this.ends);
    this.values = grow(this.values);
    this.cells = new Int32Array(cap * 2);
    const mask = cap - 1;
    for (let k = 0; k < old.length; k += 2) {
      if (old[k] === 0) continue;
      let i = old[k + 1]! & mask;
      while (this.cells[i * 2] !== 0) i = (i + 1) & mask;
      this.cells[i * 2] = old[k]!;
      this.cells[i * 2 + 1] = old[k + 1]!;
    }
  }
}
