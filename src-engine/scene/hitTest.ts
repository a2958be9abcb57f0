/** Hit testing in tree space: cards first (topmost), then lines within a tolerance. */
import type { DrawLine, DrawPerson } from '../../src/protocol/draw';
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

/** Height of a card badge in tree units; the '+N' badge straddles the card's bottom edge. */
export const BADGE_HEIGHT = 18;
/** Width the badge's label takes at its 10 px bold font, with its padding (the drawn badge never exceeds it). */
export function badgeWidth(label: string): number {
  return Math.max(BADGE_HEIGHT, label.length * 7 + 8);
}

/** Where the '+N' hidden-branch badge of a card sits in tree space, or null when the card shows none. */
export function hiddenBadgeRect(p: DrawPerson): Rect | null {
  if (p.is_ghost || !p.card.has_hidden_subtree || p.card.hidden_count <= 0) return null;
  const w = badgeWidth(`+${p.card.hidden_count}`);
  const { x, y, width, height } = p.position;
  return { x: x + (width - w) / 2, y: y + height - BADGE_HEIGHT / 2, width: w, height: BADGE_HEIGHT };
}

/**
 * The person whose hidden-branch badge is under a tree-space point, or null. Checked before the card
 * itself because the badge sits on top of it and half below it, where no card is hit.
 */
export function hiddenBadgeAt(persons: SpatialIndex, scene: ReadonlyMap<string, DrawPerson>, x: number, y: number): string | null {
  let found: string | null = null;
  persons.query({ x, y: y - BADGE_HEIGHT, width: 0, height: BADGE_HEIGHT }, (id) => {
    const p = scene.get(id);
    const r = p && hiddenBadgeRect(p);
    if (r && x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height) found = id;
  });
  return found;
}
