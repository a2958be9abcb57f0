import { describe, expect, it } from 'vitest';
import { heapBytes } from './heapBytes';

describe('heapBytes', () => {
  it('counts text by its characters, two bytes each for Chinese', () => {
    expect(heapBytes('Wong')).toBeLessThan(heapBytes('Wong Sing'));
    expect(heapBytes('黄成') - heapBytes('')).toBe(4);
    expect(heapBytes('ab') - heapBytes('')).toBe(2);
  });

  it('counts objects and arrays by their fields and items, with what they hold', () => {
    const person = { id: 'p1', names: ['黄', 'Wong'], position: { x: 10.5, y: 20 } };
    expect(heapBytes(person)).toBeGreaterThan(heapBytes(person.names) + heapBytes(person.position));
    expect(heapBytes({ x: 10.5 })).toBeGreaterThan(heapBytes({ x: 10 }));
    expect(heapBytes(new Uint8Array(1000))).toBeGreaterThanOrEqual(1000);
  });

  it('sizes a long array from a sample, close to the sum of its items', () => {
    const items = Array.from({ length: 10_000 }, (_, i) => ({ id: `person-${i}`, name: i % 3 === 0 ? '黄成' : 'Huang Cheng', x: i * 1.5 }));
    const exact = 40 + 8 * items.length + items.reduce((sum, item) => sum + heapBytes(item), 0);
    const estimate = heapBytes(items);
    expect(Math.abs(estimate - exact) / exact).toBeLessThan(0.05);
    // Twice the items, about twice the bytes.
    expect(heapBytes([...items, ...items]) / estimate).toBeCloseTo(2, 1);
  });

  it('sizes maps by their entries', () => {
    const small = new Map([['a', [1, 2]]]);
    const large = new Map(Array.from({ length: 1000 }, (_, i) => [`key-${i}`, [i, i + 0.5]] as const));
    expect(heapBytes(large)).toBeGreaterThan(500 * heapBytes(small));
  });
});
