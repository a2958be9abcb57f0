/**
 * GEDCOM records to the product model: the graph, what it cannot hold (kept verbatim with an anchor,
 * so an export can put it back where it was), names, counts and warnings. The records are read from
 * the parsed columns (see flatRead.ts); the INDI and FAM mapping is in readRecords.ts.
 */
import type { GraphCouple, GraphParenthood, TreeGraph } from '../tree/graph';
import { FlatReader } from './flatRead';
import type { GedcomIssue } from './issues';
import type { GedcomDocument, GedcomExtras, GedcomName } from './model';
import type { GedcomVersion } from './node';
import type { ParsedGedcom } from './parse';
import { FamMembers, MapTags, PediLinks, readFam, readIndi, type IndiResult, type RecordTable } from './readRecords';

export { FACT_TAGS, VALUE_TAG } from './readRecords';

function cleanIdChar(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
}

/**
 * Graph ids of INDI and FAM records, by record number (the first INDI or FAM of each identifier, in
 * file order): the xref without "@", upper-cased with only letters, digits and "_", so that an export
 * (whose 7.0 xrefs must look like that) reads back with the same ids. Renamed ones go to extras.xrefs.
 */
function graphIds(r: FlatReader, tg: MapTags, extras: GedcomExtras): string[] {
  const t = r.t;
  const text = t.text;
  const ids: string[] = [];
  const xrefs: string[] = [];
  let clean = true;
  for (const root of t.roots) {
    const tag = t.tag[root];
    if (tag !== tg.INDI && tag !== tg.FAM) continue;
    const s = t.xrefStart[root]!;
    const e = t.xrefEnd[root]!;
    if (e <= s || r.xrefs.add(s, e, ids.length) >= 0) continue;
    // Identifiers that are already clean (the usual case) are their own ids and cannot collide.
    let k = s + 1;
    while (k < e - 1 && cleanIdChar(text.charCodeAt(k))) k++;
    const inner = text.slice(s + 1, e - 1);
    if (k < e - 1 || inner === '') {
      clean = false;
      xrefs[ids.length] = text.slice(s, e);
    }
    ids.push(inner);
  }
  if (clean) return ids;
  const taken = new Set<string>();
  for (let n = 0; n < ids.length; n++) {
    const xref = xrefs[n] ?? `@${ids[n]}@`;
    const base = xref.slice(1, -1).toUpperCase().replace(/[^A-Z0-9_]/g, '_') || 'X';
    let id = base;
    for (let k = 2; taken.has(id); k++) id = `${base}_${k}`;
    taken.add(id);
    ids[n] = id;
    if (xref.length !== id.length + 2 || xref.slice(1, -1) !== id) extras.xrefs.push([xref, id]);
  }
  return ids;
}

/** Media objects under a record (OBJE substructures that are not pointers). */
function countMedia(r: FlatReader, tg: MapTags, i: number): number {
  if (tg.OBJE < 0) return 0;
  const { firstChild, nextSibling, tag } = r.t;
  let n = 0;
  for (let c = firstChild[i]!; c !== 0; c = nextSibling[c]!) {
    if (tag[c] === tg.OBJE && !r.isPointerAt(c)) n++;
    if (firstChild[c] !== 0) n += countMedia(r, tg, c);
  }
  return n;
}

/** Reads parsed GEDCOM into the product model: graph, kept extras, names, counts and warnings. */
export function gedcomToGraph(parsed: ParsedGedcom): GedcomDocument {
  const warnings: GedcomIssue[] = [...parsed.warnings];
  const extras: GedcomExtras = { version: parsed.version as GedcomVersion, head: [], records: [], persons: {}, families: [], xrefs: [] };
  const r = new FlatReader(parsed.tree);
  const t = r.t;
  const tg = new MapTags(r);
  const ids = graphIds(r, tg, extras);
  const count = ids.length;
  const table: RecordTable = { ids, person: new Int32Array(count).fill(-1), members: new FamMembers(), pedi: new PediLinks(count) };
  // Who each FAM lists, from the first FAM of each identifier (a later duplicate lists nobody).
  const famListed = new Uint8Array(count);
  for (const root of t.roots) {
    const e = t.xrefEnd[root]!;
    if (t.tag[root] !== tg.FAM || e <= t.xrefStart[root]!) continue;
    const n = r.xrefs.find(t.text, t.xrefStart[root]!, e);
    if (famListed[n] === 1) continue;
    famListed[n] = 1;
    for (let c = t.firstChild[root]!; c !== 0; c = t.nextSibling[c]!) {
      const ct = t.tag[c];
      const isPartner = ct === tg.HUSB || ct === tg.WIFE;
      if (!isPartner && ct !== tg.CHIL) continue;
      const m = r.refOf(c);
      if (m >= 0) table.members.add(n * 2 + (isPartner ? 0 : 1), m);
    }
  }
  table.members.seal(count * 2);
  const persons: IndiResult[] = [];
  const names = new Map<string, GedcomName[]>();
  const famRecords: number[] = [];
  let notes = 0;
  let media = 0;
  for (const rec of t.roots) {
    const tag = t.tag[rec]!;
    if (tag === tg.HEAD) {
      for (let c = t.firstChild[rec]!; c !== 0; c = t.nextSibling[c]!) if (t.tag[c] !== tg.GEDC && t.tag[c] !== tg.CHAR) extras.head.push(r.node(c));
    } else if (tag === tg.TRLR) {
      continue;
    } else if (tag === tg.INDI) {
      const e = t.xrefEnd[rec]!;
      if (e <= t.xrefStart[rec]!) {
        warnings.push({ line: t.line[rec]!, message: 'INDI record without a cross-reference identifier: kept as it is, not added to the tree' });
        extras.records.push(r.node(rec));
        continue;
      }
      const n = r.xrefs.find(t.text, t.xrefStart[rec]!, e);
      if (table.person[n]! >= 0) continue;
      const id = ids[n]!;
      const p = readIndi(r, tg, rec, n, id, table);
      table.person[n] = persons.length;
      persons.push(p);
      notes += p.notes;
      media += countMedia(r, tg, rec);
    } else if (tag === tg.FAM) {
      famRecords.push(rec);
      media += countMedia(r, tg, rec);
    } else {
      if (tag === tg.NOTE || tag === tg.SNOTE) notes++;
      if (tag === tg.OBJE) media++;
      extras.records.push(r.node(rec));
    }
  }
  // Filled in one pass after reading, which keeps the big map and object apart from the per-person work.
  for (const p of persons) {
    names.set(p.person.id, p.names);
    if (p.kept.length > 0) extras.persons[p.person.id] = p.kept;
  }
  const couples: GraphCouple[] = [];
  const parenthoods: GraphParenthood[] = [];
  // Parent-child links seen, as a chain per child (usually one or two long), with the FAM line of each.
  const linkHead = new Int32Array(persons.length).fill(-1);
  const linkParent: number[] = [];
  const linkChild: number[] = [];
  const linkNext: number[] = [];
  const linkLine: number[] = [];
  const addLink = (parent: number, child: number, kind: GraphParenthood['kind'], line: number) => {
    if (parent < 0) return;
    for (let l = linkHead[child]!; l >= 0; l = linkNext[l]!) if (linkParent[l] === parent) return;
    linkParent.push(parent);
    linkChild.push(child);
    linkNext.push(linkHead[child]!);
    linkLine.push(line);
    linkHead[child] = linkParent.length - 1;
    parenthoods.push({ parent_id: persons[parent]!.person.id, child_id: persons[child]!.person.id, kind });
  };
  const famDone = new Uint8Array(count);
  for (const rec of famRecords) {
    const e = t.xrefEnd[rec]!;
    if (e <= t.xrefStart[rec]!) {
      warnings.push({ line: t.line[rec]!, message: 'FAM record without a cross-reference identifier: kept as it is, not added to the tree' });
      extras.records.push(r.node(rec));
      continue;
    }
    const n = r.xrefs.find(t.text, t.xrefStart[rec]!, e);
    if (famDone[n] === 1 || table.person[n]! >= 0) continue;
    famDone[n] = 1;
    const { fam, couple, notes: k, husband, wife, children } = readFam(r, tg, rec, n, ids[n]!, table, warnings);
    notes += k;
    extras.families.push(fam);
    if (couple) couples.push(couple);
    for (let c = 0; c < children.length; c++) {
      addLink(husband, children[c]!, fam.children[c]!.kind, t.line[rec]!);
      addLink(wife, children[c]!, fam.children[c]!.kind, t.line[rec]!);
    }
  }
  warnings.push(...ancestryCycles(persons, linkParent, linkChild, linkLine));
  const graph: TreeGraph = { persons: persons.map((p) => p.person), couples, parenthoods };
  return {
    graph,
    extras,
    names,
    counts: { persons: graph.persons.length, families: extras.families.length, notes, media },
    warnings,
  };
}

/**
 * Finds persons who are their own ancestors; one warning per cycle, at the FAM line that closes it.
 * Links are given as parallel lists of person indices, in the order of the parenthoods.
 */
function ancestryCycles(persons: IndiResult[], parents: number[], children: number[], lines: number[]): GedcomIssue[] {
  const n = persons.length;
  // Children of each parent in link order (with each link's line), and parents in order of their first link.
  const count = new Int32Array(n + 1);
  const order: number[] = [];
  for (const p of parents) if (count[p + 1]!++ === 0) order.push(p);
  for (let k = 0; k < n; k++) count[k + 1]! += count[k]!;
  const kids = new Int32Array(parents.length);
  const kidLine = new Int32Array(parents.length);
  const fill = count.slice(0, n);
  for (let l = 0; l < parents.length; l++) {
    const at = fill[parents[l]!]!++;
    kids[at] = children[l]!;
    kidLine[at] = lines[l]!;
  }
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
      if (s === 1) out.push({ line: kidLine[at]!, message: `${persons[c]!.person.id} is their own ancestor (through ${persons[top]!.person.id})` });
      else if (s === 0) {
        state[c] = 1;
        stack[++depth] = c;
        next[depth] = count[c]!;
      }
    }
  }
  return out;
}
