/**
 * Places groups on their rows: a tidy-tree packing in one left-to-right pass. Each row keeps its right
 * frontier; a group's children are packed first, the group is centred over them, and when its row is
 * already taken further right the group and everything it carries move right together (a lazy shift, so
 * the cost stays linear in groups times the rows a move spans).
 *
 * A wide subtree keeps room on its right so that an edit inside it rarely moves what is packed after it:
 * each of its rows ends at the next step of a grid measured from its leftmost leaf, the step a power-of-two
 * share of its width (keepRoom). A leaf added or removed changes a row's end by about one card, which crosses
 * a step with a chance of one card in the step; when it does, the siblings after it move by one step, which
 * the parent's coarser step absorbs with a chance of its own. So an edit reaches a subtree of width w with a
 * chance of about a card in ROOM_SHARE * w, and moves that subtree's right-hand part only then. The room is
 * a function of the subtree alone (its width and its leftmost leaf), so a drawing made afresh is a pure
 * function of the graph.
 *
 * With a drawing to follow (placement with memory, `prev`, see followForest), every group keeps the left
 * edge it had there unless the group packed before it on its row now reaches that far, and then only that
 * group moves, only as far as it must: no room is kept or rounded and nothing is carried, so a deleted card
 * leaves its room to the next card added, and an added card moves the cards beside it on its row only until
 * a gap takes it up. The same graph and the same previous drawing give the same drawing, and a drawing
 * followed by itself is itself again.
 */
import { CARD_WIDTH, GROUP_GAP, groupWidth } from './geometry';
import type { LayoutGroup } from './structure';
import { scratchF64 } from './scratch';

type Direction = 'down' | 'up';

/** Share of a subtree's width it may keep as room on its right; about as much again widens the whole tree. */
const ROOM_SHARE = 1 / 20;
/** The finest step: subtrees narrower than ROOM_STEP / ROOM_SHARE (40 cards) keep no room and pack tightly. */
const ROOM_STEP = 2 * (CARD_WIDTH + GROUP_GAP);

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

/**
 * Packs a forest in one frame; afterwards every group's x is final within that frame. With `prev` (each
 * group's left edge in the drawing this one follows, NaN for a group new since), the frame is that
 * drawing's and groups keep their places there where they can (followForest).
 */
export function packForest(at: Positions, roots: LayoutGroup[], direction: Direction, rowMin: number, rowMax: number, prev?: Float64Array): void {
  if (prev !== undefined) return followForest(at, roots, direction, rowMin, rowMax, prev);
  const xs = at.x;
  const shifts = at.shift;
  const frontier = new Float64Array(rowMax - rowMin + 1).fill(Number.NEGATIVE_INFINITY);
  /** Packs a group's subtree and answers the left edge of its leftmost leaf (first kid of first kid ...). */
  const visit = (group: LayoutGroup): number => {
    const kids = carried(group, direction);
    let lo = group.row;
    let hi = group.row;
    let leftmost = 0;
    for (let k = 0; k < kids.length; k++) {
      const kid = kids[k];
      const edge = visit(kid);
      if (k === 0) leftmost = edge;
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
    // The kids moved with the group; a leaf is its own leftmost leaf.
    leftmost = kids.length > 0 ? leftmost + shifts[group.id] : x;
    keepRoom(lo - rowMin, hi - rowMin, leftmost);
    return leftmost;
  };
  /** Ends each row of a subtree (rows `from`..`to` of the frontier) at the next step measured from `origin`. */
  const keepRoom = (from: number, to: number, origin: number): void => {
    let right = Number.NEGATIVE_INFINITY;
    for (let r = from; r <= to; r++) if (frontier[r] > right) right = frontier[r];
    const share = ROOM_SHARE * (right - origin);
    if (!(share >= ROOM_STEP)) return;
    // A power of two times the finest step, so the step changes only when the width doubles.
    const step = ROOM_STEP * 2 ** Math.floor(Math.log2(share / ROOM_STEP));
    for (let r = from; r <= to; r++) frontier[r] = origin + Math.ceil((frontier[r] - origin) / step) * step;
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

/**
 * Placement with memory: each group drawn before keeps its left edge unless the group packed before it on
 * its row now reaches that far, and then only it moves, as far as it must (a parent is not carried with
 * its children, nor they with it). A group new since is centred over its children, or, without any, goes
 * where it hangs from its parent's place (`hint`); a group drawn before out of its row's order now (a
 * person linked under other parents, a family reordered) is placed as a new one.
 */
function followForest(at: Positions, roots: LayoutGroup[], direction: Direction, rowMin: number, rowMax: number, prev: Float64Array): void {
  const xs = at.x;
  const kept = inRowOrder(roots, direction, rowMin, rowMax, prev);
  const frontier = new Float64Array(rowMax - rowMin + 1).fill(Number.NEGATIVE_INFINITY);
  const visit = (group: LayoutGroup, hint: number): void => {
    const kids = carried(group, direction);
    const known = kept[group.id];
    const expected = known === known ? known : hint;
    for (const kid of kids) visit(kid, expected + kid.anchor - kid.conn);
    const row = group.row - rowMin;
    const minX = frontier[row] + GROUP_GAP;
    const wanted = known === known ? known : kids.length > 0 ? desiredX(kids, xs) : expected === expected ? expected : minX === Number.NEGATIVE_INFINITY ? 0 : minX;
    const x = wanted >= minX ? wanted : minX;
    xs[group.id] = x;
    frontier[row] = x + groupWidth(group.members.length);
  };
  for (const root of roots) visit(root, Number.NaN);
}

/**
 * The old left edges of a forest's groups, kept only for the longest run of each row whose old edges rise
 * in the row's present order (the rest NaN): so a group that changed places with others is placed anew
 * instead of pushing every group it passed.
 */
function inRowOrder(roots: LayoutGroup[], direction: Direction, rowMin: number, rowMax: number, prev: Float64Array): Float64Array {
  const rows: number[][] = Array.from({ length: rowMax - rowMin + 1 }, () => []);
  const stack = [...roots].reverse();
  while (stack.length > 0) {
    const group = stack.pop()!;
    if (prev[group.id] === prev[group.id]) rows[group.row - rowMin].push(group.id);
    const kids = carried(group, direction);
    for (let k = kids.length - 1; k >= 0; k--) stack.push(kids[k]);
  }
  const kept = scratchF64(prev.length, Number.NaN);
  for (const ids of rows) for (const id of longestRising(ids, prev)) kept[id] = prev[id];
  return kept;
}

/** The longest subsequence of `ids` whose values rise strictly (patience sorting, n log n). */
function longestRising(ids: number[], value: Float64Array): number[] {
  const tails: number[] = [];
  const before = new Int32Array(ids.length).fill(-1);
  for (let i = 0; i < ids.length; i++) {
    const v = value[ids[i]];
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (value[ids[tails[mid]]] < v) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) before[i] = tails[lo - 1];
    tails[lo] = i;
  }
  const out: number[] = [];
  for (let i = tails.length > 0 ? tails[tails.length - 1] : -1; i >= 0; i = before[i]) out.push(ids[i]);
  return out;
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
