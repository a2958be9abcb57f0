/**
 * Places groups on their rows: a tidy-tree packing in one left-to-right pass. Each row keeps its right
 * frontier; a group's children are packed first, the group is centred over them, and when its row is
 * already taken further right the group and everything it carries move right together (a lazy shift, so
 * the cost stays linear in groups times the rows a move spans).
 */
import { CARD_WIDTH, GROUP_GAP, groupWidth } from './geometry';
import type { LayoutGroup } from './structure';

type Direction = 'down' | 'up';

/** Left edges and pending shifts by group id (Structure.x and Structure.shift). */
export interface Positions {
  x: Float64Array;
  shift: Float64Array;
}

const carried = (group: LayoutGroup, direction: Direction) => (direction === 'down' ? group.kids : group.up);

/** Centre of the children per family (anchor), averaged: where the group would like its left edge. */
function desiredX(kids: LayoutGroup[], xs: Float64Array): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < kids.length; ) {
    const anchor = kids[i].anchor;
    const first = xs[kids[i].id] + kids[i].conn;
    let last = first;
    let j = i + 1;
    for (; j < kids.length && kids[j].anchor === anchor; j++) last = xs[kids[j].id] + kids[j].conn;
    sum += (first + last) / 2 - anchor;
    count++;
    i = j;
  }
  return sum / count;
}

/** Packs a forest in one frame; afterwards every group's x is final within that frame. */
export function packForest(at: Positions, roots: LayoutGroup[], direction: Direction, rowMin: number, rowMax: number): void {
  const xs = at.x;
  const shifts = at.shift;
  const frontier = new Float64Array(rowMax - rowMin + 1).fill(Number.NEGATIVE_INFINITY);
  const visit = (group: LayoutGroup): void => {
    const kids = carried(group, direction);
    let lo = group.row;
    let hi = group.row;
    for (const kid of kids) {
      visit(kid);
      if (kid.lo < lo) lo = kid.lo;
      if (kid.hi > hi) hi = kid.hi;
    }
    group.lo = lo;
    group.hi = hi;
    const row = group.row - rowMin;
    const minX = frontier[row] + GROUP_GAP;
    let x: number;
    if (kids.length > 0) {
      const desired = desiredX(kids, xs);
      x = desired >= minX ? desired : minX;
      const move = x - desired;
      if (move > 0) {
        shifts[group.id] = move;
        for (let r = lo; r <= hi; r++) if (r !== group.row) frontier[r - rowMin] += move;
      }
    } else {
      x = minX === Number.NEGATIVE_INFINITY ? 0 : minX;
    }
    xs[group.id] = x;
    frontier[row] = x + groupWidth(group.members.length);
    if (direction === 'down') reserveSlot(group, kids);
  };
  /**
   * Keeps room for one more child where a family has an even number of children (none included): a new
   * youngest child then fills that room instead of pushing every family to the right of it. Odd counts
   * keep no room, so the tree stays compact; the addition after next is the one that moves neighbours.
   */
  const reserveSlot = (group: LayoutGroup, kids: LayoutGroup[]): void => {
    if (group.row + 1 > rowMax) return;
    const r = group.row + 1 - rowMin;
    let reserved: number;
    if (kids.length === 0) {
      // Room for a first child centred under the group.
      reserved = xs[group.id] + groupWidth(group.members.length) / 2 + CARD_WIDTH / 2;
    } else {
      const last = kids[kids.length - 1];
      let count = 0;
      for (let i = kids.length - 1; i >= 0 && kids[i].anchor === last.anchor; i--) count++;
      if (count % 2 === 1) return;
      reserved = xs[last.id] + shifts[group.id] + groupWidth(last.members.length) + GROUP_GAP + CARD_WIDTH;
    }
    if (reserved > frontier[r]) frontier[r] = reserved;
  };
  for (const root of roots) visit(root);
  const stack: LayoutGroup[] = [...roots];
  const offsets: number[] = roots.map(() => 0);
  while (stack.length > 0) {
    const group = stack.pop()!;
    const offset = offsets.pop()!;
    xs[group.id] += offset;
    const next = offset + shifts[group.id];
    shifts[group.id] = 0;
    for (const kid of carried(group, direction)) {
      stack.push(kid);
      offsets.push(next);
    }
  }
}

/** Every group of a packed forest, roots first. */
export function collect(roots: LayoutGroup[], direction: Direction): LayoutGroup[] {
  const out: LayoutGroup[] = [];
  const stack = [...roots];
  while (stack.length > 0) {
    const group = stack.pop()!;
    out.push(group);
    for (const kid of carried(group, direction)) stack.push(kid);
  }
  return out;
}

export function translate(at: Positions, groups: LayoutGroup[], dx: number): void {
  if (dx !== 0) for (const group of groups) at.x[group.id] += dx;
}
