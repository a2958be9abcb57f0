/**
 * Fitting the score's weights: logistic regression (Newton's method with a small ridge penalty) on
 * labelled comparisons, each a set of features and whether both sides are truly one person. Because
 * the model is a logistic regression, its output is a calibrated probability on data like the data it
 * was fitted on: of the pairs it gives 0.9, about nine in ten are true.
 */
import { FEATURES, SCALE, type Feature } from './score';

export interface LabelledComparison {
  features: Set<Feature>;
  same: boolean;
  /** The corpus scale of the set the comparison comes from (corpusScale, score.ts); 0 when left out. */
  scale?: number;
}

/**
 * Weights (with `bias` and `corpus.scale`, the weight of the corpus scale) that maximise the penalised
 * likelihood of the labels. The weights in `fixed` are held at their values (set by hand, weights.ts)
 * and the others fitted around them.
 */
export function fitWeights(samples: readonly LabelledComparison[], options: { ridge?: number; iterations?: number; fixed?: Record<string, number> } = {}): Record<string, number> {
  const { ridge = 1, iterations = 25, fixed = {} } = options;
  const names = ['bias', ...FEATURES, SCALE];
  const n = names.length;
  const index = new Map(names.map((f, i) => [f, i]));
  const held = new Set(Object.keys(fixed).map((f) => index.get(f)!));
  const scaleAt = index.get(SCALE)!;
  // Each comparison as (column, value) pairs: its features at 1, the corpus scale at its value.
  const rows = samples.map((s) => {
    const cols: [number, number][] = [[0, 1], ...[...s.features].map((f): [number, number] => [index.get(f)!, 1])];
    if (s.scale) cols.push([scaleAt, s.scale]);
    return cols;
  });
  const w = new Float64Array(n);
  for (const [f, v] of Object.entries(fixed)) w[index.get(f)!] = v;
  for (let it = 0; it < iterations; it++) {
    const grad = new Float64Array(n);
    const hess = Array.from({ length: n }, () => new Float64Array(n));
    rows.forEach((cols, k) => {
      let z = 0;
      for (const [c, x] of cols) z += w[c]! * x;
      const p = 1 / (1 + Math.exp(-z));
      const err = (samples[k]!.same ? 1 : 0) - p;
      const v = p * (1 - p);
      for (const [a, xa] of cols) {
        grad[a]! += err * xa;
        for (const [b, xb] of cols) hess[a]![b]! += v * xa * xb;
      }
    });
    for (let i = 1; i < n; i++) {
      grad[i]! -= ridge * w[i]!;
      hess[i]![i]! += ridge;
    }
    hess[0]![0]! += 1e-6;
    // A held weight takes no step: its row and column leave the system.
    for (const i of held) {
      grad[i] = 0;
      for (let j = 0; j < n; j++) hess[i]![j] = hess[j]![i] = i === j ? 1 : 0;
    }
    const step = solve(hess, grad);
    let change = 0;
    for (let i = 0; i < n; i++) {
      w[i]! += step[i]!;
      change = Math.max(change, Math.abs(step[i]!));
    }
    if (change < 1e-6) break;
  }
  return Object.fromEntries(names.map((f, i) => [f, Math.round(w[i]! * 1000) / 1000]));
}

/** Gaussian elimination with partial pivoting (the system is small: one row per feature). */
function solve(a: Float64Array[], b: Float64Array): Float64Array {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const d = m[col]![col]!;
    if (Math.abs(d) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const factor = m[r]![col]! / d;
      if (factor === 0) continue;
      for (let c = col; c <= n; c++) m[r]![c]! -= factor * m[col]![c]!;
    }
  }
  return Float64Array.from(m.map((row, i) => (Math.abs(row[i]!) < 1e-12 ? 0 : row[n]! / row[i]!)));
}

/**
 * The most recall any score over these features can reach at a precision of at least `precision`: the
 * comparisons are grouped by their feature set (a score sees nothing else, so it gives one group one
 * probability), and groups are taken from the purest down while the running precision holds. Recall is
 * against `truePairs`, the true pairs blocking may have missed included. When this is below a target,
 * no refit reaches it: the score needs a feature that tells the group's true pairs from its false ones.
 */
export function bestRecallAtPrecision(samples: readonly LabelledComparison[], truePairs: number, precision: number): number {
  const groups = new Map<string, { same: number; other: number }>();
  for (const s of samples) {
    const key = [...s.features].sort().join(' ');
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { same: 0, other: 0 }));
    if (s.same) g.same++;
    else g.other++;
  }
  const purest = [...groups.values()].sort((a, b) => b.same / (b.same + b.other) - a.same / (a.same + a.other));
  let same = 0;
  let shown = 0;
  let best = 0;
  for (const g of purest) {
    same += g.same;
    shown += g.same + g.other;
    if (same / shown >= precision) best = same;
  }
  return truePairs ? best / truePairs : 0;
}
