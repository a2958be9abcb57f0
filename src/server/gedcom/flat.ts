/**
 * A parsed GEDCOM document as flat columns: one slot per line in typed arrays (level, interned tag,
 * line number, xref and value as offsets into the decoded text, first-child and next-sibling links).
 * Parsing fills these without making an object or a string per line; values are cut from the text
 * only when read, with CONC/CONT joined and @@ unescaped then. Slot 0 is unused so that 0 means "none"
 * in every link column, which typed arrays start out as.
 */
import type { GedcomNode } from './node';

/** Tag ids every tree starts with, so that joining values needs no lookup (scan.wat counts on them too). */
const TAG_CONT = 1;

// Shared by every materialized leaf so a leaf costs no array (the GedcomNode contract allows this).
const NO_CHILDREN: GedcomNode[] = Object.freeze([]) as unknown as GedcomNode[];

/** Reads a 7.0 (only a leading "@@") or 5.x (every "@@") escaped value. */
export function unescapeValue(value: string, v7: boolean): string {
  if (v7) return value.charCodeAt(0) === 64 && value.charCodeAt(1) === 64 ? value.slice(1) : value;
  return value.indexOf('@@') >= 0 ? value.replaceAll('@@', '@') : value;
}

export class GedcomTree {
  readonly text: string;
  /** Slots in use, slot 0 included. */
  size = 1;
  level: Uint8Array;
  tag: Int32Array;
  line: Int32Array;
  xrefStart: Int32Array;
  xrefEnd: Int32Array;
  /** valEnd < 0 means the line has no value. */
  valStart: Int32Array;
  valEnd: Int32Array;
  firstChild: Int32Array;
  nextSibling: Int32Array;
  /** First CONC/CONT line continuing this one; continuation slots chain through nextSibling. */
  cont: Int32Array;
  /** Interned tags: the `tag` column indexes this table. */
  readonly tags: string[] = ['CONC', 'CONT'];
  /** Slots of the level-0 lines, in file order. */
  roots: number[] = [];
  /**
   * First slot read with 7.0 escapes (only a leading "@@"); the lines before it, and all lines of a
   * 5.x file, use 5.x escapes (every "@@"). HEAD is read before its version is known, so with 5.x rules.
   */
  v7From = Infinity;

  /** A tree of slot 0 alone; the parser (scan.ts) gives it its columns. */
  constructor(text: string) {
    this.text = text;
    this.level = new Uint8Array(1);
    this.tag = new Int32Array(1);
    this.line = new Int32Array(1);
    this.xrefStart = new Int32Array(1);
    this.xrefEnd = new Int32Array(1);
    this.valStart = new Int32Array(1);
    this.valEnd = new Int32Array(1);
    this.firstChild = new Int32Array(1);
    this.nextSibling = new Int32Array(1);
    this.cont = new Int32Array(1);
  }

  tagOf(i: number): string {
    return this.tags[this.tag[i]!]!;
  }

  xrefOf(i: number): string | undefined {
    const s = this.xrefStart[i]!;
    const e = this.xrefEnd[i]!;
    return e > s ? this.text.slice(s, e) : undefined;
  }

  /** The line's own value, before CONC/CONT, unescaped. */
  ownValue(i: number): string | undefined {
    const e = this.valEnd[i]!;
    if (e < 0) return undefined;
    const s = this.valStart[i]!;
    // Every escape starts with "@"; most values have none, and a test of their first character is enough in 7.0.
    const v = this.text.slice(s, e);
    if (i >= this.v7From) return this.text.charCodeAt(s) === 64 ? unescapeValue(v, true) : v;
    return unescapeValue(v, false);
  }

  /** The value with its CONC/CONT lines joined; an empty join gives "" rather than no value. */
  value(i: number): string | undefined {
    let c = this.cont[i]!;
    if (c === 0) return this.ownValue(i);
    let v = this.ownValue(i) ?? '';
    for (; c !== 0; c = this.nextSibling[c]!) v += (this.tag[c] === TAG_CONT ? '\n' : '') + (this.ownValue(c) ?? '');
    return v;
  }

  /** The structure at slot i as a plain GedcomNode tree (what JSON and the mapping expect). */
  node(i: number): GedcomNode {
    let children = NO_CHILDREN;
    let c = this.firstChild[i]!;
    if (c !== 0) {
      children = [];
      for (; c !== 0; c = this.nextSibling[c]!) children.push(this.node(c));
    }
    return { level: this.level[i]!, xref: this.xrefOf(i), tag: this.tags[this.tag[i]!]!, value: this.value(i), children, line: this.line[i]! };
  }

  /** Every level-0 structure as GedcomNode trees. */
  records(): GedcomNode[] {
    return this.roots.map((r) => this.node(r));
  }
}
