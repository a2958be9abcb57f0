/**
 * Reading the parsed columns (GedcomTree) directly, for the mapping to the model: a 100,000-person
 * file has millions of lines, and making a GedcomNode object and a value string for each of them cost
 * more than the mapping itself. Nodes are made only for what is kept verbatim (GedcomTree.node, equal
 * to what `records` would hold), and pointers are resolved on the text without cutting a string.
 */
import type { DateValue } from '../../protocol/person';
import { fastDateValue } from './dateFast';
import { toDateValue } from './dates';
import type { GedcomTree } from './flat';
import type { KeptNode } from './model';
import type { NameValueCache } from './names';
import type { GedcomNode } from './node';
import { XrefIndex } from './xrefIndex';

const AT = 64;
const HASH = 35;

/** True for a pointer value ("@X1@"; "@#D...@" calendar escapes are not pointers). */
export function isPointer(v: string | undefined): boolean {
  return v !== undefined && v.length > 2 && v.charCodeAt(0) === AT && v.charCodeAt(v.length - 1) === AT && v.charCodeAt(1) !== HASH;
}

/** A fresh copy, so persons given the same memoised date never share one object. */
function copyDate(d: DateValue): DateValue {
  return {
    day: d.day,
    month: d.month,
    year: d.year,
    approximation_years: d.approximation_years,
    approximation_type: d.approximation_type,
    text_value: d.text_value,
    cn_date: d.cn_date,
  };
}

/** Memoised values stop growing past this many entries (a file of all-different dates gains nothing). */
const CACHE_LIMIT = 100_000;

export class FlatReader {
  readonly t: GedcomTree;
  private readonly text: string;
  private readonly tagIds: Map<string, number>;
  /** INDI and FAM identifiers -> record number (first definition of each text). */
  readonly xrefs: XrefIndex;
  private readonly dates = new Map<string, DateValue | null>();
  readonly names: NameValueCache = new Map();

  constructor(t: GedcomTree) {
    this.t = t;
    this.text = t.text;
    this.tagIds = new Map(t.tags.map((tag, id) => [tag, id]));
    this.xrefs = new XrefIndex(t.text, t.roots.length + 16);
  }

  /** The interned id of a tag, or -1 when no line of the file has it. */
  tag(name: string): number {
    return this.tagIds.get(name) ?? -1;
  }

  tagName(i: number): string {
    return this.t.tags[this.t.tag[i]!]!;
  }

  value(i: number): string | undefined {
    return this.t.value(i);
  }

  /** First child of `i` with the tag id, or 0. */
  child(i: number, tag: number): number {
    const { firstChild, nextSibling } = this.t;
    for (let c = firstChild[i]!; c !== 0; c = nextSibling[c]!) if (this.t.tag[c] === tag) return c;
    return 0;
  }

  /** Value of the first child with the tag id (undefined when there is none, as childValue). */
  childValue(i: number, tag: number): string | undefined {
    const c = this.child(i, tag);
    return c === 0 ? undefined : this.t.value(c);
  }

  node(i: number): GedcomNode {
    return this.t.node(i);
  }

  keep(kept: KeptNode[], anchor: string, i: number): void {
    kept.push({ anchor, node: this.t.node(i) });
  }

  /**
   * True when the value of line i is exactly its text: no CONC/CONT and no "@@" (which 5.x and 7.0
   * read differently). Then the text can stand for the value.
   */
  private plainValue(i: number): boolean {
    if (this.t.cont[i] !== 0) return false;
    const s = this.t.valStart[i]!;
    const e = this.t.valEnd[i]!;
    const text = this.text;
    for (let k = s + 1; k < e; k++) if (text.charCodeAt(k) === AT && text.charCodeAt(k - 1) === AT) return false;
    return true;
  }

  /** Record number of the INDI or FAM whose identifier is the value of line i, or -1 (any value). */
  refOf(i: number): number {
    if (this.plainValue(i)) {
      const e = this.t.valEnd[i]!;
      return e < 0 ? -1 : this.xrefs.find(this.text, this.t.valStart[i]!, e);
    }
    const v = this.t.value(i);
    return v === undefined ? -1 : this.xrefs.find(v);
  }

  /** refOf, for values that are pointers only (isPointer); -1 for anything else. */
  pointerRefOf(i: number): number {
    if (this.plainValue(i)) {
      const s = this.t.valStart[i]!;
      const e = this.t.valEnd[i]!;
      const text = this.text;
      if (e - s <= 2 || text.charCodeAt(s) !== AT || text.charCodeAt(e - 1) !== AT || text.charCodeAt(s + 1) === HASH) return -1;
      return this.xrefs.find(text, s, e);
    }
    const v = this.t.value(i);
    return isPointer(v) ? this.xrefs.find(v!) : -1;
  }

  /** True when line i has a pointer value. */
  isPointerAt(i: number): boolean {
    const e = this.t.valEnd[i]!;
    if (e < 0 && this.t.cont[i] === 0) return false;
    return isPointer(this.t.value(i));
  }

  /**
   * toDateValue of a DATE (and its PHRASE), null when it says nothing. Without a PHRASE, the common
   * forms take the fast path and the rest are memoised by their text, since clan files repeat dates;
   * each call returns its own object all the same.
   */
  dateValue(text: string, phrase: string | undefined): DateValue | null {
    if (phrase !== undefined) return nonEmpty(toDateValue(text, phrase));
    const fast = fastDateValue(text);
    if (fast !== undefined) return fast;
    let d = this.dates.get(text);
    if (d === undefined) {
      d = nonEmpty(toDateValue(text));
      if (this.dates.size < CACHE_LIMIT) this.dates.set(text, d);
    }
    return d === null ? null : copyDate(d);
  }
}

function nonEmpty(v: DateValue): DateValue | null {
  return v.year === null && v.text_value === null && v.cn_date === null && v.month === null ? null : v;
}
