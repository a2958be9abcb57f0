import { describe, expect, it } from 'vitest';
import type { DrawLine } from '../../protocol/draw';
import { lineConflicts } from './lineConflicts';

function line(line_id: string, family_id: string, points: [number, number][]): DrawLine {
  return { line_id, kind: 'parent_child', person_ids: [], points, family_id };
}

/** Family A: parents dropping at x = 100 to a bar at y = 50, children at x = 20 and x = 180. */
const familyA = () => [
  line('a1', 'fA', [[100, 0], [100, 50], [20, 50], [20, 100]]),
  line('a2', 'fA', [[100, 0], [100, 50], [180, 50], [180, 100]]),
];

describe('lineConflicts', () => {
  it('finds nothing on one family, whose lines share their drop and bar', () => {
    expect(lineConflicts(familyA())).toEqual({ crossings: 0, overlaps: [] });
  });

  it('counts a line of another family passing through a bar, once however many lines share the bar', () => {
    const b = line('b', 'fB', [[60, -20], [60, 120]]);
    expect(lineConflicts([...familyA(), b]).crossings).toBe(1);
    // Outside the bar, or only touching its end, is no crossing.
    expect(lineConflicts([...familyA(), line('c', 'fC', [[200, -20], [200, 120]]), line('d', 'fD', [[20, 100], [20, 140]])]).crossings).toBe(0);
  });

  it('counts a drop that ends on another family\'s bar, which reads as joining it, and reports the shared stretch', () => {
    // B drops onto A's bar at x = 140, and A's child line at x = 180 starts on B's bar.
    const b = line('b', 'fB', [[140, 0], [140, 50], [300, 50], [300, 100]]);
    const result = lineConflicts([...familyA(), b]);
    expect(result.crossings).toBe(2);
    expect(result.overlaps).toEqual([{ y: 50, from: 140, to: 180, lines: ['a1', 'b'] }]);
  });

  it('reports bars of two families sharing a stretch of one y, whatever order their ids sort in', () => {
    const inner = line('z', 'f0', [[60, 0], [60, 50], [90, 50], [90, 100]]);
    const overlaps = lineConflicts([inner, ...familyA()]).overlaps;
    expect(overlaps).toEqual([{ y: 50, from: 60, to: 90, lines: ['a1', 'z'] }]);
  });

  it('accepts bars of two families that only meet at a point or run on different heights', () => {
    const touching = line('b', 'fB', [[260, 0], [260, 50], [180, 50], [180, 40]]);
    expect(lineConflicts([...familyA(), touching]).overlaps).toEqual([]);
    // One lane lower, B's drop crosses A's bar and A's child line at x = 180 crosses B's.
    const lower = line('b', 'fB', [[140, 0], [140, 56], [300, 56], [300, 100]]);
    expect(lineConflicts([...familyA(), lower])).toEqual({ crossings: 2, overlaps: [] });
  });
});
