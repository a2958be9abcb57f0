/**
 * The graph index built from scratch: every person, couple and parent link of a TreeGraph read once into
 * typed-array lists (see graphIndex.ts for what the lists hold and how an index is reused or derived).
 */
import type { Gender } from '../../protocol/draw';
import type { ParenthoodKind } from '../../protocol/person';
import type { GraphCouple, GraphParenthood, GraphPerson, TreeGraph } from '../tree/graph';
import { Adjacency } from './adjacency';
import type { GraphIndex } from './graphIndex';

/** Parenthood kinds by code, in the order parents are listed (birth parents first). */
export const KINDS: readonly ParenthoodKind[] = ['birth', 'adopted', 'foster', 'step'];
export const KIND_CODE: Record<ParenthoodKind, number> = { birth: 0, adopted: 1, foster: 2, step: 3 };
export const BIRTH = 0;
export const GENDER_ORDER: Record<Gender, number> = { m: 0, none: 1, f: 2 };
/** Marriage year of a couple without one: after every real year. */
const NO_YEAR = 100_000;

export function birthKey(person: GraphPerson): number {
  const d = person.birth_date;
  if (!d || d.year === null) return Number.POSITIVE_INFINITY;
  return d.year * 10_000 + (d.month ?? 0) * 100 + (d.day ?? 0);
}

/** Where a couple record sorts among a person's spouses: marriage year, then the record's place. */
export const marriageKey = (couple: GraphCouple, at: number) => (couple.marriage_date?.year ?? NO_YEAR) * 1e7 + at;

/** Parents: kind, then fathers before mothers, then node. */
export const parentBefore = (genderOrder: Uint8Array) => (x: number, kx: number, y: number, ky: number) =>
  kx < ky || (kx === ky && (genderOrder[x] < genderOrder[y] || (genderOrder[x] === genderOrder[y] && x < y)));
/** Children: birth key, then node (equal keys, no birth year among them, compare as equal). */
export const childBefore = (keys: Float64Array) => (x: number, _kx: number, y: number) => keys[x] < keys[y] || (!(keys[x] > keys[y]) && x < y);

/**
 * What an index was built from, to tell whether it still fits a graph and to derive the next one (graphIndex.ts).
 * The index's lists lie in node order without gaps (node i + 1's list starts where node i's ends).
 */
export interface IndexSource {
  couples: GraphCouple[];
  /** The person records indexed (an edited graph's unchanged ones are the same objects). */
  personItems: GraphPerson[];
  coupleItems: GraphCouple[];
  links: GraphParenthood[];
  /** Birth key of each person, which orders children. */
  keys: Float64Array;
  /** GENDER_ORDER of each person, which orders parents. */
  genderOrder: Uint8Array;
  /** Parallel to spouses.to: the place in `coupleItems` of the couple record of each entry. */
  spouseCouple: Int32Array;
  /** Couple and link records naming a person the graph does not have (a person added later may make them count). */
  dangling: number;
  /** Whether a person id, a (parent, child) pair or a couple's pair of persons is there more than once. */
  repeated: boolean;
  index: GraphIndex;
}

/** Sorts each list by `before` (a strict order), keeping `kind` beside its entry. Lists are short: insertion sort. */
function sortLists(adj: Adjacency, nodes: number, before: (x: number, kx: number, y: number, ky: number) => boolean): void {
  for (let i = 0; i < nodes; i++) if (adj.count[i] > 1) sortList(adj.to, adj.kind, adj.start[i], adj.count[i], before);
}

/** Sorts one list of `n` entries at `s`, keeping `kind` beside its entry. */
export function sortList(to: Int32Array, kind: Uint8Array, s: number, n: number, before: (x: number, kx: number, y: number, ky: number) => boolean): void {
  if (n > 32) {
    // A rare long list: sorted as pairs so the cost stays n log n.
    const pairs = Array.from({ length: n }, (_, k) => [to[s + k], kind[s + k]] as const);
    pairs.sort(([x, kx], [y, ky]) => (before(x, kx, y, ky) ? -1 : before(y, ky, x, kx) ? 1 : 0));
    pairs.forEach(([x, kx], k) => {
      to[s + k] = x;
      kind[s + k] = kx;
    });
    return;
  }
  for (let j = s + 1; j < s + n; j++) {
    const x = to[j];
    const kx = kind[j];
    let k = j - 1;
    while (k >= s && before(x, kx, to[k], kind[k])) {
      to[k + 1] = to[k];
      kind[k + 1] = kind[k];
      k--;
    }
    to[k + 1] = x;
    kind[k + 1] = kx;
  }
}

export function buildIndex(graph: TreeGraph): IndexSource {
  const persons = graph.persons;
  const n = persons.length;
  const indexOf = new Map<string, number>();
  const ids: string[] = new Array(n);
  const gender: Gender[] = new Array(n);
  const genderOrder = new Uint8Array(n);
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const p = persons[i];
    ids[i] = p.id;
    gender[i] = p.gender;
    genderOrder[i] = GENDER_ORDER[p.gender];
    keys[i] = birthKey(p);
    indexOf.set(p.id, i);
  }
  let repeated = indexOf.size !== n;
  let dangling = 0;

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
    if (parent === undefined || child === undefined) dangling++;
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
      repeated = true;
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
  sortLists(parents, n, parentBefore(genderOrder));
  sortLists(children, n, childBefore(keys));

  // Spouses in marriage order: marriage year, then the order of the couple records.
  const couples = graph.couples;
  const coupleA = new Int32Array(couples.length).fill(-1);
  const coupleB = new Int32Array(couples.length);
  const spouses = new Adjacency(n, couples.length * 2);
  for (let c = 0; c < couples.length; c++) {
    const a = indexOf.get(couples[c].person1_id);
    const b = indexOf.get(couples[c].person2_id);
    if (a === undefined || b === undefined) dangling++;
    if (a === undefined || b === undefined || a === b) continue;
    coupleA[c] = a;
    coupleB[c] = b;
    spouses.count[a]++;
    spouses.count[b]++;
  }
  fillStarts(spouses, n);
  const spouseKey = new Float64Array(couples.length * 2);
  const spouseCouple = new Int32Array(couples.length * 2);
  for (let c = 0; c < couples.length; c++) {
    const a = coupleA[c];
    if (a < 0) continue;
    const b = coupleB[c];
    if (spouses.has(a, b)) {
      repeated = true;
      continue;
    }
    const key = marriageKey(couples[c], c);
    const at = spouses.start[a] + spouses.count[a]++;
    spouses.to[at] = b;
    spouseKey[at] = key;
    spouseCouple[at] = c;
    const bt = spouses.start[b] + spouses.count[b]++;
    spouses.to[bt] = a;
    spouseKey[bt] = key;
    spouseCouple[bt] = c;
  }
  sortSpouses(spouses, n, spouseKey, spouseCouple);

  // The persons are handed in with each graph (indexGraph): the cached index keeps none of them.
  const index: GraphIndex = { persons: [], ghosts: [], nodeCount: n, ids, indexOf, parents, children, spouses, gender, numbering: {} };
  return { couples, personItems: persons.slice(), coupleItems: couples.slice(), links: links.slice(), keys, genderOrder, spouseCouple, dangling, repeated, index };
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

/** Stable by key, keeping each entry's couple beside it; keys are unique per couple. */
function sortSpouses(adj: Adjacency, nodes: number, key: Float64Array, couple: Int32Array): void {
  for (let i = 0; i < nodes; i++) if (adj.count[i] > 1) sortSpouseList(adj.to, key, couple, adj.start[i], adj.count[i]);
}

/** Sorts one spouse list of `n` entries at `s` by key, keeping each entry's couple beside it. */
export function sortSpouseList(to: Int32Array, key: Float64Array, couple: Int32Array, s: number, n: number): void {
  if (n > 32) {
    const items = Array.from({ length: n }, (_, k) => [to[s + k], key[s + k], couple[s + k]] as const);
    items.sort((x, y) => x[1] - y[1]);
    items.forEach(([x, kx, cx], k) => {
      to[s + k] = x;
      key[s + k] = kx;
      couple[s + k] = cx;
    });
    return;
  }
  for (let j = s + 1; j < s + n; j++) {
    const x = to[j];
    const kx = key[j];
    const cx = couple[j];
    let k = j - 1;
    while (k >= s && key[k] > kx) {
      to[k + 1] = to[k];
      key[k + 1] = key[k];
      couple[k + 1] = couple[k];
      k--;
    }
    to[k + 1] = x;
    key[k + 1] = kx;
    couple[k + 1] = cx;
  }
}
