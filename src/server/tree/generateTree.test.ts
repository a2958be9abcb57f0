import { describe, expect, it } from 'vitest';
import { generateTree } from './generateTree';

function depthOf(graph: ReturnType<typeof generateTree>): number {
  const index = new Map(graph.persons.map((p, i) => [p.id, i]));
  const depth = new Int32Array(graph.persons.length);
  for (const link of graph.parenthoods) {
    const child = index.get(link.child_id)!;
    depth[child] = Math.max(depth[child], depth[index.get(link.parent_id)!] + 1);
  }
  return Math.max(...depth);
}

describe('generateTree', () => {
  it('makes exactly the requested number of persons with valid references', () => {
    const graph = generateTree({ persons: 300, seed: 3 });
    expect(graph.persons).toHaveLength(300);
    const ids = new Set(graph.persons.map((p) => p.id));
    expect(ids.size).toBe(300);
    for (const c of graph.couples) expect(ids.has(c.person1_id) && ids.has(c.person2_id)).toBe(true);
    for (const p of graph.parenthoods) expect(ids.has(p.parent_id) && ids.has(p.child_id)).toBe(true);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateTree({ persons: 500, seed: 9 })).toEqual(generateTree({ persons: 500, seed: 9 }));
    expect(generateTree({ persons: 500, seed: 9 })).not.toEqual(generateTree({ persons: 500, seed: 10 }));
  });

  it('spans many generations and grows deeper for bigger clans', () => {
    const small = depthOf(generateTree({ persons: 300, seed: 1 }));
    const big = depthOf(generateTree({ persons: 20_000, seed: 1 }));
    expect(small).toBeGreaterThanOrEqual(6);
    expect(big).toBeGreaterThan(small);
  });

  it('gives bilingual names, dates with approximations and migration places', () => {
    const graph = generateTree({ persons: 2000, seed: 5 });
    const person = graph.persons[10];
    expect(person.surnames.map((s) => s.value).join(' ')).toMatch(/^\p{Script=Han} [A-Z][a-z]+$/u);
    expect(person.first_names[0].value).toMatch(/^\p{Script=Han}{2}$/u);
    expect(person.first_names[1].value).toMatch(/^[A-Z][a-z]+-[a-z]+$/);
    expect(graph.persons.some((p) => p.birth_date?.approximation_years)).toBe(true);
    expect(graph.persons.some((p) => p.birth_location === 'San Francisco')).toBe(true);
    expect(new Set(graph.persons.map((p) => p.gender))).toEqual(new Set(['m', 'f']));
  });

  it('includes second marriages, adoptions and cousin marriages', () => {
    const graph = generateTree({ persons: 10_000, seed: 2 });
    const marriages = new Map<string, number>();
    for (const c of graph.couples) for (const id of [c.person1_id, c.person2_id]) marriages.set(id, (marriages.get(id) ?? 0) + 1);
    expect([...marriages.values()].filter((n) => n > 1).length).toBeGreaterThan(20);
    expect(graph.parenthoods.filter((p) => p.kind === 'adopted').length).toBeGreaterThan(20);
    const hasParents = new Set(graph.parenthoods.map((p) => p.child_id));
    expect(graph.couples.filter((c) => hasParents.has(c.person1_id) && hasParents.has(c.person2_id)).length).toBeGreaterThan(3);
  });

  it('makes 100,000 persons in under two seconds of CPU time', () => {
    // CPU time rather than wall time: the machine is shared, and waiting for a core is not our cost.
    const start = process.cpuUsage();
    expect(generateTree({ persons: 100_000, seed: 1 }).persons).toHaveLength(100_000);
    const used = process.cpuUsage(start);
    expect((used.user + used.system) / 1000).toBeLessThan(2000);
  });
});
