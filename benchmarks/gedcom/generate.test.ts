import { describe, expect, it } from 'vitest';
import { graphToGedcom7, importGedcom, parseGedcom, validateGedcom7 } from '../../src/server/gedcom/index';
import { generateGedcom } from './generate';

describe('generateGedcom', () => {
  it('is deterministic and varies with the seed', () => {
    expect(generateGedcom({ persons: 300, version: '5.5.1' })).toBe(generateGedcom({ persons: 300, version: '5.5.1' }));
    expect(generateGedcom({ persons: 300, version: '5.5.1', seed: 1 })).not.toBe(generateGedcom({ persons: 300, version: '5.5.1', seed: 2 }));
  });

  it.each(['5.5.1', '7.0'] as const)('makes exactly N persons in bilingual families (%s) that import cleanly', (version) => {
    const text = generateGedcom({ persons: 2000, version });
    const doc = importGedcom(new TextEncoder().encode(text));
    expect(doc.counts.persons).toBe(2000);
    expect(doc.warnings).toEqual([]);
    expect(doc.counts.families).toBeGreaterThan(300);
    const sizes = doc.extras.families.map((f) => f.children.length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(6);
    // Some persons marry twice.
    const partnerCounts = new Map<string, number>();
    for (const c of doc.graph.couples) for (const p of [c.person1_id, c.person2_id]) partnerCounts.set(p, (partnerCounts.get(p) ?? 0) + 1);
    expect([...partnerCounts.values()].some((n) => n >= 2)).toBe(true);
    const first = doc.graph.persons[0]!;
    expect(first.first_names.map((f) => f.value)).toHaveLength(2);
    expect(first.surnames.some((s) => /[\u4e00-\u9fff]/.test(s.value))).toBe(true);
    expect(text).toMatch(/DATE ABT \d{4}/);
    expect(text).toMatch(/DATE BET \d{4} AND \d{4}/);
    if (version === '7.0') expect(validateGedcom7(parseGedcom(text).records)).toEqual([]);
    else expect(validateGedcom7(parseGedcom(graphToGedcom7(doc.graph, { extras: doc.extras })).records)).toEqual([]);
  });

});
