/**
 * The tree as integer-indexed adjacency lists, so a search over 100,000 persons touches typed arrays
 * instead of maps of strings.
 */
import { dateSortKey } from '../../protocol/dates';
import type { ParenthoodKind } from '../../protocol/person';
import type { TreeGraph } from '../tree/graph';

export const GENDER_NONE = 0;
export const GENDER_MALE = 1;
export const GENDER_FEMALE = 2;

export const KIND_CODES: Record<ParenthoodKind, number> = { birth: 0, adopted: 1, foster: 2, step: 3 };
export const KIND_STEP = 3;

/** Compressed adjacency: the neighbours of i are to[start[i] .. start[i + 1]). */
export interface Adjacency {
  start: Int32Array;
  to: Int32Array;
  /** Parenthood kind code for parent/child lists, 1 for a divorced couple in the spouse list. */
  tag: Uint8Array;
}

export interface KinGraph {
  ids: string[];
  index: Map<string, number>;
  gender: Uint8Array;
  /** dateSortKey of the birth date, NaN when unknown. */
  birthKey: Float64Array;
  parents: Adjacency;
  children: Adjacency;
  spouses: Adjacency;
}

function buildAdjacency(n: number, from: number[], to: number[], tag: number[], order?: (a: number, b: number) => number): Adjacency {
  const start = new Int32Array(n + 1);
  for (const f of from) start[f + 1]++;
  for (let i = 0; i < n; i++) start[i + 1] += start[i];
  const fill = start.slice(0, n);
  const outTo = new Int32Array(from.length);
  const outTag = new Uint8Array(from.length);
  for (let e = 0; e < from.length; e++) {
    const slot = fill[from[e]]++;
    outTo[slot] = to[e];
    outTag[slot] = tag[e];
  }
  if (order) {
    // Few neighbours each: insertion sort in place keeps this linear in practice.
    for (let i = 0; i < n; i++) {
      for (let j = start[i] + 1; j < start[i + 1]; j++) {
        const t = outTo[j], g = outTag[j];
        let k = j - 1;
        while (k >= start[i] && order(outTo[k], t) > 0) {
          outTo[k + 1] = outTo[k];
          outTag[k + 1] = outTag[k];
          k--;
        }
        outTo[k + 1] = t;
        outTag[k + 1] = g;
      }
    }
  }
  return { start, to: outTo, tag: outTag };
}

/** Indexes a TreeGraph; links naming unknown persons are ignored. */
export function buildKinGraph(graph: TreeGraph): KinGraph {
  const n = graph.persons.length;
  const ids = graph.persons.map((p) => p.id);
  const index = new Map<string, number>();
  ids.forEach((id, i) => index.set(id, i));
  const gender = new Uint8Array(n);
  const birthKey = new Float64Array(n);
  graph.persons.forEach((p, i) => {
    gender[i] = p.gender === 'm' ? GENDER_MALE : p.gender === 'f' ? GENDER_FEMALE : GENDER_NONE;
    birthKey[i] = dateSortKey(p.birth_date) ?? NaN;
  });

  const childFrom: number[] = [], parentTo: number[] = [], kinds: number[] = [];
  for (const ph of graph.parenthoods) {
    const c = index.get(ph.child_id), p = index.get(ph.parent_id);
    if (c === undefined || p === undefined || c === p) continue;
    childFrom.push(c);
    parentTo.push(p);
    kinds.push(KIND_CODES[ph.kind] ?? 0);
  }
  const a: number[] = [], b: number[] = [], divorced: number[] = [];
  for (const c of graph.couples) {
    const x = index.get(c.person1_id), y = index.get(c.person2_id);
    if (x === undefined || y === undefined || x === y) continue;
    a.push(x, y);
    b.push(y, x);
    divorced.push(c.is_divorced ? 1 : 0, c.is_divorced ? 1 : 0);
  }
  // Fathers before mothers and elder before younger, so equal-length paths resolve the same way every time.
  const byGender = (x: number, y: number) => (gender[x] === GENDER_MALE ? 0 : 1) - (gender[y] === GENDER_MALE ? 0 : 1);
  const byBirth = (x: number, y: number) => (birthKey[x] || Infinity) - (birthKey[y] || Infinity) || 0;
  return {
    ids,
    index,
    gender,
    birthKey,
    parents: buildAdjacency(n, childFrom, parentTo, kinds, byGender),
    children: buildAdjacency(n, parentTo, childFrom, kinds, byBirth),
    spouses: buildAdjacency(n, a, b, divorced),
  };
}

/** The non-step parents of a person. */
export function ownParents(g: KinGraph, i: number): number[] {
  const out: number[] = [];
  for (let e = g.parents.start[i]; e < g.parents.start[i + 1]; e++) if (g.parents.tag[e] !== KIND_STEP) out.push(g.parents.to[e]);
  return out;
}

/** -1 when x was born before y, 1 when after, 0 when unknown or the same sort key. */
export function compareAge(g: KinGraph, x: number, y: number): -1 | 0 | 1 {
  const kx = g.birthKey[x], ky = g.birthKey[y];
  if (Number.isNaN(kx) || Number.isNaN(ky) || kx === ky) return 0;
  return kx < ky ? -1 : 1;
}
