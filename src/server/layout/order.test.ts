import { describe, expect, it } from 'vitest';
import { orderBy } from './order';
import { mulberry32 } from '../lib/random';

describe('orderBy', () => {
  it.each([300, 5000])('orders %i items like a comparison sort on several number keys, ties broken by the tie function', (n) => {
    const random = mulberry32(7);
    // Few distinct rows and many repeated x values, negative and fractional, so every rule is exercised.
    const ys = Float64Array.from({ length: n }, () => (Math.floor(random() * 9) - 4) * 144);
    const xs = Float64Array.from({ length: n }, () => (random() < 0.5 ? -1 : 1) * Math.floor(random() * 40) * 102.25 + (random() < 0.1 ? 1e9 : 0));
    const names = Array.from({ length: n }, (_, i) => `P${(i * 7919) % n}`);
    const tie = (i: number, j: number) => (names[i] < names[j] ? -1 : names[i] > names[j] ? 1 : 0);
    const expected = Array.from({ length: n }, (_, i) => i).sort((i, j) => ys[i] - ys[j] || xs[i] - xs[j] || tie(i, j));
    expect(Array.from(orderBy([ys, xs], n, tie))).toEqual(expected);
  });

  it('treats -0 as 0 and keeps large and tiny magnitudes in numeric order, small lists and large', () => {
    const values = [-0, 0, -1e-300, 1e-300, -1e300, 1e300, 5, -5];
    const small = Array.from(orderBy([values], 8, (i, j) => j - i));
    expect(small.map((i) => values[i])).toEqual([-1e300, -5, -1e-300, 0, -0, 1e-300, 5, 1e300]);
    // The same values repeated past the comparison-sort size: equal keys keep the tie order.
    const many = Array.from({ length: 8000 }, (_, i) => values[i % 8]);
    const large = Array.from(orderBy([many], many.length, (i, j) => i - j));
    const expected = Array.from({ length: many.length }, (_, i) => i).sort((i, j) => many[i] - many[j] || i - j);
    expect(large).toEqual(expected);
  });
});
