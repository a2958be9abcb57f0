/**
 * Integer indices over a TreeGraph so the layout walks flat typed arrays instead of string maps and
 * per-person lists: on 100,000 persons that is a handful of allocations instead of hundreds of thousands,
 * which the garbage collector would otherwise copy for as long as the layout runs. Ghost placeholders (add
 * father, mother, spouse, child) are appended as extra nodes after the real persons.
 */
import type { GhostType, Gender } from '../../protocol/draw';
import type { ParenthoodKind } from '../../protocol/person';
import type { GraphCouple, GraphParenthood, GraphPerson, TreeGraph } from '../tree/graph';

export interface Ghost {
  id: string;
  type: GhostType;
  of: number;
  gender: Gender;
}

/** Parenthood kinds by code, in the order parents are listed (birth parents first). */
export const KINDS: readonly ParenthoodKind[] = ['birth', 'adopted', 'foster', 'step'];
const KIND_CODE: Record<ParenthoodKind, number> = { birth: 0, adopted: 1, foster: 2, step: 3 };
export const BIRTH = 0;

/**
 * One relation of every node as lists in one array: node i's entries are to[start[i] .. start[i] + count[i]).
 * A list that grows after the build (ghosts) is copied to the end of `to`, so lists never overlap.
 */
export class Adjacency {
  start: Int32Array;
  count: Int32Array;
  to: Int32Array;
  /** Parallel to `to` when the relation carries a kind (parents: the parenthood kind code). */
  kind: Uint8Array;
  used: number;

  constructor(nodes: number, entries: number) {
    this.start = new Int32Array(nodes);
    this.count = new Int32Array(nodes);
    this.to = new Int32Array(entries);
    this.kind = new Uint8Array(entries);
    this.used = entries;
  }

  /** Position of x in node's list, or -1. */
  find(node: number, x: number): number {
    const s = this.start[node];
    const e = s + this.count[node];
    for (let k = s; k < e; k++) if (this.to[k] === x) return k - s;
    return -1;
  }

  has(node: number, x: number): boolean {
    return this.find(node, x) >= 0;
  }

  kindAt(node: number, k: number): number {
    return this.kind[this.start[node] + k];
  }

  /** The list as a fresh array (for the few places that edit a copy). */
  list(node: number): number[] {
    const n = this.count[node];
    const out: number[] = new Array(n);
    const s = this.start[node];
    for (let k = 0; k < n; k++) out[k] = this.to[s + k];
    return out;
  }

  /** An independent copy, to append to. */
  copy(): Adjacency {
    const out = new Adjacency(0, 0);
    out.start = this.start.slice();
    out.count = this.count.slice();
    out.to = this.to.slice();
    out.kind = this.kind.slice();
    out.used = this.used;
    return out;
  }

  /** Makes room for `nodes` nodes in total. */
  growNodes(nodes: number): void {
    if (nodes <= this.start.length) return;
    const start = new Int32Array(Math.max(nodes, this.start.length * 2));
    start.set(this.start);
    const count = new Int32Array(start.length);
    count.set(this.count);
    this.start = start;
    this.count = count;
  }

  /** Appends x (with kind) to node's list, moving the list to the end of the entries. */
  append(node: number, x: number, kind = 0): void {
    const n = this.count[node];
    const need = this.used + n + 1;
    if (need > this.to.length) {
      const to = new Int32Array(Math.max(need, this.to.length * 2));
      to.set(this.to);
      const kinds = new Uint8Array(to.length);
      kinds.set(this.kind);
      this.to = to;
      this.kind = kinds;
    }
    const from = this.start[node];
    this.to.copyWithin(this.used, from, from + n);
    this.kind.copyWithin(this.used, from, from + n);
    this.to[this.used + n] = x;
    this.kind[this.used + n] = kind;
    this.start[node] = this.used;
    this.count[node] = n + 1;
    this.used += n + 1;
  }
}

export interface GraphIndex {
  /** Real persons; nodes at or after persons.length are ghosts. */
  persons: GraphPerson[];
  ghosts: Ghost[];
  nodeCount: number;
  ids: string[];
  indexOf: Map<string, number>;
  /** Parents of each node: birth parents first, then adopted, foster, step; fathers before mothers. Kind per entry. */
  parents: Adjacency;
  /** Children of each node in birth order. */
  children: Adjacency;
  /** Spouses of each node in marriage order. */
  spouses: Adjacency;
  gender: Gender[];
}

const GENDER_ORDER: Record<Gender, number> = { m: 0, none: 1, f: 2 };

function birthKey(person: GraphPerson): number {
  const d = person.birth_date;
  if (!d || d.year === null) return Number.POSITIVE_INFINITY;
  return d.year * 10_000 + (d.month ?? 0) * 100 + (d.day ?? 0);
}

/** Sorts each list by `before` (a strict order), keeping `kind` beside its entry. Lists are short: insertion sort. */
function sortLists(adj: Adjacency, nodes: number, before: (owner: number, x: number, kx: number, y: number, ky: number) => boolean): void {
  const { start, count, to, kind } = adj;
  for (let i = 0; i < nodes; i++) {
    const n = count[i];
    if (n < 2) continue;
    const s = start[i];
    if (n > 32) {
      // A rare long list: sorted as pairs so the cost stays n log n.
      const pairs = Array.from({ length: n }, (_, k) => [to[s + k], kind[s + k]] as const);
      pairs.sort(([x, kx], [y, ky]) => (before(i, x, kx, y, ky) ? -1 : before(i, y, ky, x, kx) ? 1 : 0));
      pairs.forEach(([x, kx], k) => {
        to[s + k] = x;
        kind[s + k] = kx;
      });
      continue;
    }
    for (let j = s + 1; j < s + n; j++) {
      const x = to[j];
      const kx = kind[j];
      let k = j - 1;
      while (k >= s && before(i, x, kx, to[k], kind[k])) {
        to[k + 1] = to[k];
        kind[k + 1] = kind[k];
        k--;
      }
      to[k + 1] = x;
      kind[k + 1] = kx;
    }
  }
}

/** What an index was built from, to tell whether it still fits a graph (see indexGraph). */
interface IndexSource {
  couples: GraphCouple[];
  coupleItems: GraphCouple[];
  links: GraphParenthood[];
  /** Birth key of each person, which orders children. */
  keys: Float64Array;
  index: GraphIndex;
}

/**
 * Indexes of graphs laid out before, by their parent links. A tree held in the server's cache is laid out
 * again with the same relations whenever only the view changes (a branch opened or closed, another start
 * person, a draw again), often with new person objects around the same persons (card photos, hint
 * counts); building the index is a tenth of a 100,000-person layout. It is reused when the couples and
 * links are the same records and every person has the same id, gender and birth key at the same place;
 * records are treated as immutable once laid out (the cache refreshes a tree into new arrays).
 */
const built = new WeakMap<GraphParenthood[], IndexSource>();

/** Builds the index, or takes the one built for the same relations; ghosts are added around `ghostsFor` when given. */
export function indexGraph(graph: TreeGraph, ghostsFor?: string): GraphIndex {
  let source = built.get(graph.parenthoods);
  if (source === undefined || !fits(source, graph)) {
    source = buildIndex(graph);
    built.set(graph.parenthoods, source);
  }
  const base = source.index;
  const anchor = ghostsFor === undefined ? undefined : base.indexOf.get(ghostsFor);
  if (anchor === undefined) return { ...base, persons: graph.persons };
  // Ghosts extend the lists: on a copy, so the shared index stays as the graph has it.
  const index: GraphIndex = {
    ...base,
    persons: graph.persons,
    ghosts: [],
    ids: base.ids.slice(),
    gender: base.gender.slice(),
    parents: base.parents.copy(),
    children: base.children.copy(),
    spouses: base.spouses.copy(),
  };
  addGhosts(index, anchor);
  return index;
}

function fits(source: IndexSource, graph: TreeGraph): boolean {
  const { couples, parenthoods, persons } = graph;
  if (couples !== source.couples || couples.length !== source.coupleItems.length || parenthoods.length !== source.links.length) return false;
  const { ids, gender } = source.index;
  if (persons.length !== ids.length) return false;
  for (let i = 0; i < persons.length; i++) {
    const p = persons[i];
    if (p.id !== ids[i] || p.gender !== gender[i] || birthKey(p) !== source.keys[i]) return false;
  }
  for (let i = 0; i < couples.length; i++) if (couples[i] !== source.coupleItems[i]) return false;
  for (let i = 0; i < parenthoods.length; i++) if (parenthoods[i] !== source.links[i]) return false;
  return true;
}

function buildIndex(graph: TreeGraph): IndexSource {
  const persons = graph.persons;
  const n = persons.length;
  const indexOf = new Map<string, number>();
  const ids: string[] = new Array(n);
  const gender: Gender[] = new Array(n);
  const genderOrder = new Uint8Array(n + 4);
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const p = persons[i];
    ids[i] = p.id;
    gender[i] = p.gender;
    genderOrder[i] = GENDER_ORDER[p.gender];
    keys[i] = birthKey(p);
    indexOf.set(p.id, i);
  }

  // Parents per child, duplicates of a (parent, child) pair dropped with the first kind kept.
  const links = graph.parenthoods;
  const linkCount = links.length;
  const linkParent = new Int32Array(linkCount);
  const linkChild = new Int32Array(linkCount).fill(-1);
  const parents = new Adjacency(n, linkCount);
  for (let r = 0; r < linkCount; r++) {
    const link = links[r];
    const parent = indexOf.get(link.parent_id);
    const child = indexOf.get(link.child_id);
    if (parent === undefined || child === undefined || parent === child) continue;
    linkParent[r] = parent;
    linkChild[r] = child;
    parents.count[child]++;
  }
  fillStarts(parents, n);
  const children = new Adjacency(n, linkCount);
  for (let r = 0; r < linkCount; r++) {
    const child = linkChild[r];
    if (child < 0) continue;
    const parent = linkParent[r];
    if (parents.has(child, parent)) {
      linkChild[r] = -1;
      continue;
    }
    const at = parents.start[child] + parents.count[child]++;
    parents.to[at] = parent;
    const kind = links[r].kind;
    parents.kind[at] = kind === 'birth' ? BIRTH : KIND_CODE[kind];
    children.count[parent]++;
  }
  fillStarts(children, n);
  for (let r = 0; r < linkCount; r++) {
    const child = linkChild[r];
    if (child >= 0) children.to[children.start[linkParent[r]] + children.count[linkParent[r]]++] = child;
  }
  sortLists(parents, n, (_, x, kx, y, ky) => kx < ky || (kx === ky && (genderOrder[x] < genderOrder[y] || (genderOrder[x] === genderOrder[y] && x < y))));
  // Equal keys (no birth year) compare as equal, then by index.
  sortLists(children, n, (_, x, __, y) => keys[x] < keys[y] || (!(keys[x] > keys[y]) && x < y));

  // Spouses in marriage order: marriage year, then the order of the couple records.
  const couples = graph.couples;
  const coupleA = new Int32Array(couples.length).fill(-1);
  const coupleB = new Int32Array(couples.length);
  const spouses = new Adjacency(n, couples.length * 2);
  for (let c = 0; c < couples.length; c++) {
    const a = indexOf.get(couples[c].person1_id);
    const b = indexOf.get(couples[c].person2_id);
    if (a === undefined || b === undefined || a === b) continue;
    coupleA[c] = a;
    coupleB[c] = b;
    spouses.count[a]++;
    spouses.count[b]++;
  }
  fillStarts(spouses, n);
  const spouseKey = new Float64Array(couples.length * 2);
  for (let c = 0; c < couples.length; c++) {
    const a = coupleA[c];
    if (a < 0) continue;
    const b = coupleB[c];
    if (spouses.has(a, b)) continue;
    const key = (couples[c].marriage_date?.year ?? 100_000) * 1e7 + c;
    const at = spouses.start[a] + spouses.count[a]++;
    spouses.to[at] = b;
    spouseKey[at] = key;
    const bt = spouses.start[b] + spouses.count[b]++;
    spouses.to[bt] = a;
    spouseKey[bt] = key;
  }
  sortSpouses(spouses, n, spouseKey);

  // The persons are handed in with each graph (indexGraph): the cached index keeps none of them.
  const index: GraphIndex = { persons: [], ghosts: [], nodeCount: n, ids, indexOf, parents, children, spouses, gender };
  return { couples, coupleItems: couples.slice(), links: links.slice(), keys, index };
}

/** Turns counts into starts and resets the counts, for a second pass that fills the lists. */
function fillStarts(adj: Adjacency, nodes: number): void {
  let at = 0;
  for (let i = 0; i < nodes; i++) {
    adj.start[i] = at;
    at += adj.count[i];
    adj.count[i] = 0;
  }
}

/** Stable by key; keys are unique per couple, so an insertion sort on the key alone is enough. */
function sortSpouses(adj: Adjacency, nodes: number, key: Float64Array): void {
  const { start, count, to } = adj;
  for (let i = 0; i < nodes; i++) {
    const n = count[i];
    if (n < 2) continue;
    const s = start[i];
    if (n > 32) {
      const pairs = Array.from({ length: n }, (_, k) => [to[s + k], key[s + k]] as const);
      pairs.sort((x, y) => x[1] - y[1]);
      pairs.forEach(([x, kx], k) => {
        to[s + k] = x;
        key[s + k] = kx;
      });
      continue;
    }
    for (let j = s + 1; j < s + n; j++) {
      const x = to[j];
      const kx = key[j];
      let k = j - 1;
      while (k >= s && key[k] > kx) {
        to[k + 1] = to[k];
        key[k + 1] = key[k];
        k--;
      }
      to[k + 1] = x;
      key[k + 1] = kx;
    }
  }
}

function addNode(index: GraphIndex, ghost: Ghost): number {
  const node = index.nodeCount++;
  index.ghosts.push(ghost);
  index.ids.push(ghost.id);
  index.gender.push(ghost.gender);
  for (const adj of [index.parents, index.children, index.spouses]) {
    adj.growNodes(node + 1);
    adj.start[node] = 0;
    adj.count[node] = 0;
  }
  return node;
}

/** Ghosts stand in for a missing father and mother, a next spouse and a next child of the anchor person. */
function addGhosts(index: GraphIndex, anchor: number): void {
  const { parents, children, spouses, gender } = index;
  const id = index.ids[anchor];
  const hasParent = (g: Gender) => index.parents.list(anchor).some((p) => gender[p] === g);
  const link = (child: number, parent: number) => {
    parents.append(child, parent, BIRTH);
    children.append(parent, child);
  };
  const marry = (a: number, b: number) => {
    spouses.append(a, b);
    spouses.append(b, a);
  };
  const ghostParents: number[] = [];
  const noFather = !hasParent('m');
  const noMother = !hasParent('f');
  if (noFather) ghostParents.push(addNode(index, { id: `ghost:father:${id}`, type: 'father', of: anchor, gender: 'm' }));
  if (noMother) ghostParents.push(addNode(index, { id: `ghost:mother:${id}`, type: 'mother', of: anchor, gender: 'f' }));
  for (const g of ghostParents) {
    // A ghost parent pairs with the parent that exists, so the anchor still hangs below one couple.
    const partner = parents.list(anchor).find((p) => gender[p] !== gender[g]) ?? ghostParents.find((o) => o !== g);
    if (partner !== undefined && !spouses.has(g, partner)) marry(g, partner);
  }
  for (const g of ghostParents) {
    link(anchor, g);
    if (parents.count[anchor] > 1) sortParentsByGender(index, anchor);
  }
  const spouseGender: Gender = gender[anchor] === 'm' ? 'f' : gender[anchor] === 'f' ? 'm' : 'none';
  const spouse = addNode(index, { id: `ghost:spouse:${id}`, type: 'spouse', of: anchor, gender: spouseGender });
  marry(anchor, spouse);
  const child = addNode(index, { id: `ghost:child:${id}`, type: 'child', of: anchor, gender: 'none' });
  link(child, anchor);
}

/** Stable by kind, then gender. */
function sortParentsByGender(index: GraphIndex, child: number): void {
  const { parents, gender } = index;
  const s = parents.start[child];
  const pairs = parents.list(child).map((p, k) => ({ p, kind: parents.kind[s + k] }));
  pairs.sort((x, y) => x.kind - y.kind || GENDER_ORDER[gender[x.p]] - GENDER_ORDER[gender[y.p]]);
  pairs.forEach((x, k) => {
    parents.to[s + k] = x.p;
    parents.kind[s + k] = x.kind;
  });
}
