import { describe, expect, it } from 'vitest';
import { mulberry32 } from './random';

describe('mulberry32', () => {
  it('repeats for a seed, differs between seeds, and stays in [0, 1)', () => {
    const a = Array.from({ length: 1000 }, mulberry32(7));
    expect(Array.from({ length: 1000 }, mulberry32(7))).toEqual(a);
    expect(Array.from({ length: 5 }, mulberry32(8))).not.toEqual(a.slice(0, 5));
    expect(Math.min(...a)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...a)).toBeLessThan(1);
    expect(new Set(a).size).toBeGreaterThan(990);
  });
});
