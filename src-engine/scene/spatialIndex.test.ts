import { describe, expect, it } from 'vitest';
import { SpatialIndex } from './spatialIndex';

function grid(n: number, cell = 256): SpatialIndex {
  const idx = new SpatialIndex(cell);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) idx.insert(`${i}_${j}`, { x: i * 200, y: j * 100, width: 160, height: 64 });
  return idx;
}

function ids(idx: SpatialIndex, r: { x: number; y: number; width: number; height: number }): string[] {
  const out: string[] = [];
  idx.query(r, (id) => out.push(id));
  return out.sort();
}

describe('SpatialIndex culling', () => {
  it('returns exactly the rectangles that intersect the query, once each', () => {
    const idx = grid(30);
    const q = { x: 150, y: 90, width: 300, height: 120 };
    const brute: string[] = [];
    for (let i = 0; i < 30; i++)
      for (let j = 0; j < 30; j++) {
        const x = i * 200, y = j * 100;
        if (x <= q.x + q.width && x + 160 >= q.x && y <= q.y + q.height && y + 64 >= q.y) brute.push(`${i}_${j}`);
      }
    expect(ids(idx, q)).toEqual(brute.sort());
    expect(brute.length).toBeGreaterThan(3);
  });

  it('visits a number of cells that depends on the viewport, not on the tree size', () => {
    const view = { x: 1000, y: 1000, width: 1280, height: 720 };
    const small = grid(20);
    const big = grid(300);
    let a = 0, b = 0;
    const va = small.query(view, () => a++);
    const vb = big.query(view, () => b++);
    expect(vb).toBe(va);
    expect(b).toBe(a);
    expect(big.size).toBe(90_000);
  });

  it('moves and removes entries', () => {
    const idx = new SpatialIndex(100);
    idx.insert('a', { x: 0, y: 0, width: 50, height: 50 });
    idx.insert('a', { x: 1000, y: 1000, width: 50, height: 50 });
    expect(ids(idx, { x: 0, y: 0, width: 60, height: 60 })).toEqual([]);
    expect(idx.at(1010, 1010)).toEqual(['a']);
    idx.remove('a');
    expect(idx.at(1010, 1010)).toEqual([]);
    expect(idx.size).toBe(0);
  });

  it('handles negative coordinates', () => {
    const idx = new SpatialIndex(100);
    idx.insert('n', { x: -250, y: -90, width: 40, height: 40 });
    expect(ids(idx, { x: -300, y: -100, width: 100, height: 100 })).toEqual(['n']);
    expect(idx.at(-230, -70)).toEqual(['n']);
  });
});

describe('SpatialIndex dedupe', () => {
  it('reports a rectangle spanning many cells once, whichever cells the query starts in', () => {
    const idx = new SpatialIndex(100);
    idx.insert('wide', { x: 50, y: 50, width: 420, height: 260 });
    for (const q of [
      { x: 0, y: 0, width: 600, height: 600 },
      { x: 250, y: 150, width: 30, height: 30 },
      { x: 460, y: 300, width: 100, height: 100 },
    ]) {
      const hits: string[] = [];
      idx.query(q, (id) => hits.push(id));
      expect(hits).toEqual(['wide']);
    }
  });
});
