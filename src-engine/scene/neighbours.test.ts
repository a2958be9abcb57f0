import { describe, expect, it } from 'vitest';
import { generateDraw } from '../../benchmarks/render/generateDraw';
import type { DrawLine } from '../../src/protocol/draw';
import { neighbour, relativesOf } from './neighbours';

describe('keyboard neighbour navigation', () => {
  const d = generateDraw({ persons: 40, perRow: 8 });
  const persons = new Map(d.persons.map((p) => [p.object_id, p]));

  it('moves up to a parent, down to a child, right to a spouse', () => {
    expect(['p1_2', 'p1_3']).toContain(neighbour('p2_2', 'up', persons, d.lines));
    expect(neighbour('p1_2', 'down', persons, d.lines)).toBe('p2_2');
    expect(neighbour('p1_2', 'right', persons, d.lines)).toBe('p1_3');
    expect(neighbour('p1_3', 'left', persons, d.lines)).toBe('p1_2');
    expect(neighbour('p1_2', 'left', persons, d.lines)).toBeNull();
    expect(neighbour('p0_0', 'up', persons, d.lines)).toBeNull();
  });

  it('finds siblings through lines of one family and picks the nearest', () => {
    const lines: DrawLine[] = [
      ...d.lines,
      { line_id: 'extra', kind: 'parent_child', person_ids: ['p1_2', 'p1_3', 'p2_6'], points: [[0, 0], [1, 1]], family_id: 'f1_1' },
      { line_id: 'extra2', kind: 'parent_child', person_ids: ['p1_2', 'p1_3', 'p2_4'], points: [[0, 0], [1, 1]], family_id: 'f1_1' },
    ];
    const rel = relativesOf('p2_2', persons, lines);
    expect([...rel.siblings].sort()).toEqual(['p2_4', 'p2_6']);
    expect(neighbour('p2_2', 'right', persons, lines)).toBe('p2_3');
    expect(neighbour('p2_6', 'left', persons, lines)).toBe('p2_4');
  });
});
