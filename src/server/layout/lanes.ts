/**
 * Heights of the horizontal runs in the gap under a row, so that the lines of two families never share a
 * stretch of one y (a reader could not tell whose children hang from which bar) and cross as little as
 * they can. The gap is split in bands, top to bottom: links between spouses and lane entries, lines under
 * couples who do not sit side by side, links to a child drawn elsewhere and lane exits, family bars. Within
 * a band, runs that share x get lanes of their own. Lane exits run above the bars, where a long run crosses
 * one drop per family it passes, not every child line of it.
 */
import { LANE_GAP, ROW_GAP } from './geometry';
import { dropOffset, type Structure } from './structure';
import { scratchF64, scratchI32 } from './scratch';

/** A band of the gap: where its lanes may go (offsets below the upper row's cards), and their spacing. */
export interface Band {
  centre: number;
  top: number;
  bottom: number;
  step: number;
}

export const SPOUSE_BAND: Band = { centre: ROW_GAP * 0.1, top: ROW_GAP * 0.05, bottom: ROW_GAP * 0.15, step: ROW_GAP / 30 };
export const LINK_BAND: Band = { centre: ROW_GAP * 0.32, top: ROW_GAP * 0.29, bottom: ROW_GAP * 0.36, step: ROW_GAP / 36 };
/** Family bars: the middle of the gap, with room for lanes above and below. */
export const BAR_Y = ROW_GAP / 2;
const BAR_TOP = ROW_GAP * 0.4;
const BAR_BOTTOM = ROW_GAP * 0.7;
const BAR_STEP = ROW_GAP / 12;
/** Lines under a couple who do not sit side by side: the first depth, then deeper for wider couples. */
export const UNDER_Y = ROW_GAP * 0.2;
const UNDER_STEP = ROW_GAP / 30;
const UNDER_MAX = ROW_GAP * 0.26;

/** Offset of lane `slot` of `count` in a band: centred on the band's centre, squeezed to fit it. */
function laneOffset(band: Band, slot: number, count: number): number {
  if (count <= 1) return band.centre;
  const spacing = Math.min(band.step, (band.bottom - band.top) / (count - 1));
  const span = spacing * (count - 1);
  const first = Math.min(Math.max(band.centre - span / 2, band.top), band.bottom - span);
  return first + slot * spacing;
}

type Point = [number, number];

/** A horizontal run asking for a y: its gap (the row above it), band and span; `ends` get the y. */
export interface Run {
  gap: number;
  band: Band;
  lo: number;
  hi: number;
  ends: Point[];
}

/**
 * Gives every run a y: per gap and band, runs in order of their left end take the first lane free of
 * every run that shares x with them (first fit, as few lanes as the densest point needs).
 */
export function placeRuns(runs: Run[], bottomOf: (row: number) => number): void {
  const bands = [SPOUSE_BAND, LINK_BAND];
  runs.sort((p, q) => p.gap - q.gap || bands.indexOf(p.band) - bands.indexOf(q.band) || p.lo - q.lo || p.hi - q.hi);
  const slots: number[] = [];
  for (let start = 0; start < runs.length; ) {
    let end = start;
    const ends: number[] = [];
    while (end < runs.length && runs[end].gap === runs[start].gap && runs[end].band === runs[start].band) {
      const run = runs[end];
      let slot = 0;
      while (slot < ends.length && ends[slot] >= run.lo) slot++;
      ends[slot] = run.hi;
      slots[end] = slot;
      end++;
    }
    for (let i = start; i < end; i++) {
      const run = runs[i];
      const y = bottomOf(run.gap) + laneOffset(run.band, slots[i], ends.length);
      for (const point of run.ends) point[1] = y;
    }
    start = end;
  }
}

/** A line down a lane: where it leaves its row and where it enters its target's, and the runs that do so. */
export interface Laned {
  from: number;
  to: number;
  exit: Run;
  entry: Run;
}

/** Lanes in use left of the cards; more lines than this share them again from the nearest. */
export const LANES = 64;

/**
 * Puts the vertical of each lane line in a lane left of `minX`: the further left a line leaves its row,
 * the further left its lane, so lines leaving one gap mostly cross instead of nesting (a line enclosed by
 * another crosses it with its drop or with its lane, whichever lies higher). Moves the lane ends of both
 * runs onto the lane.
 */
export function assignLanes(laned: Laned[], minX: number): void {
  laned.sort((a, b) => b.from - a.from || b.to - a.to);
  for (let i = 0; i < laned.length; i++) {
    const { exit, entry } = laned[i];
    const x = minX - LANE_GAP * (1 + (i % LANES));
    exit.lo = x;
    exit.ends[1][0] = x;
    entry.lo = x;
    entry.ends[0][0] = x;
  }
}

/**
 * Depth of the line under each couple of a group who do not sit side by side (offset below the cards, by
 * couple index), or null when the group has at most one such couple. Narrower couples lie higher, so a
 * wider couple's line passes below the narrower one's ends instead of through them.
 */
export function underOffsets(left: ArrayLike<number>, right: ArrayLike<number>, from: number, count: number): Float64Array | null {
  let apart = 0;
  for (let i = from; i < from + count; i++) if (right[i] !== left[i] + 1) apart++;
  if (apart < 2) return null;
  const out = new Float64Array(count).fill(UNDER_Y);
  const order: number[] = [];
  for (let i = 0; i < count; i++) if (right[from + i] !== left[from + i] + 1) order.push(i);
  order.sort((i, j) => right[from + i] - left[from + i] - (right[from + j] - left[from + j]) || left[from + i] - left[from + j]);
  const depth = new Int32Array(count);
  let deepest = 0;
  for (let k = 0; k < order.length; k++) {
    const a = left[from + order[k]];
    const b = right[from + order[k]];
    let d = 0;
    for (let m = 0; m < k; m++) {
      const c = left[from + order[m]];
      const e = right[from + order[m]];
      if (c < b && a < e) d = Math.max(d, depth[order[m]] + 1);
    }
    depth[order[k]] = d;
    deepest = Math.max(deepest, d);
  }
  const step = deepest === 0 ? 0 : Math.min(UNDER_STEP, (UNDER_MAX - UNDER_Y) / deepest);
  for (const i of order) out[i] = UNDER_Y + depth[i] * step;
  return out;
}

/** Above this many bars sharing x on one gap, lanes are given first fit instead of weighing every pair. */
const WEIGHED = 64;

/**
 * The offset of each family's bar below its parents' row: BAR_Y, unless its bar shares x with another
 * family's on the same gap. Bars that share x get lanes; which goes above is chosen pair by pair for the
 * fewer crossings: a bar above another is crossed by the other's drop when that drop falls inside it, and
 * crosses the other with each of its own child lines that falls inside the other. Writes each family's
 * drop x (its group's x plus dropOffset) to `dropX` on the way, while the family is at hand.
 */
export function barOffsets(s: Structure, dropX: Float64Array, cardCentre: (node: number) => number): Float64Array {
  const n = s.familyCount;
  const offsets = scratchF64(n, BAR_Y);
  const fam = scratchI32(n);
  const row = scratchI32(n);
  const lo = scratchF64(n);
  const hi = scratchF64(n);
  let count = 0;
  for (let fi = 0; fi < n; fi++) {
    const group = s.famGroup[fi];
    const d = s.x[group] + dropOffset(s, fi);
    dropX[fi] = d;
    let a = d;
    let b = d;
    const from = s.famChildStart[fi];
    for (let c = from; c < from + s.famChildCount[fi]; c++) {
      const child = s.famChild[c];
      if (s.viaFamily[child] !== fi || s.groupOf[child] < 0) continue;
      const cx = cardCentre(child);
      if (cx < a) a = cx;
      if (cx > b) b = cx;
    }
    if (b <= a) continue;
    fam[count] = fi;
    row[count] = s.row[group];
    lo[count] = a;
    hi[count] = b;
    count++;
  }
  const order = byRowThenLeft(row, lo, count, s.rowMin, s.rowMax);
  const kidsOf = (i: number): number[] => {
    const fi = fam[i];
    const out: number[] = [];
    const from = s.famChildStart[fi];
    for (let c = from; c < from + s.famChildCount[fi]; c++) {
      const child = s.famChild[c];
      if (s.viaFamily[child] === fi && s.groupOf[child] >= 0) out.push(cardCentre(child));
    }
    return out;
  };
  for (let start = 0; start < count; ) {
    let end = start + 1;
    let reach = hi[order[start]];
    while (end < count && row[order[end]] === row[order[start]] && lo[order[end]] < reach) {
      if (hi[order[end]] > reach) reach = hi[order[end]];
      end++;
    }
    if (end - start > 1) {
      const members = Array.from(order.subarray(start, end));
      const layer = members.length <= WEIGHED ? weighedLayers(members, fam, lo, hi, dropX, kidsOf) : firstFitLayers(members, lo, hi);
      let layers = 0;
      for (const l of layer) if (l + 1 > layers) layers = l + 1;
      // The fullest lane stays at BAR_Y, so most bars keep their usual height.
      const sizes = new Int32Array(layers);
      for (const l of layer) sizes[l]++;
      let base = 0;
      for (let l = 1; l < layers; l++) if (sizes[l] > sizes[base]) base = l;
      const below = layers - 1 - base;
      const spacing = Math.min(BAR_STEP, base > 0 ? (BAR_Y - BAR_TOP) / base : BAR_STEP, below > 0 ? (BAR_BOTTOM - BAR_Y) / below : BAR_STEP);
      for (let k = 0; k < members.length; k++) offsets[fam[members[k]]] = BAR_Y + (layer[k] - base) * spacing;
    }
    start = end;
  }
  return offsets;
}

/**
 * Bars 0..count-1 (in family order) ordered by row, then left end, then family. Counted into rows, which
 * keeps family order within a row; families are made walking down the tree left to right, so a row is
 * mostly in order of left ends already and is sorted only when it is not.
 */
export function byRowThenLeft(row: Int32Array, lo: Float64Array, count: number, rowMin: number, rowMax: number): Int32Array {
  const starts = new Int32Array(rowMax - rowMin + 2);
  for (let i = 0; i < count; i++) starts[row[i] - rowMin + 1]++;
  for (let r = 1; r < starts.length; r++) starts[r] += starts[r - 1];
  const order = new Int32Array(count);
  const next = starts.slice(0, -1);
  for (let i = 0; i < count; i++) order[next[row[i] - rowMin]++] = i;
  for (let r = 0; r + 1 < starts.length; r++) {
    const from = starts[r];
    const to = starts[r + 1];
    let sorted = true;
    for (let k = from + 1; k < to && sorted; k++) if (lo[order[k]] < lo[order[k - 1]]) sorted = false;
    if (!sorted) sortByLeft(order, from, to, lo);
  }
  return order;
}

/**
 * Sorts order[from..to) by left end, then index: by insertion while the row is nearly in order (a few
 * families out of place cost a few moves each), by a comparison sort once it has moved more than that.
 */
function sortByLeft(order: Int32Array, from: number, to: number, lo: Float64Array): void {
  const budget = 8 * (to - from);
  let moves = 0;
  for (let k = from + 1; k < to; k++) {
    const item = order[k];
    const x = lo[item];
    let m = k;
    for (; m > from && lo[order[m - 1]] > x; m--) order[m] = order[m - 1];
    order[m] = item;
    moves += k - m;
    if (moves > budget) {
      order.subarray(from, to).sort((i, j) => lo[i] - lo[j] || i - j);
      return;
    }
  }
}

/** Lanes in order of left ends, each bar in the first lane free where it runs. */
function firstFitLayers(members: number[], lo: Float64Array, hi: Float64Array): Int32Array {
  const layer = new Int32Array(members.length);
  const ends: number[] = [];
  for (let k = 0; k < members.length; k++) {
    let l = 0;
    while (l < ends.length && ends[l] > lo[members[k]]) l++;
    ends[l] = hi[members[k]];
    layer[k] = l;
  }
  return layer;
}

/**
 * Lanes from pairwise choices: for each pair of bars that share x, the one whose being above costs fewer
 * crossings goes above (ties: the wider, then the one further left). Bars are taken in an order that
 * follows those choices (when they form a cycle, the bar with the fewest pending bars above goes next), and
 * each goes one lane below the lowest bar before it that it shares x with.
 */
function weighedLayers(members: number[], fam: Int32Array, lo: Float64Array, hi: Float64Array, dropX: Float64Array, kidsOf: (i: number) => number[]): Int32Array {
  const k = members.length;
  const kids = members.map(kidsOf);
  const inside = (x: number, j: number) => lo[members[j]] < x && x < hi[members[j]];
  const costAbove = (i: number, j: number) => {
    let c = inside(dropX[fam[members[j]]], i) ? 1 : 0;
    for (const x of kids[i]) if (inside(x, j)) c++;
    return c;
  };
  const meets = (i: number, j: number) => lo[members[i]] < hi[members[j]] && lo[members[j]] < hi[members[i]];
  // above[i * k + j] = 1: i goes above j.
  const above = new Uint8Array(k * k);
  const pending = new Int32Array(k);
  for (let i = 0; i < k; i++) {
    for (let j = i + 1; j < k; j++) {
      if (!meets(i, j)) continue;
      const ci = costAbove(i, j);
      const cj = costAbove(j, i);
      const wi = hi[members[i]] - lo[members[i]];
      const wj = hi[members[j]] - lo[members[j]];
      // Members come in order of left ends, so on a full tie i (further left) goes above.
      const iFirst = ci < cj || (ci === cj && wi >= wj);
      if (iFirst) {
        above[i * k + j] = 1;
        pending[j]++;
      } else {
        above[j * k + i] = 1;
        pending[i]++;
      }
    }
  }
  const done = new Uint8Array(k);
  const layer = new Int32Array(k);
  const taken: number[] = [];
  for (let step = 0; step < k; step++) {
    let next = -1;
    for (let i = 0; i < k; i++) if (!done[i] && (next < 0 || pending[i] < pending[next])) next = i;
    done[next] = 1;
    let l = 0;
    for (const t of taken) if (meets(t, next) && layer[t] + 1 > l) l = layer[t] + 1;
    layer[next] = l;
    taken.push(next);
    for (let j = 0; j < k; j++) if (above[next * k + j]) pending[j]--;
  }
  return layer;
}
