/**
 * Finds, for every person connected to the home person, the path kinship is named along: blood first
 * (up to a common ancestor, then down), then with as few marriages or co-parent turns as possible,
 * then the shortest. A lexicographic Dijkstra over (person, going up | going down) states.
 */
import type { KinGraph } from './kinGraph';

export const EDGE_UP = 1;
export const EDGE_DOWN = 2;
export const EDGE_SPOUSE = 3;

const UP = 0;
const DOWN = 1;

export interface KinSearch {
  /** Best state per person (person * 2 + phase), -1 when unreached. */
  best: Int32Array;
  /** Previous state of a state, -1 for the start. */
  prev: Int32Array;
  /** Edge type that entered a state (EDGE_*). */
  edge: Uint8Array;
  /** Parenthood kind code, or 1 for a divorced couple, of that edge. */
  tag: Uint8Array;
}

/** A binary min-heap of states keyed by cost; stale entries are skipped on pop. */
class StateHeap {
  private keys = new Float64Array(1024);
  private vals = new Int32Array(1024);
  size = 0;

  push(key: number, val: number): void {
    if (this.size === this.keys.length) {
      const k = new Float64Array(this.size * 2);
      k.set(this.keys);
      this.keys = k;
      const v = new Int32Array(this.size * 2);
      v.set(this.vals);
      this.vals = v;
    }
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.keys[p] <= key) break;
      this.keys[i] = this.keys[p];
      this.vals[i] = this.vals[p];
      i = p;
    }
    this.keys[i] = key;
    this.vals[i] = val;
  }

  /** Removes the minimum; its key is left in lastKey. */
  pop(): number {
    const top = this.vals[0];
    this.lastKey = this.keys[0];
    const key = this.keys[--this.size];
    const val = this.vals[this.size];
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= this.size) break;
      if (c + 1 < this.size && this.keys[c + 1] < this.keys[c]) c++;
      if (this.keys[c] >= key) break;
      this.keys[i] = this.keys[c];
      this.vals[i] = this.vals[c];
      i = c;
    }
    this.keys[i] = key;
    this.vals[i] = val;
    return top;
  }

  lastKey = 0;
}

/** Runs the search from one person. */
export function searchKin(g: KinGraph, home: number): KinSearch {
  const n = g.ids.length;
  // A marriage or a turn outweighs any number of blood steps.
  const BREAK = n + 1;
  const dist = new Float64Array(2 * n).fill(Infinity);
  const prev = new Int32Array(2 * n).fill(-1);
  const edge = new Uint8Array(2 * n);
  const tag = new Uint8Array(2 * n);
  const heap = new StateHeap();
  const start = home * 2 + UP;
  dist[start] = 0;
  heap.push(0, start);

  const relax = (from: number, to: number, cost: number, e: number, t: number) => {
    if (cost < dist[to]) {
      dist[to] = cost;
      prev[to] = from;
      edge[to] = e;
      tag[to] = t;
      heap.push(cost, to);
    }
  };

  while (heap.size > 0) {
    const s = heap.pop();
    const d = heap.lastKey;
    if (d > dist[s]) continue;
    const v = s >> 1;
    const phase = s & 1;
    const { parents, children, spouses } = g;
    for (let e = parents.start[v]; e < parents.start[v + 1]; e++) {
      relax(s, parents.to[e] * 2 + UP, d + 1 + (phase === DOWN ? BREAK : 0), EDGE_UP, parents.tag[e]);
    }
    for (let e = children.start[v]; e < children.start[v + 1]; e++) {
      relax(s, children.to[e] * 2 + DOWN, d + 1, EDGE_DOWN, children.tag[e]);
    }
    for (let e = spouses.start[v]; e < spouses.start[v + 1]; e++) {
      relax(s, spouses.to[e] * 2 + UP, d + 1 + BREAK, EDGE_SPOUSE, spouses.tag[e]);
    }
  }

  const best = new Int32Array(n).fill(-1);
  for (let v = 0; v < n; v++) {
    const u = dist[2 * v + UP], w = dist[2 * v + DOWN];
    if (u === Infinity && w === Infinity) continue;
    best[v] = u <= w ? 2 * v + UP : 2 * v + DOWN;
  }
  return { best, prev, edge, tag };
}

export interface KinPath {
  /** Persons from home (first) to the relative (last): nodes[0 .. length]. */
  nodes: Int32Array | number[];
  /** edges[i] enters nodes[i + 1]: EDGE_UP, EDGE_DOWN or EDGE_SPOUSE. */
  edges: Uint8Array | number[];
  /** Parenthood kind code or divorced flag of each edge. */
  tags: Uint8Array | number[];
  /** Number of edges. */
  length: number;
}

/** Scratch buffers for paths, reused for every person so naming a large tree allocates nothing per path. */
export function pathBuffers(n: number): KinPath {
  return { nodes: new Int32Array(n + 1), edges: new Uint8Array(n), tags: new Uint8Array(n), length: 0 };
}

/** Writes the path to a person into out; false when the person was not reached. */
export function pathInto(search: KinSearch, person: number, out: KinPath): boolean {
  const first = search.best[person];
  if (first < 0) return false;
  let len = 0;
  for (let s = first; search.prev[s] >= 0; s = search.prev[s]) len++;
  let s = first;
  for (let i = len; i > 0; i--) {
    out.nodes[i] = s >> 1;
    out.edges[i - 1] = search.edge[s];
    out.tags[i - 1] = search.tag[s];
    s = search.prev[s];
  }
  out.nodes[0] = s >> 1;
  out.length = len;
  return true;
}
