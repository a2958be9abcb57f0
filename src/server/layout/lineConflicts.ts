/**
 * Where the lines of different families meet on a drawing: crossings (a vertical run of one family passing
 * through, or ending on, a horizontal run of another) and overlaps (horizontal runs of two families on the
 * same y sharing a stretch, so a reader cannot tell which children hang from which parents). The lines of
 * one family share their drop and bar, so runs are first merged per family: a crossing is one place on the
 * drawing, however many lines of a family pass it.
 */
import type { DrawLine } from '../../protocol/draw';
import { orderBy } from './order';

export interface LineOverlap {
  y: number;
  /** The shared stretch. */
  from: number;
  to: number;
  /** One line of each family. */
  lines: [string, string];
}

export interface LineConflicts {
  crossings: number;
  overlaps: LineOverlap[];
}

/** Runs of one orientation: `at` is the fixed coordinate, [from, to] the span, `family` a number per family_id. */
interface Runs {
  n: number;
  at: Float64Array;
  from: Float64Array;
  to: Float64Array;
  family: Float64Array;
  line: Int32Array;
}

function newRuns(capacity: number): Runs {
  return { n: 0, at: new Float64Array(capacity), from: new Float64Array(capacity), to: new Float64Array(capacity), family: new Float64Array(capacity), line: new Int32Array(capacity) };
}

/** Sorts runs by coordinate, family and start, and joins the runs of one family that touch or overlap. */
function merge(runs: Runs): Runs {
  const order = orderBy([runs.at, runs.family, runs.from], runs.n, (i, j) => i - j);
  const out = newRuns(runs.n);
  for (let k = 0; k < runs.n; k++) {
    const i = order[k];
    const last = out.n - 1;
    if (last >= 0 && out.at[last] === runs.at[i] && out.family[last] === runs.family[i] && runs.from[i] <= out.to[last]) {
      if (runs.to[i] > out.to[last]) out.to[last] = runs.to[i];
      continue;
    }
    out.at[out.n] = runs.at[i];
    out.from[out.n] = runs.from[i];
    out.to[out.n] = runs.to[i];
    out.family[out.n] = runs.family[i];
    out.line[out.n] = runs.line[i];
    out.n++;
  }
  return out;
}

/** Counts crossings and lists overlaps between the lines of different families. */
export function lineConflicts(lines: readonly DrawLine[]): LineConflicts {
  const { bars, drops } = runsOf(lines, true);
  return { crossings: countCrossings(bars, drops), overlaps: findOverlaps(bars, lines) };
}

/** Only the overlaps: stretches of one horizontal shared by the lines of two families. */
export function lineOverlaps(lines: readonly DrawLine[]): LineOverlap[] {
  return findOverlaps(runsOf(lines, false).bars, lines);
}

/** The horizontal runs of the lines (and the vertical ones when asked), merged per family. */
function runsOf(lines: readonly DrawLine[], vertical: boolean): { bars: Runs; drops: Runs } {
  const familyOf = new Map<string, number>();
  let segments = 0;
  for (const line of lines) segments += line.points.length - 1;
  const h = newRuns(segments);
  const v = newRuns(vertical ? segments : 0);
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li];
    let family = familyOf.get(line.family_id);
    if (family === undefined) familyOf.set(line.family_id, (family = familyOf.size));
    const points = line.points;
    for (let k = 1; k < points.length; k++) {
      const [ax, ay] = points[k - 1];
      const [bx, by] = points[k];
      // Diagonals are the orthogonal rule's business; points are not runs.
      const runs = ay === by && ax !== bx ? h : vertical && ax === bx && ay !== by ? v : null;
      if (runs === null) continue;
      const i = runs.n++;
      runs.at[i] = runs === h ? ay : ax;
      runs.from[i] = runs === h ? Math.min(ax, bx) : Math.min(ay, by);
      runs.to[i] = runs === h ? Math.max(ax, bx) : Math.max(ay, by);
      runs.family[i] = family;
      runs.line[i] = li;
    }
  }
  return { bars: merge(h), drops: merge(v) };
}

/**
 * Horizontal runs of different families on one y that share more than a point. Taken by y and start, the
 * two furthest-reaching runs of different families seen so far on the y are enough to tell.
 */
function findOverlaps(bars: Runs, lines: readonly DrawLine[]): LineOverlap[] {
  const out: LineOverlap[] = [];
  const order = orderBy([bars.at, bars.from], bars.n, (i, j) => i - j);
  let best = -1;
  let second = -1;
  for (let k = 0; k < bars.n; k++) {
    const i = order[k];
    if (best >= 0 && bars.at[best] !== bars.at[i]) best = second = -1;
    const from = bars.from[i];
    const other = best >= 0 && bars.family[best] !== bars.family[i] ? best : second;
    if (other >= 0 && bars.to[other] > from) {
      out.push({ y: bars.at[i], from, to: Math.min(bars.to[other], bars.to[i]), lines: [lines[bars.line[other]].line_id, lines[bars.line[i]].line_id] });
    }
    if (best < 0 || bars.to[i] > bars.to[best]) {
      if (best >= 0 && bars.family[best] !== bars.family[i]) second = best;
      best = i;
    } else if (bars.family[i] !== bars.family[best] && (second < 0 || bars.to[i] > bars.to[second])) second = i;
  }
  return out;
}

/**
 * Vertical runs that pass through or end on a horizontal run of another family strictly inside its span.
 * A sweep left to right: horizontal runs are counted by y in a Fenwick tree while the sweep is inside them,
 * and each vertical run asks how many lie in its y range; its own family's runs there are taken off.
 */
function countCrossings(bars: Runs, drops: Runs): number {
  if (bars.n === 0 || drops.n === 0) return 0;
  // Distinct bar ys, ascending (bars are sorted by y).
  const ys: number[] = [];
  const slot = new Int32Array(bars.n);
  for (let i = 0; i < bars.n; i++) {
    if (ys.length === 0 || ys[ys.length - 1] !== bars.at[i]) ys.push(bars.at[i]);
    slot[i] = ys.length - 1;
  }
  const tree = new Int32Array(ys.length + 1);
  const add = (at: number, d: number) => {
    for (let k = at + 1; k <= ys.length; k += k & -k) tree[k] += d;
  };
  const prefix = (count: number) => {
    let sum = 0;
    for (let k = count; k > 0; k -= k & -k) sum += tree[k];
    return sum;
  };
  /** Number of ys below `y` (strictly when `strict`, else at or below). */
  const rank = (y: number, strict: boolean) => {
    let lo = 0;
    let hi = ys.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ys[mid] < y || (!strict && ys[mid] === y)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  // The bars of each family, for taking a vertical run's own family off its count.
  const byFamily = new Map<number, number[]>();
  for (let i = 0; i < bars.n; i++) {
    const list = byFamily.get(bars.family[i]);
    if (list) list.push(i);
    else byFamily.set(bars.family[i], [i]);
  }
  // Events: a bar ends (0) before a vertical at the same x is asked (1), which is before a bar starts (2).
  const events = bars.n * 2 + drops.n;
  const ex = new Float64Array(events);
  const kind = new Float64Array(events);
  const item = new Int32Array(events);
  let e = 0;
  for (let i = 0; i < bars.n; i++) {
    ex[e] = bars.to[i];
    kind[e] = 0;
    item[e++] = i;
    ex[e] = bars.from[i];
    kind[e] = 2;
    item[e++] = i;
  }
  for (let i = 0; i < drops.n; i++) {
    ex[e] = drops.at[i];
    kind[e] = 1;
    item[e++] = i;
  }
  const order = orderBy([ex, kind], events, (a, b) => a - b);
  let crossings = 0;
  for (let k = 0; k < events; k++) {
    const ev = order[k];
    const i = item[ev];
    if (kind[ev] === 0) add(slot[i], -1);
    else if (kind[ev] === 2) add(slot[i], 1);
    else {
      const y1 = drops.from[i];
      const y2 = drops.to[i];
      let count = prefix(rank(y2, false)) - prefix(rank(y1, true));
      if (count === 0) continue;
      const x = drops.at[i];
      for (const b of byFamily.get(drops.family[i]) ?? []) {
        if (bars.from[b] < x && x < bars.to[b] && y1 <= bars.at[b] && bars.at[b] <= y2) count--;
      }
      crossings += count;
    }
  }
  return crossings;
}
