/** Flat typed-array lists of one relation of every node of a GraphIndex. */

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

  /** An independent copy, to append to, with room for `spareNodes` more nodes and `spareEntries` more entries. */
  copy(spareNodes = 0, spareEntries = 0): Adjacency {
    const out = new Adjacency(0, 0);
    const grown = <T extends Int32Array | Uint8Array>(from: T, room: number, make: (n: number) => T): T => {
      const to = make(from.length + room);
      to.set(from);
      return to;
    };
    out.start = grown(this.start, spareNodes, (n) => new Int32Array(n));
    out.count = grown(this.count, spareNodes, (n) => new Int32Array(n));
    out.to = grown(this.to, spareEntries, (n) => new Int32Array(n));
    out.kind = grown(this.kind, spareEntries, (n) => new Uint8Array(n));
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
