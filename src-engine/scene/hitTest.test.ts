import { describe, expect, it } from 'vitest';
import { generateDraw } from '../../benchmarks/render/generateDraw';
import { distToSegment, hitTest, lineBounds } from './hitTest';
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
