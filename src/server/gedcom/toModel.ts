/**
 * GEDCOM records to the product model: the graph, what it cannot hold (kept verbatim with an anchor,
 * so an export can put it back where it was), names, counts and warnings. The records are read from
 * the parsed columns (see flatRead.ts); the INDI and FAM mapping is in readRecords.ts.
 */
import type { GraphCouple, GraphParenthood, TreeGraph } from '../tree/graph';
import type { GedcomTree } from './flat';
import { FlatReader } from './flatRead';
import type { GedcomIssue } from './issues';
import type { GedcomDocument, GedcomExtras, GedcomName } from './model';
import type { GedcomVersion } from './node';
import type { ParsedGedcom } from './parse';
import { FamMembers, MapTags, PediLinks, readFam, readIndi, type IndiResult, type RecordTable } from './readRecords';

export { FACT_TAGS, VALUE_TAG } from './readRecords';

const LINK_SCAN_LIMIT = 16;

function cleanIdChar(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
}

/**
 * One mapping of parsed records. Each record is read by a method call of its own and the loops over
 * the records only make those calls, so the work is optimized as ordinary functions: a loop that did
 * it inline would be optimized on the stack (OSR) only, code V8 drops at each deoptimization.
 */
class GraphBuilder {
  readonly warnings: GedcomIssue[];
  readonly extras: GedcomExtras;
  readonly r: FlatReader;
  readonly t: GedcomTree;
  readonly tg: MapTags;
  /** Graph ids by record number (see indexRecord), and for records with an unclean xref, that xref. */
  readonly ids: string[] = [];
  private readonly uncleanXrefs: string[] = [];
  private clean = true;
  table!: RecordTable;
  private famListed!: Uint8Array;
  private famDone!: Uint8Array;
  readonly persons: IndiResult[] = [];
  readonly names = new Map<string, GedcomName[]>();
  private readonly famRecords: number[] = [];
  notes = 0;
  media = 0;
  readonly couples: GraphCouple[] = [];
  readonly parenthoods: GraphParenthood[] = [];
  // Parent-child links seen, as a chain per child (usually one or two long), with the FAM line of each.
  private linkHead!: Int32Array;
  readonly linkParent: number[] = [];
  readonly linkChild: number[] = [];
  private readonly linkNext: number[] = [];
  readonly linkLine: number[] = [];
  // A child in many families (bad data) gets a set of its parents: a walk of its chain per new link
  // made thousands of families of one child quadratic to read.
  private linkCount!: Int32Array;
  /** Birth parents linked so far, per child: past two, a link is left out (the tree's rule). */
  private birthParents!: Uint8Array;
  private readonly manyParents = new Map<number, Set<number>>();

  constructor(parsed: ParsedGedcom) {
    this.warnings = [...parsed.warnings];
    this.extras = { version: parsed.version as GedcomVersion, head: [], records: [], persons: {}, families: [], xrefs: [] };
    this.r = new FlatReader(parsed.tree);
    this.t = this.r.t;
    this.tg = new MapTags(this.r);
  }

  /**
   * Numbers the first INDI or FAM of each identifier, in file order, and gives it its graph id: the
   * xref without "@", upper-cased with only letters, digits and "_", so that an export (whose 7.0
   * xrefs must look like that) reads back with the same ids.
   */
  indexRecord(root: number): void {
    const { t, tg } = this;
    const tag = t.tag[root];
    if (tag !== tg.INDI && tag !== tg.FAM) return;
    const s = t.xrefStart[root]!;
    const e = t.xrefEnd[root]!;
    if (e <= s || this.r.xrefs.add(s, e, this.ids.length) >= 0) return;
    // Identifiers that are already clean (the usual case) are their own ids and cannot collide.
    const text = t.text;
    let k = s + 1;
    while (k < e - 1 && cleanIdChar(text.charCodeAt(k))) k++;
    const inner = text.slice(s + 1, e - 1);
    if (k < e - 1 || inner === '') {
      this.clean = false;
      this.uncleanXrefs[this.ids.length] = text.slice(s, e);
    }
    this.ids.push(inner);
  }

  /** Cleans the ids when some xref was not clean; renamed ones go to extras.xrefs. */
  finishIds(): void {
    const count = this.ids.length;
    this.table = { ids: this.ids, person: new Int32Array(count).fill(-1), members: new FamMembers(), pedi: new PediLinks(count) };
    this.famListed = new Uint8Array(count);
    this.famDone = new Uint8Array(count);
    if (this.clean) return;
    const taken = new Set<string>();
    for (let n = 0; n < count; n++) {
      const xref = this.uncleanXrefs[n] ?? `@${this.ids[n]}@`;
      const base = xref.slice(1, -1).toUpperCase().replace(/[^A-Z0-9_]/g, '_') || 'X';
      let id = base;
      for (let k = 2; taken.has(id); k++) id = `${base}_${k}`;
      taken.add(id);
      this.ids[n] = id;
      if (xref.length !== id.length + 2 || xref.slice(1, -1) !== id) this.extras.xrefs.push([xref, id]);
    }
  }

  /** Record number of the record at `root` by its xref (which indexRecord numbered), or -1 without one. */
  private numberOf(root: number): number {
    const { t } = this;
    const e = t.xrefEnd[root]!;
    return e <= t.xrefStart[root]! ? -1 : this.r.xrefs.find(t.text, t.xrefStart[root]!, e);
  }

  /** Who a FAM lists, from the first FAM of each identifier (a later duplicate lists nobody). */
  listMembers(root: number): void {
    const { t, tg } = this;
    if (t.tag[root] !== tg.FAM) return;
    const n = this.numberOf(root);
    if (n < 0 || this.famListed[n] === 1) return;
    this.famListed[n] = 1;
    for (let c = t.firstChild[root]!; c !== 0; c = t.nextSibling[c]!) {
      const ct = t.tag[c];
      const isPartner = ct === tg.HUSB || ct === tg.WIFE;
      if (!isPartner && ct !== tg.CHIL) continue;
      const m = this.r.refOf(c);
      if (m >= 0) this.table.members.add(n * 2 + (isPartner ? 0 : 1), m);
    }
  }

  /** Media objects under a record (OBJE substructures that are not pointers). */
  private countMedia(i: number): number {
    const { t, tg } = this;
    if (tg.OBJE < 0) return 0;
    let n = 0;
    for (let c = t.firstChild[i]!; c !== 0; c = t.nextSibling[c]!) {
      if (t.tag[c] === tg.OBJE && !this.r.isPointerAt(c)) n++;
      if (t.firstChild[c] !== 0) n += this.countMedia(c);
    }
    return n;
  }

  /** Reads one level-0 record; FAM records wait until every person is read. */
  readRecord(rec: number): void {
    const { t, tg, r, extras } = this;
    const tag = t.tag[rec]!;
    if (tag === tg.HEAD) {
      for (let c = t.firstChild[rec]!; c !== 0; c = t.nextSibling[c]!) if (t.tag[c] !== tg.GEDC && t.tag[c] !== tg.CHAR) extras.head.push(r.node(c));
    } else if (tag === tg.TRLR) {
      return;
    } else if (tag === tg.INDI) {
      const n = this.numberOf(rec);
      if (n < 0) {
        this.warnings.push({ line: t.line[rec]!, message: 'INDI record without a cross-reference identifier: kept as it is, not added to the tree' });
        extras.records.push(r.node(rec));
        return;
      }
      if (this.table.person[n]! >= 0) return;
      const p = readIndi(r, tg, rec, n, this.ids[n]!, this.table);
      this.table.person[n] = this.persons.length;
      this.persons.push(p);
      this.notes += p.notes;
      this.media += this.countMedia(rec);
    } else if (tag === tg.FAM) {
      this.famRecords.push(rec);
      this.media += this.countMedia(rec);
    } else {
      if (tag === tg.NOTE || tag === tg.SNOTE) this.notes++;
      if (tag === tg.OBJE) this.media++;
      extras.records.push(r.node(rec));
    }
  }

  /** The names map and kept extras, by person, in file order. */
  addPerson(p: IndiResult): void {
    this.names.set(p.person.id, p.names);
    if (p.kept.length > 0) this.extras.persons[p.person.id] = p.kept;
  }

  private addLink(parent: number, child: number, kind: GraphParenthood['kind'], line: number): void {
    if (parent < 0) return;
    if (kind === 'birth' && this.birthParents[child]! >= 2) {
      // Only when it is not a repeat of a link already made (which is read once, below).
      let known = false;
      for (let l = this.linkHead[child]!; l >= 0 && !known; l = this.linkNext[l]!) known = this.linkParent[l] === parent;
      if (!known && !this.manyParents.get(child)?.has(parent)) {
        const childId = this.persons[child]!.person.id;
        this.warnings.push({ line, message: `${childId} already has two birth parents: ${this.persons[parent]!.person.id} is not added as a third` });
        return;
      }
    }
    if (this.linkCount[child]! < LINK_SCAN_LIMIT) {
      for (let l = this.linkHead[child]!; l >= 0; l = this.linkNext[l]!) if (this.linkParent[l] === parent) return;
    } else {
      let parents = this.manyParents.get(child);
      if (!parents) {
        parents = new Set();
        for (let l = this.linkHead[child]!; l >= 0; l = this.linkNext[l]!) parents.add(this.linkParent[l]!);
        this.manyParents.set(child, parents);
      }
      if (parents.has(parent)) return;
      parents.add(parent);
    }
    this.linkCount[child]!++;
    this.linkParent.push(parent);
    this.linkChild.push(child);
    this.linkNext.push(this.linkHead[child]!);
    this.linkLine.push(line);
    this.linkHead[child] = this.linkParent.length - 1;
    if (kind === 'birth') this.birthParents[child]!++;
    this.parenthoods.push({ parent_id: this.persons[parent]!.person.id, child_id: this.persons[child]!.person.id, kind });
  }

  /** Reads one FAM record into a family, maybe a couple, and parent-child links. */
  readFamily(rec: number): void {
    const { t, r } = this;
    const n = this.numberOf(rec);
    if (n < 0) {
      this.warnings.push({ line: t.line[rec]!, message: 'FAM record without a cross-reference identifier: kept as it is, not added to the tree' });
      this.extras.records.push(r.node(rec));
      return;
    }
    if (this.famDone[n] === 1 || this.table.person[n]! >= 0) return;
    this.famDone[n] = 1;
    const { fam, couple, notes, husband, wife, children } = readFam(r, this.tg, rec, n, this.ids[n]!, this.table, this.warnings);
    this.notes += notes;
    this.extras.families.push(fam);
    if (couple) this.couples.push(couple);
    for (let c = 0; c < children.length; c++) {
      this.addLink(husband, children[c]!, fam.children[c]!.kind, t.line[rec]!);
      this.addLink(wife, children[c]!, fam.children[c]!.kind, t.line[rec]!);
    }
  }

  readFamilies(): void {
    this.linkHead = new Int32Array(this.persons.length).fill(-1);
    this.linkCount = new Int32Array(this.persons.length);
    this.birthParents = new Uint8Array(this.persons.length);
    for (const rec of this.famRecords) this.readFamily(rec);
  }
}

/** Reads parsed GEDCOM into the product model: graph, kept extras, names, counts and warnings. */
export function gedcomToGraph(parsed: ParsedGedcom): GedcomDocument {
  const b = new GraphBuilder(parsed);
  const roots = b.t.roots;
  for (const root of roots) b.indexRecord(root);
  b.finishIds();
  for (const root of roots) b.listMembers(root);
  b.table.members.seal(b.ids.length * 2);
  for (const rec of roots) b.readRecord(rec);
  for (const p of b.persons) b.addPerson(p);
  b.readFamilies();
  // A link that makes someone their own ancestor is left out, as the tree never takes one.
  const cycles = ancestryCycles(b.persons, b.linkParent, b.linkChild, b.linkLine);
  b.warnings.push(...cycles.warnings);
  const parenthoods = cycles.closing.size ? b.parenthoods.filter((_, l) => !cycles.closing.has(l)) : b.parenthoods;
  const graph: TreeGraph = { persons: b.persons.map((p) => p.person), couples: b.couples, parenthoods };
  return {
    graph,
    extras: b.extras,
    names: b.names,
    counts: { persons: graph.persons.length, families: b.extras.families.length, notes: b.notes, media: b.media },
    warnings: b.warnings,
  };
}

/**
 * Finds persons who are their own ancestors: one warning per cycle, at the FAM line of the link that
 * closes it, and the indices of those links (left out, which leaves no cycle: they are the back edges
 * of a depth-first search). Links are given as parallel lists of person indices, in the order of the
 * parenthoods.
 */
function ancestryCycles(persons: IndiResult[], parents: number[], children: number[], lines: number[]): { warnings: GedcomIssue[]; closing: Set<number> } {
  const n = persons.length;
  // Children of each parent in link order (with each link's line), and parents in order of their first link.
  const count = new Int32Array(n + 1);
  const order: number[] = [];
  for (const p of parents) if (count[p + 1]!++ === 0) order.push(p);
  for (let k = 0; k < n; k++) count[k + 1]! += count[k]!;
  const kids = new Int32Array(parents.length);
  const kidLine = new Int32Array(parents.length);
  const kidLink = new Int32Array(parents.length);
  const fill = count.slice(0, n);
  for (let l = 0; l < parents.length; l++) {
    const at = fill[parents[l]!]!++;
    kids[at] = children[l]!;
    kidLine[at] = lines[l]!;
    kidLink[at] = l;
  }
  const closing = new Set<number>();
  const state = new Uint8Array(n); // 1 = on the current path, 2 = done
  const out: GedcomIssue[] = [];
  // Iterative depth-first search: deep trees (100,000 generations of bad data) must not overflow the stack.
  const stack = new Int32Array(n);
  const next = new Int32Array(n);
  for (const start of order) {
    if (state[start] !== 0) continue;
    let depth = 0;
    stack[0] = start;
    next[0] = count[start]!;
    state[start] = 1;
    while (depth >= 0) {
      const top = stack[depth]!;
      if (next[depth]! >= count[top + 1]!) {
        state[top] = 2;
        depth--;
        continue;
      }
      const at = next[depth]!++;
      const c = kids[at]!;
      const s = state[c];
      if (s === 1) {
        out.push({ line: kidLine[at]!, message: `${persons[c]!.person.id} would be their own ancestor (through ${persons[top]!.person.id}): this parent link is left out` });
        closing.add(kidLink[at]!);
      }
      else if (s === 0) {
        state[c] = 1;
        stack[++depth] = c;
        next[depth] = count[c]!;
      }
    }
  }
  return { warnings: out, closing };
}
