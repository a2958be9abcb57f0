import { describe, expect, it } from 'vitest';
import { bestRecallAtPrecision, fitWeights, type LabelledComparison } from './fit';
import type { Feature } from './score';

function many(features: Feature[], same: number, other: number): LabelledComparison[] {
  const set = new Set(features);
  return [...Array.from({ length: same }, () => ({ features: set, same: true })), ...Array.from({ length: other }, () => ({ features: set, same: false }))];
}

describe('bestRecallAtPrecision', () => {
  // Exact names with a birth year: 95 true of 96; exact names with none: 40 true of 80 (namesakes).
  const samples = [...many(['given.exact', 'birth.within'], 95, 1), ...many(['birth.unknown', 'given.exact'], 40, 40), ...many(['given.conflict'], 0, 500)];

  it('takes the purest groups while precision holds, so an ambiguous group stays out', () => {
    expect(bestRecallAtPrecision(samples, 150, 0.97)).toBeCloseTo(95 / 150, 6);
  });

  it('lets the ambiguous group in when the precision asked for allows it', () => {
    expect(bestRecallAtPrecision(samples, 150, 0.75)).toBeCloseTo(135 / 150, 6);
  });

  it('bounds what a fitted score reaches: the fit gives the ambiguous group about one half', () => {
    const w = fitWeights(samples);
    const p = 1 / (1 + Math.exp(-(w.bias! + w['birth.unknown']! + w['given.exact']!)));
    expect(p).toBeGreaterThan(0.4);
    expect(p).toBeLessThan(0.6);
  });
});

describe('fitWeights', () => {
  const at = (scale: number, same: number, other: number) => many(['given.exact', 'birth.within'], same, other).map((s) => ({ ...s, scale }));

  it('fits the weight of the corpus scale: odds of 9 at the fitted size and 9 / 10 at ten times it make about -1', () => {
    const w = fitWeights([...at(0, 900, 100), ...at(Math.log(10), 450, 500)], { ridge: 0.01 });
    expect(w['corpus.scale']).toBeCloseTo(Math.log(0.9 / 9) / Math.log(10), 1);
  });

  it('holds the weights it is given and fits the others around them', () => {
    const samples = [...at(0, 900, 100), ...many(['given.exact', 'birth.conflict'], 1, 99)];
    const w = fitWeights(samples, { fixed: { 'birth.conflict': -8 } });
    expect(w['birth.conflict']).toBe(-8);
    expect(fitWeights(samples)['birth.conflict']).not.toBe(-8);
  });
});

