import { describe, expect, it } from 'vitest';
import { collapseTrail } from './collapseTrail';

const trail = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

describe('collapseTrail', () => {
  it('shows a short trail whole', () => {
    expect(collapseTrail(trail(3), 4)).toEqual({ head: ['p1', 'p2', 'p3'], hidden: [], tail: [] });
    expect(collapseTrail(trail(4), 4)).toEqual({ head: ['p1', 'p2', 'p3', 'p4'], hidden: [], tail: [] });
    expect(collapseTrail([], 4)).toEqual({ head: [], hidden: [], tail: [] });
  });

  it('folds the middle of a long trail, keeping the first and the last ones', () => {
    expect(collapseTrail(trail(9), 4)).toEqual({ head: ['p1'], hidden: ['p2', 'p3', 'p4', 'p5', 'p6'], tail: ['p7', 'p8', 'p9'] });
    expect(collapseTrail(trail(9), 6)).toEqual({ head: ['p1', 'p2'], hidden: ['p3', 'p4', 'p5'], tail: ['p6', 'p7', 'p8', 'p9'] });
  });

  it('on a narrow screen keeps the first and the current person', () => {
    expect(collapseTrail(trail(5), 2)).toEqual({ head: ['p1'], hidden: ['p2', 'p3', 'p4'], tail: ['p5'] });
  });

  it('always shows the current person, however little room there is', () => {
    expect(collapseTrail(trail(3), 1)).toEqual({ head: [], hidden: ['p1', 'p2'], tail: ['p3'] });
    expect(collapseTrail(trail(3), 0)).toEqual({ head: [], hidden: ['p1', 'p2'], tail: ['p3'] });
  });

  it('loses no crumb and keeps their order', () => {
    for (let n = 0; n <= 12; n++)
      for (let room = 1; room <= 8; room++) {
        const { head, hidden, tail } = collapseTrail(trail(n), room);
        expect([...head, ...hidden, ...tail]).toEqual(trail(n));
        expect(head.length + tail.length).toBe(Math.min(n, room));
      }
  });
});
