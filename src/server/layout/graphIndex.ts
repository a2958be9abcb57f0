/**
 * Integer indices over a TreeGraph so the layout walks flat typed arrays instead of string maps and
 * per-person lists: on 100,000 persons that is a handful of allocations instead of hundreds of thousands,
 * which the garbage collector would otherwise copy for as long as the layout runs. Ghost placeholders (add
 * father, mother, spouse, child) are appended as extra nodes after the real persons.
 */
import type { GhostType, Gender } from '../../protocol/draw';
import type { GraphPerson, TreeGraph } from '../tree/graph';
import { Adjacency } from './adjacency';
import { BIRTH, GENDER_ORDER, birthKey, buildIndex, type IndexSource } from './buildIndex';
import { deriveIndex } from './deriveIndex';

export { Adjacency } from './adjacency';
export { BIRTH, KINDS } from './buildIndex';

export interface Ghost {
  id: string;
  type: GhostType;
  of: number;
  gender: Gender;
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
  /**
   * Names how real persons are numbered: shared by every index with the same person at each node (an
   * index taken again, its copies with ghosts), new whenever the persons or their places change.
   */
  numbering: object;
  /** For an index derived from an earlier one (deriveIndex.ts): that index's numbering and the node there of each real node here, -1 for a person new here. */
  derivedFrom?: { numbering: object; oldOf: Int32Array };
}

/** Holds the index source of a graph until an index derived from it takes over its map (then it holds none). */
interface Slot {
  source: IndexSource | undefined;
}

/**
 * Indexes of graphs laid out before, by their parent links. A tree held in the server's cache is laid out
 * again with the same relations whenever only the view changes (a branch opened or closed, another start
 * person, a draw again), often with new person objects around the same persons (card photos, hint
 * counts); building the index is a tenth of a 100,000-person layout. It is reused when the couples and
 * links are the same records and every person has the same id, gender and birth key at the same place;
 * records are treated as immutable once laid out (the cache refreshes a tree into new arrays).
 *
 * After an edit the cache refreshes the tree into new arrays that keep the unchanged records: the index
 * is then derived from the last one of the tree (deriveIndex.ts), found through a few of those records
 * (the first, middle and last parent link and couple), which are keys too.
 */
const slots = new WeakMap<object, Slot>();

const probes = (graph: TreeGraph): object[] => {
  const out: object[] = [];
  for (const list of [graph.parenthoods, graph.couples]) if (list.length > 0) out.push(list[0], list[list.length >> 1], list[list.length - 1]);
  return out;
};

/** Room for the lists ghosts join, which are moved to the end of the entries (more is made should a list be longer). */
const SPARE_ENTRIES = 256;

/**
 * Builds the index, derives it from an earlier graph's, or takes the one built for the same relations;
 * ghosts are added around `ghostsFor` when given. The index shares its indexOf map with the cached one,
 * which the next call may hand on to a derived index and change: it is read before that call (a layout
 * is synchronous and keeps no index).
 */
export function indexGraph(graph: TreeGraph, ghostsFor?: string): GraphIndex {
  let source = slots.get(graph.parenthoods)?.source;
  if (source === undefined || !fits(source, graph)) {
    const earlier = source === undefined ? probes(graph).map((key) => slots.get(key)).find((slot) => slot?.source !== undefined) : slots.get(graph.parenthoods);
    const derived = earlier?.source && deriveIndex(earlier.source, graph);
    // The derived index took over the map of the earlier one: the earlier graph gets an index of its own again (built, or derived back).
    if (derived) earlier.source = undefined;
    source = derived || buildIndex(graph);
    const slot: Slot = { source };
    slots.set(graph.parenthoods, slot);
    for (const key of probes(graph)) slots.set(key, slot);
  }
  const base = source.index;
  const anchor = ghostsFor === undefined ? undefined : base.indexOf.get(ghostsFor);
  if (anchor === undefined) return { ...base, persons: graph.persons };
  // Ghosts extend the lists: on a copy, so the shared index stays as the graph has it.
  const ghosts = ghostsOf(base, anchor);
  const index: GraphIndex = {
    ...base,
    persons: graph.persons,
    ghosts: [],
    // The ghosts' ids and genders are in the copies from the start: one copy each, none grown later.
    ids: base.ids.concat(ghosts.map((g) => g.id)),
    gender: base.gender.concat(ghosts.map((g) => g.gender)),
    parents: base.parents.copy(ghosts.length, SPARE_ENTRIES),
    children: base.children.copy(ghosts.length, SPARE_ENTRIES),
    spouses: base.spouses.copy(ghosts.length, SPARE_ENTRIES),
  };
  addGhosts(index, anchor, ghosts);
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

/** Makes the next ghost a node (its id and gender are already in the index's copies). */
function addNode(index: GraphIndex, ghost: Ghost): number {
  const node = index.nodeCount++;
  index.ghosts.push(ghost);
  for (const adj of [index.parents, index.children, index.spouses]) {
    adj.growNodes(node + 1);
    adj.start[node] = 0;
    adj.count[node] = 0;
  }
  return node;
}

/** Ghosts stand in for a missing father and mother, a next spouse and a next child of the anchor person, in that order. */
function ghostsOf(index: GraphIndex, anchor: number): Ghost[] {
  const id = index.ids[anchor];
  const { gender } = index;
  const hasParent = (g: Gender) => index.parents.list(anchor).some((p) => gender[p] === g);
  const ghosts: Ghost[] = [];
  if (!hasParent('m')) ghosts.push({ id: `ghost:father:${id}`, type: 'father', of: anchor, gender: 'm' });
  if (!hasParent('f')) ghosts.push({ id: `ghost:mother:${id}`, type: 'mother', of: anchor, gender: 'f' });
  const spouseGender: Gender = gender[anchor] === 'm' ? 'f' : gender[anchor] === 'f' ? 'm' : 'none';
  ghosts.push({ id: `ghost:spouse:${id}`, type: 'spouse', of: anchor, gender: spouseGender });
  ghosts.push({ id: `ghost:child:${id}`, type: 'child', of: anchor, gender: 'none' });
  return ghosts;
}

/** Links the ghosts of ghostsOf into the anchor's family. */
function addGhosts(index: GraphIndex, anchor: number, ghosts: Ghost[]): void {
  const { parents, children, spouses, gender } = index;
  const link = (child: number, parent: number) => {
    parents.append(child, parent, BIRTH);
    children.append(parent, child);
  };
  const marry = (a: number, b: number) => {
    spouses.append(a, b);
    spouses.append(b, a);
  };
  const ghostParents = ghosts.filter((g) => g.type === 'father' || g.type === 'mother').map((g) => addNode(index, g));
  for (const g of ghostParents) {
    // A ghost parent pairs with the parent that exists, so the anchor still hangs below one couple.
    const partner = parents.list(anchor).find((p) => gender[p] !== gender[g]) ?? ghostParents.find((o) => o !== g);
    if (partner !== undefined && !spouses.has(g, partner)) marry(g, partner);
  }
  for (const g of ghostParents) {
    link(anchor, g);
    if (parents.count[anchor] > 1) sortParentsByGender(index, anchor);
  }
  const spouse = addNode(index, ghosts.find((g) => g.type === 'spouse')!);
  marry(anchor, spouse);
  const child = addNode(index, ghosts.find((g) => g.type === 'child')!);
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
