/**
 * Whether a line of the last drawing is the line this drawing would make: lines.ts then hands that line out
 * again with its kept hash, instead of building its ids, points and hash anew. Each test compares exactly
 * what the line's fields follow from; its id and family id follow from its persons, which are compared.
 */
import type { DrawLine } from '../../protocol/draw';
import { CARD_WIDTH } from './geometry';

type Point = [number, number];

/** True when a child line has these parents and child, in this order (which gives its id and family). */
export function sameParents(line: DrawLine, first: string, second: string | undefined, child: string): boolean {
  const p = line.person_ids;
  if (line.kind !== 'parent_child') return false;
  return second === undefined ? p.length === 2 && p[0] === first && p[1] === child : p.length === 3 && p[0] === first && p[1] === second && p[2] === child;
}

/** True when a child line's points are those a child's own line gets from this drop, bar and child centre. */
export function sameChildPoints(points: Point[], dropX: number, dropY: number, barY: number, cx: number, childTop: number): boolean {
  const p0 = points[0];
  if (p0[0] !== dropX || p0[1] !== dropY) return false;
  if (cx === dropX) return points.length === 2 && points[1][0] === cx && points[1][1] === childTop;
  return (
    points.length === 4 && points[1][0] === dropX && points[1][1] === barY && points[2][0] === cx && points[2][1] === barY &&
    points[3][0] === cx && points[3][1] === childTop
  );
}

/**
 * True when a couple line joins these persons, in this order, along these points: straight across at `y`
 * between neighbours (`adjacent`, cards at xa and xb), else down from both card bottoms (`below`) to a line
 * at `under`.
 */
export function sameCouple(line: DrawLine, first: string, second: string, adjacent: boolean, xa: number, xb: number, y: number, below: number, under: number): boolean {
  const p = line.person_ids;
  if (line.kind !== 'couple' || p[0] !== first || p[1] !== second) return false;
  const points = line.points;
  if (adjacent) return points.length === 2 && points[0][0] === xa + CARD_WIDTH && points[0][1] === y && points[1][0] === xb && points[1][1] === y;
  const ca = xa + CARD_WIDTH / 2;
  const cb = xb + CARD_WIDTH / 2;
  return (
    points.length === 4 && points[0][0] === ca && points[0][1] === below && points[1][0] === ca && points[1][1] === under &&
    points[2][0] === cb && points[2][1] === under && points[3][0] === cb && points[3][1] === below
  );
}

/**
 * The member position whose memo keeps the couple line of couple `ci`: the partner in fewer of the group's
 * couples (the left one on a tie). A person with several spouses is in each of their couples, while a
 * spouse is mostly in one, so each couple of a group mostly has a key of its own.
 */
export function coupleKey(left: ArrayLike<number>, right: ArrayLike<number>, from: number, count: number, ci: number): number {
  const a = left[ci];
  const b = right[ci];
  if (count === 1) return a;
  let inA = 0;
  let inB = 0;
  for (let k = from; k < from + count; k++) {
    const p = left[k];
    const q = right[k];
    if (p === a || q === a) inA++;
    if (p === b || q === b) inB++;
  }
  return inB < inA ? b : a;
}
