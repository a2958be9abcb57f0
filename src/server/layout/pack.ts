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
import type { Structure } from './structure';
import { scratchF64, scratchI32 } from './scratch';

type Direction = 'down' | 'up';

/** Share of a subtree's width it may keep as room on its right; about as much again widens the whole tree. */
const ROOM_SHARE = 1 / 20;
/** The finest step: subtrees narrower than ROOM_STEP / ROOM_SHARE (40 cards) keep no room and pack tightly. */
const ROOM_STEP = 2 * (CARD_WIDTH + GROUP_GAP);

/** Where the groups a group carries start in `s.hung`, and how many there are, by the direction packed. */
const carried = (s: Structure, direction: Direction) => (direction === 'down' ? { from: s.kidStart, count: s.kidCount } : { from: s.upStart, count: s.upCount });

/** Centre of the children per family (anchor), averaged: where the group would like its left edge (kids at `hung[from .. end)`). */
function desiredX(s: Structure, from: number, end: number): number {
  const { hung, anchor: anchors, conn, x: xs } = s;
  let sum = 0;
  let count = 0;
  for (let i = from; i < end; ) {
    const anchor = anchors[hung[i]];
    const first = xs[hung[i]] + conn[hung[i]];
    let last = first;
    let j = i + 1;
    for (; j < end && anchors[hung[j]] === anchor; j++) last = xs[hung[j]] + conn[hung[j]];
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
export function packForest(s: Structure, roots: readonly number[], direction: Direction, rowMin: number, rowMax: number, prev?: Float64Array): void {
  if (prev !== undefined) return followForest(s, roots, direction, rowMin, rowMax, prev);
  const { x: xs, shift: shifts, hung, row: rows, lo: los, hi: his, memberCount } = s;
  const { from: kidFrom, count: kidCount } = carried(s, direction);
  const frontier = new Float64Array(rowMax - rowMin + 1).fill(Number.NEGATIVE_INFINITY);
  /** Packs a group's subtree and answers the left edge of its leftmost leaf (first kid of first kid ...). */
  const visit = (group: number): number => {
    const from = kidFrom[group];
    const end = from + kidCount[group];
    const groupRow = rows[group];
    let lo = groupRow;
    let hi = groupRow;
    let leftmost = 0;
    for (let k = from; k < end; k++) {
      const kid = hung[k];
      const edge = visit(kid);
      if (k === from) leftmost = edge;
      if (los[kid] < lo) lo = los[kid];
      if (his[kid] > hi) hi = his[kid];
    }
    los[group] = lo;
    his[group] = hi;
    const row = groupRow - rowMin;
    const minX = frontier[row] + GROUP_GAP;
    let x: number;
    if (end > from) {
      const desired = desiredX(s, from, end);
      x = desired >= minX ? desired : minX;
      const move = x - desired;
      if (move > 0) {
        shifts[group] = move;
        for (let r = lo; r <= hi; r++) if (r !== groupRow) frontier[r - rowMin] += move;
      }
    } else {
      x = minX === Number.NEGATIVE_INFINITY ? 0 : minX;
    }
    xs[group] = x;
    frontier[row] = x + groupWidth(memberCount[group]);
    if (direction === 'down') reserveSlot(group, from, end);
    // The kids moved with the group; a leaf is its own leftmost leaf.
    leftmost = end > from ? leftmost + shifts[group] : x;
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
  const reserveSlot = (group: number, from: number, end: number): void => {
    if (rows[group] + 1 > rowMax) return;
    const r = rows[group] + 1 - rowMin;
    let reserved: number;
    if (end === from) {
      // Room for a first child centred under the group.
      reserved = xs[group] + groupWidth(memberCount[group]) / 2 + CARD_WIDTH / 2;
    } else {
      const last = hung[end - 1];
      let count = 0;
      for (let i = end - 1; i >= from && s.anchor[hung[i]] === s.anchor[last]; i--) count++;
      if (count % 2 === 1) return;
      reserved = xs[last] + shifts[group] + groupWidth(memberCount[last]) + GROUP_GAP + CARD_WIDTH;
    }
    if (reserved > frontier[r]) frontier[r] = reserved;
  };
  for (let k = 0; k < roots.length; k++) visit(roots[k]);
  const stack: number[] = [...roots];
  const offsets: number[] = roots.map(() => 0);
  while (stack.length > 0) {
    const group = stack.pop()!;
    const offset = offsets.pop()!;
    xs[group] += offset;
    const next = offset + shifts[group];
    shifts[group] = 0;
    const from = kidFrom[group];
    const end = from + kidCount[group];
    for (let k = from; k < end; k++) {
      stack.push(hung[k]);
      offsets.push(next);
    }
  }
}

/**
 * Arrays by group that following a drawing needs, made once per structure rather than once per forest (a
 * layout packs its descendants, its ancestors and each opened side block as forests of their own). The
 * forests share no group but the start person's parents' (the root of both the descendants' and the
 * ancestors' forest), so each pass reads only entries it wrote itself: the kept left edges (reset to NaN
 * for the forest walked), the hints, and the walk with its stack, used from the start by each pass.
 */
interface FollowArrays {
  kept: Float64Array;
  hints: Float64Array;
  walked: Int32Array;
  stack: Int32Array;
}

const followArrays = new WeakMap<Structure, FollowArrays>();

function followArraysOf(s: Structure): FollowArrays {
  let arrays = followArrays.get(s);
  if (arrays === undefined) {
    arrays = { kept: scratchF64(s.groupCount, Number.NaN), hints: scratchF64(s.groupCount), walked: scratchI32(s.groupCount), stack: scratchI32(s.groupCount) };
    followArrays.set(s, arrays);
  }
  return arrays;
}

/**
 * Placement with memory: each group drawn before keeps its left edge unless the group packed before it on
 * its row now reaches that far, and then only it moves, as far as it must (a parent is not carried with
 * its children, nor they with it). A group new since is centred over its children, or, without any, goes
 * where it hangs from its parent's place (`hint`); a group drawn before out of its row's order now (a
 * person linked under other parents, a family reordered) is placed as a new one.
 */
function followForest(s: Structure, roots: readonly number[], direction: Direction, rowMin: number, rowMax: number, prev: Float64Array): void {
  const { x: xs, hung, row: rows, anchor, conn, memberCount } = s;
  const { from: kidFrom, count: kidCount } = carried(s, direction);
  const arrays = followArraysOf(s);
  const kept = inRowOrder(s, roots, direction, rowMin, rowMax, prev, arrays);
  const frontier = new Float64Array(rowMax - rowMin + 1).fill(Number.NEGATIVE_INFINITY);
  // Each group's hint, by group: a fraction passed to the recursive call would be a new heap number per group.
  const hints = arrays.hints;
  const visit = (group: number): void => {
    const from = kidFrom[group];
    const end = from + kidCount[group];
    const known = kept[group];
    const expected = known === known ? known : hints[group];
    for (let k = from; k < end; k++) {
      const kid = hung[k];
      hints[kid] = expected + anchor[kid] - conn[kid];
      visit(kid);
    }
    const row = rows[group] - rowMin;
    const minX = frontier[row] + GROUP_GAP;
    const wanted = known === known ? known : end > from ? desiredX(s, from, end) : expected === expected ? expected : minX === Number.NEGATIVE_INFINITY ? 0 : minX;
    const x = wanted >= minX ? wanted : minX;
    xs[group] = x;
    frontier[row] = x + groupWidth(memberCount[group]);
  };
  for (let k = 0; k < roots.length; k++) {
    hints[roots[k]] = Number.NaN;
    visit(roots[k]);
  }
}

/**
 * The old left edges of a forest's groups, kept only for the longest run of each row whose old edges rise
 * in the row's present order (the rest NaN): so a group that changed places with others is placed anew
 * instead of pushing every group it passed.
 */
function inRowOrder(s: Structure, roots: readonly number[], direction: Direction, rowMin: number, rowMax: number, prev: Float64Array, arrays: FollowArrays): Float64Array {
  const { hung, row: groupRow } = s;
  const { from: kidFrom, count: kidCount } = carried(s, direction);
  // The groups drawn before in the order of a walk down the forest (each row's present order), then
  // counted into rows in that order; in scratch arrays, as lists per row were several megabytes of garbage.
  const { walked, stack, kept } = arrays;
  let found = 0;
  let top = 0;
  for (let k = roots.length - 1; k >= 0; k--) stack[top++] = roots[k];
  while (top > 0) {
    const group = stack[--top];
    // The start person's parents root both the descendants' forest and the ancestors': each pass decides anew.
    kept[group] = Number.NaN;
    if (prev[group] === prev[group]) walked[found++] = group;
    const from = kidFrom[group];
    for (let k = from + kidCount[group] - 1; k >= from; k--) stack[top++] = hung[k];
  }
  const rows = rowMax - rowMin + 1;
  const starts = scratchI32(rows + 1);
  for (let i = 0; i < found; i++) starts[groupRow[walked[i]] - rowMin + 1]++;
  for (let r = 0; r < rows; r++) starts[r + 1] += starts[r];
  const next = scratchI32(rows);
  next.set(starts.subarray(0, rows));
  const byRow = scratchI32(found);
  for (let i = 0; i < found; i++) byRow[next[groupRow[walked[i]] - rowMin]++] = walked[i];
  const tails = scratchI32(found);
  const before = scratchI32(found);
  for (let r = 0; r < rows; r++) keepRising(byRow, starts[r], starts[r + 1], prev, kept, tails, before);
  return kept;
}

/**
 * Keeps (copies from `value` to `kept`) the longest run of ids[from .. to) whose values rise strictly
 * (patience sorting, n log n); `tails` and `before` are room for as many items.
 */
function keepRising(ids: Int32Array, from: number, to: number, value: Float64Array, kept: Float64Array, tails: Int32Array, before: Int32Array): void {
  let length = 0;
  for (let i = from; i < to; i++) {
    const v = value[ids[i]];
    let lo = 0;
    let hi = length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (value[ids[tails[mid]]] < v) lo = mid + 1;
      else hi = mid;
    }
    before[i] = lo > 0 ? tails[lo - 1] : -1;
    tails[lo] = i;
    if (lo === length) length++;
  }
  for (let i = length > 0 ? tails[length - 1] : -1; i >= 0; i = before[i]) kept[ids[i]] = value[ids[i]];
}

/** Every group of a packed forest, roots first. */
export function collect(s: Structure, roots: readonly number[], direction: Direction): number[] {
  const { from: kidFrom, count: kidCount } = carried(s, direction);
  const out: number[] = [];
  const stack = [...roots];
  while (stack.length > 0) {
    const group = stack.pop()!;
    out.push(group);
    const from = kidFrom[group];
    for (let k = from; k < from + kidCount[group]; k++) stack.push(s.hung[k]);
  }
  return out;
}

export function translate(s: Structure, groups: readonly number[], dx: number): void {
  if (dx !== 0) for (let k = 0; k < groups.length; k++) s.x[groups[k]] += dx;
}
