/** Uniform grid over tree space: rectangles by id, queried by viewport so culling follows what is on screen. */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export class SpatialIndex {
  private readonly cells = new Map<number, Set<string>>();
  private readonly rects = new Map<string, Rect>();
  private readonly cellKeys = new Map<string, number[]>();
  /** Ids seen by the last query, reused so querying allocates nothing per call on the hot path. */
  private readonly seen = new Set<string>();

  constructor(readonly cellSize = 512) {}

  get size(): number {
    return this.rects.size;
  }

  private key(cx: number, cy: number): number {
    // Cantor-free packing: cells within +-2^20 in each axis fit a safe integer.
    return (cx + 1048576) * 2097152 + (cy + 1048576);
  }

  insert(id: string, r: Rect): void {
    if (this.rects.has(id)) this.remove(id);
    this.rects.set(id, { x: r.x, y: r.y, width: r.width, height: r.height });
    const keys: number[] = [];
    const x0 = Math.floor(r.x / this.cellSize);
    const y0 = Math.floor(r.y / this.cellSize);
    const x1 = Math.floor((r.x + r.width) / this.cellSize);
    const y1 = Math.floor((r.y + r.height) / this.cellSize);
    for (let cx = x0; cx <= x1; cx++) {
      for (let cy = y0; cy <= y1; cy++) {
        const k = this.key(cx, cy);
        let cell = this.cells.get(k);
        if (!cell) this.cells.set(k, (cell = new Set()));
        cell.add(id);
        keys.push(k);
      }
    }
    this.cellKeys.set(id, keys);
  }

  remove(id: string): void {
    const keys = this.cellKeys.get(id);
    if (!keys) return;
    for (const k of keys) {
      const cell = this.cells.get(k);
      if (!cell) continue;
      cell.delete(id);
      if (cell.size === 0) this.cells.delete(k);
    }
    this.cellKeys.delete(id);
    this.rects.delete(id);
  }

  clear(): void {
    this.cells.clear();
    this.rects.clear();
    this.cellKeys.clear();
  }

  get(id: string): Rect | undefined {
    return this.rects.get(id);
  }

  /** Calls `fn` once per id whose rectangle intersects `r`; returns how many grid cells were visited. */
  query(r: Rect, fn: (id: string, rect: Rect) => void): number {
    const seen = this.seen;
    seen.clear();
    const x0 = Math.floor(r.x / this.cellSize);
    const y0 = Math.floor(r.y / this.cellSize);
    const x1 = Math.floor((r.x + r.width) / this.cellSize);
    const y1 = Math.floor((r.y + r.height) / this.cellSize);
    let visited = 0;
    for (let cx = x0; cx <= x1; cx++) {
      for (let cy = y0; cy <= y1; cy++) {
        const cell = this.cells.get(this.key(cx, cy));
        visited++;
        if (!cell) continue;
        for (const id of cell) {
          if (seen.has(id)) continue;
          seen.add(id);
          const b = this.rects.get(id)!;
          if (b.x <= r.x + r.width && b.x + b.width >= r.x && b.y <= r.y + r.height && b.y + b.height >= r.y) fn(id, b);
        }
      }
    }
    return visited;
  }

  /** Ids whose rectangle contains the point, in insertion order of the cell. */
  at(x: number, y: number): string[] {
    const out: string[] = [];
    const cell = this.cells.get(this.key(Math.floor(x / this.cellSize), Math.floor(y / this.cellSize)));
    if (!cell) return out;
    for (const id of cell) {
      const b = this.rects.get(id)!;
      if (x >= b.x && x <= b.x + b.width && y >= b.y && y <= b.y + b.height) out.push(id);
    }
    return out;
  }
}
