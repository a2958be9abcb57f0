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

  constructor(readonly cellSize = 512) {}

  get size(): number {
    return this.rects.size;
  }

  /**
   * Packs a cell into a small integer (V8 keeps it unboxed, which makes Map lookups several times faster
   * than with doubles); cells within +-8192 per axis, i.e. +-4M px at the default cell size.
   */
  private key(cx: number, cy: number): number {
    return ((cx + 8192) << 14) | (cy + 8192);
  }

  insert(id: string, r: Rect): void {
    if (this.rects.has(id)) this.remove(id);
    // Payload rectangles are never mutated in place (a diff sends whole new persons), so keep the reference.
    this.rects.set(id, r);
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
      }
    }
  }

  /** The cells a rectangle covers are recomputed from it, so no per-id list of cells is kept. */
  remove(id: string): void {
    const r = this.rects.get(id);
    if (!r) return;
    const x0 = Math.floor(r.x / this.cellSize);
    const y0 = Math.floor(r.y / this.cellSize);
    const x1 = Math.floor((r.x + r.width) / this.cellSize);
    const y1 = Math.floor((r.y + r.height) / this.cellSize);
    for (let cx = x0; cx <= x1; cx++) {
      for (let cy = y0; cy <= y1; cy++) {
        const k = this.key(cx, cy);
        const cell = this.cells.get(k);
        if (!cell) continue;
        cell.delete(id);
        if (cell.size === 0) this.cells.delete(k);
      }
    }
    this.rects.delete(id);
  }

  clear(): void {
    this.cells.clear();
    this.rects.clear();
  }

  get(id: string): Rect | undefined {
    return this.rects.get(id);
  }

  /** Calls `fn` once per id whose rectangle intersects `r`; returns how many grid cells were visited. */
  query(r: Rect, fn: (id: string, rect: Rect) => void): number {
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
          const b = this.rects.get(id)!;
          if (!(b.x <= r.x + r.width && b.x + b.width >= r.x && b.y <= r.y + r.height && b.y + b.height >= r.y)) continue;
          // A rectangle spanning several cells is reported only from its first cell inside the query,
          // which dedupes without a per-query set.
          const ox = Math.max(Math.floor(b.x / this.cellSize), x0);
          const oy = Math.max(Math.floor(b.y / this.cellSize), y0);
          if (ox === cx && oy === cy) fn(id, b);
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
