import { describe, expect, it } from 'vitest';
import { generateDraw } from '../../benchmarks/render/generateDraw';
import { badgeWidth, distToSegment, hiddenBadgeAt, hiddenBadgeRect, hitTest, lineBounds } from './hitTest';
import { SpatialIndex } from './spatialIndex';

function indexes() {
  const d = generateDraw({ persons: 40, perRow: 8 });
  const persons = new SpatialIndex(256);
  for (const p of d.persons) persons.insert(p.object_id, p.position);
  const lineIdx = new SpatialIndex(256);
  const lines = new Map(d.lines.map((l) => [l.line_id, l]));
  for (const l of d.lines) lineIdx.insert(l.line_id, lineBounds(l));
  return { d, persons, lineIdx, lines };
}

describe('hitTest', () => {
  it('finds the card under a point', () => {
    const { d, persons, lineIdx, lines } = indexes();
    const p = d.persons.find((q) => q.object_id === 'p2_3')!;
    expect(hitTest(persons, lineIdx, lines, p.position.x + 5, p.position.y + 5, 4)).toEqual({ kind: 'person', id: 'p2_3' });
  });

  it('finds a line near a point with its family, within the tolerance only', () => {
    const { d, persons, lineIdx, lines } = indexes();
    const l = d.lines.find((q) => q.line_id === 'pc1_1')!;
    const [[x0, y0], [x1, y1]] = [l.points[1], l.points[2]];
    const mx = (x0 + x1) / 2, my = (y0 + y1) / 2;
    expect(hitTest(persons, lineIdx, lines, mx, my + 3, 4)).toEqual({ kind: 'line', id: 'pc1_1', familyId: 'f1_1' });
    expect(hitTest(persons, lineIdx, lines, mx, my + 10, 4)).toBeNull();
  });

  it('measures distance to a segment including its ends', () => {
    expect(distToSegment(5, 3, 0, 0, 10, 0)).toBe(3);
    expect(distToSegment(13, 4, 0, 0, 10, 0)).toBe(5);
  });
});

describe('hiddenBadgeAt', () => {
  function withBadge() {
    const d = generateDraw({ persons: 40, perRow: 8 });
    const target = d.persons.find((q) => q.object_id === 'p2_3')!;
    target.card = { ...target.card, has_hidden_subtree: true, hidden_count: 12 };
    const persons = new SpatialIndex(256);
    for (const p of d.persons) persons.insert(p.object_id, p.position);
    return { scene: new Map(d.persons.map((p) => [p.object_id, p])), persons, target };
  }

  it('finds the badge on the bottom edge and just below the card, not the middle of the card', () => {
    const { scene, persons, target } = withBadge();
    const { x, y, width, height } = target.position;
    const cx = x + width / 2;
    expect(hiddenBadgeAt(persons, scene, cx, y + height - 4)).toBe('p2_3');
    expect(hiddenBadgeAt(persons, scene, cx, y + height + 6)).toBe('p2_3');
    expect(hiddenBadgeAt(persons, scene, cx, y + height / 2)).toBeNull();
    expect(hiddenBadgeAt(persons, scene, cx, y + height + 12)).toBeNull();
    expect(hiddenBadgeAt(persons, scene, x + 3, y + height - 2)).toBeNull();
  });

  it('has no badge where nothing is hidden', () => {
    const { scene, persons } = withBadge();
    const other = scene.get('p2_4')!;
    expect(hiddenBadgeRect(other)).toBeNull();
    const { x, y, width, height } = other.position;
    expect(hiddenBadgeAt(persons, scene, x + width / 2, y + height)).toBeNull();
  });

  it('sizes the badge by its label so wide counts stay clickable', () => {
    const { scene } = withBadge();
    expect(hiddenBadgeRect(scene.get('p2_3')!)!.width).toBe(badgeWidth('+12'));
    expect(badgeWidth('+1234')).toBeGreaterThan(badgeWidth('+1'));
  });
});
