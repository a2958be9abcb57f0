/** Hit testing in tree space: cards first (topmost), then lines within a tolerance. */
import type { DrawLine } from '../../src/protocol/draw';
import { SpatialIndex, type Rect } from './spatialIndex';

export type Hit = { kind: 'person'; id: string } | { kind: 'line'; id: string; familyId: string } | null;

/** Distance from (px, py) to the segment a-b. */
export function distToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / len2;
  t = Math.max(0, Math.min(1, t));
  const cx = ax + t * dx - px;
  const cy = ay + t * dy - py;
  return Math.sqrt(cx * cx + cy * cy);
}

export function lineBounds(l: DrawLine): Rect {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const [x, y] of l.points) {
    if (x < x0) x0 = x;
    if (y < y0) y0 = y;
    if (x > x1) x1 = x;
    if (y > y1) y1 = y;
  }
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
}

export function distToLine(l: DrawLine, x: number, y: number): number {
  let best = Infinity;
  for (let i = 1; i < l.points.length; i++) {
    const [ax, ay] = l.points[i - 1];
    const [bx, by] = l.points[i];
    best = Math.min(best, distToSegment(x, y, ax, ay, bx, by));
  }
  return best;
}

/**
 * What is under a tree-space point. `tolerance` is in tree units (callers pass screen px / zoom) so thin
 * lines stay clickable when zoomed out.
 */
export function hitTest(
  persons: SpatialIndex,
  lineIndex: SpatialIndex,
  lines: ReadonlyMap<string, DrawLine>,
  x: number,
  y: number,
  tolerance: number,
): Hit {
  const cards = persons.at(x, y);
  if (cards.length) return { kind: 'person', id: cards[cards.length - 1] };
  let best: DrawLine | null = null;
  let bestD = tolerance;
  lineIndex.query({ x: x - tolerance, y: y - tolerance, width: 2 * tolerance, height: 2 * tolerance }, (id) => {
    const l = lines.get(id);
    if (!l) return;
    const d = distToLine(l, x, y);
    if (d <= bestD) {
      bestD = d;
      best = l;
    }
  });
  const hit = best as DrawLine | null;
  return hit ? { kind: 'line', id: hit.line_id, familyId: hit.family_id } : null;
}
