/**
 * Integer indices over a TreeGraph so the layout walks arrays instead of string maps. Ghost placeholders
 * (add father, mother, spouse, child) are appended as extra nodes after the real persons.
 */
import type { GhostType, Gender } from '../../protocol/draw';
import type { ParenthoodKind } from '../../protocol/person';
import type { GraphPerson, TreeGraph } from '../tree/graph';

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
  /** Parents of each node: birth parents first, then adopted, foster, step; fathers before mothers. */
  parents: number[][];
  parentKinds: ParenthoodKind[][];
  /** Children of each node in birth order. */
  children: number[][];
  /** Spouses of each node in marriage order. */
  spouses: number[][];
  gender: Gender[];
}

const EMPTY: never[] = [];
const KIND_ORDER: Record<ParenthoodKind, number> = { birth: 0, adopted: 1, foster: 2, step: 3 };
const GENDER_ORDER: Record<Gender, number> = { m: 0, none: 1, f: 2 };

function birthKey(person: GraphPerson): number {
  const d = person.birth_date;
  if (!d || d.year === null) return Number.POSITIVE_INFINITY;
  return d.year * 10_000 + (d.month ?? 0) * 100 + (d.day ?? 0);
}

/** Builds the index; ghosts are added around `ghostsFor` when given. */
export function indexGraph(graph: TreeGraph, ghostsFor?: string): GraphIndex {
  const persons = graph.persons;
  const n = persons.length;
  const indexOf = new Map<string, number>();
  const ids: string[] = new Array(n);
  const gender: Gender[] = new Array(n);
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const p = persons[i];
    ids[i] = p.id;
    gender[i] = p.gender;
    keys[i] = birthKey(p);
    indexOf.set(p.id, i);
  }
  // Most persons have no children or no spouse: they share one empty list until something is added.
  const parents: number[][] = new Array(n).fill(EMPTY);
  const parentKinds: ParenthoodKind[][] = new Array(n).fill(EMPTY);
  const children: number[][] = new Array(n).fill(EMPTY);
  const spouses: number[][] = new Array(n).fill(EMPTY);
  for (const link of graph.parenthoods) {
    const parent = indexOf.get(link.parent_id);
    const child = indexOf.get(link.child_id);
    if (parent === undefined || child === undefined || parent === child) continue;
    if (parents[child] === EMPTY) {
      parents[child] = [];
      parentKinds[child] = [];
    } else if (parents[child].includes(parent)) continue;
    parents[child].push(parent);
    parentKinds[child].push(link.kind);
    if (children[parent] === EMPTY) children[parent] = [];
    children[parent].push(child);
  }
  // Marriage order of each spouse entry, parallel to spouses; only persons with several spouses sort.
  const spouseKeys: number[][] = new Array(n).fill(EMPTY);
  graph.couples.forEach((couple, order) => {
    const a = indexOf.get(couple.person1_id);
    const b = indexOf.get(couple.person2_id);
    if (a === undefined || b === undefined || a === b || spouses[a].includes(b)) return;
    const key = (couple.marriage_date?.year ?? 100_000) * 1e7 + order;
    if (spouses[a] === EMPTY) {
      spouses[a] = [];
      spouseKeys[a] = [];
    }
    if (spouses[b] === EMPTY) {
      spouses[b] = [];
      spouseKeys[b] = [];
    }
    spouses[a].push(b);
    spouseKeys[a].push(key);
    spouses[b].push(a);
    spouseKeys[b].push(key);
  });
  const parentOrder = (child: number, x: number, y: number) => {
    const kinds = parentKinds[child];
    return KIND_ORDER[kinds[x]] - KIND_ORDER[kinds[y]] || GENDER_ORDER[gender[parents[child][x]]] - GENDER_ORDER[gender[parents[child][y]]] || parents[child][x] - parents[child][y];
  };
  for (let i = 0; i < n; i++) {
    if (children[i].length > 1) children[i].sort((a, b) => keys[a] - keys[b] || a - b);
    if (spouses[i].length > 1) {
      const keysOf = spouseKeys[i];
      const order = spouses[i].map((_, k) => k).sort((x, y) => keysOf[x] - keysOf[y]);
      spouses[i] = order.map((k) => spouses[i][k]);
    }
    const count = parents[i].length;
    if (count === 2) {
      if (parentOrder(i, 0, 1) > 0) {
        parents[i].reverse();
        parentKinds[i].reverse();
      }
    } else if (count > 2) {
      const order = parents[i].map((_, k) => k).sort((x, y) => parentOrder(i, x, y));
      const p = order.map((k) => parents[i][k]);
      parentKinds[i] = order.map((k) => parentKinds[i][k]);
      parents[i] = p;
    }
  }
  const index: GraphIndex = { persons, ghosts: [], nodeCount: n, ids, indexOf, parents, parentKinds, children, spouses, gender };
  const anchor = ghostsFor === undefined ? undefined : indexOf.get(ghostsFor);
  if (anchor !== undefined) addGhosts(index, anchor);
  return index;
}

function addNode(index: GraphIndex, ghost: Ghost): number {
  const node = index.nodeCount++;
  index.ghosts.push(ghost);
  index.ids.push(ghost.id);
  index.gender.push(ghost.gender);
  index.parents.push([]);
  index.parentKinds.push([]);
  index.children.push([]);
  index.spouses.push([]);
  return node;
}

/** Ghosts stand in for a missing father and mother, a next spouse and a next child of the anchor person. */
function addGhosts(index: GraphIndex, anchor: number): void {
  const id = index.ids[anchor];
  const hasParent = (g: Gender) => index.parents[anchor].some((p) => index.gender[p] === g);
  const link = (child: number, parent: number) => {
    index.parents[child] = [...index.parents[child], parent];
    index.parentKinds[child] = [...index.parentKinds[child], 'birth'];
    index.children[parent] = [...index.children[parent], child];
  };
  const marry = (a: number, b: number) => {
    index.spouses[a] = [...index.spouses[a], b];
    index.spouses[b] = [...index.spouses[b], a];
  };
  const ghostParents: number[] = [];
  if (!hasParent('m')) ghostParents.push(addNode(index, { id: `ghost:father:${id}`, type: 'father', of: anchor, gender: 'm' }));
  if (!hasParent('f')) ghostParents.push(addNode(index, { id: `ghost:mother:${id}`, type: 'mother', of: anchor, gender: 'f' }));
  for (const g of ghostParents) {
    // A ghost parent pairs with the parent that exists, so the anchor still hangs below one couple.
    const partner = index.parents[anchor].find((p) => index.gender[p] !== index.gender[g]) ?? ghostParents.find((o) => o !== g);
    if (partner !== undefined && !index.spouses[g].includes(partner)) marry(g, partner);
  }
  for (const g of ghostParents) {
    link(anchor, g);
    if (index.parents[anchor].length > 1) sortParentsByGender(index, anchor);
  }
  const spouseGender: Gender = index.gender[anchor] === 'm' ? 'f' : index.gender[anchor] === 'f' ? 'm' : 'none';
  const spouse = addNode(index, { id: `ghost:spouse:${id}`, type: 'spouse', of: anchor, gender: spouseGender });
  marry(anchor, spouse);
  const child = addNode(index, { id: `ghost:child:${id}`, type: 'child', of: anchor, gender: 'none' });
  link(child, anchor);
}

function sortParentsByGender(index: GraphIndex, child: number): void {
  const pairs = index.parents[child].map((p, k) => ({ p, kind: index.parentKinds[child][k] }));
  pairs.sort((x, y) => KIND_ORDER[x.kind] - KIND_ORDER[y.kind] || GENDER_ORDER[index.gender[x.p]] - GENDER_ORDER[index.gender[y.p]]);
  index.parents[child] = pairs.map((x) => x.p);
  index.parentKinds[child] = pairs.map((x) => x.kind);
}
