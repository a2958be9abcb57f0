import { describe, expect, it } from 'vitest';
import type { TreeGraph } from '../tree/graph';
import { relationNames } from './relationNames';
import { TreeBuilder } from './testTree';

/** Deterministic pseudo-random numbers (mulberry32), so every run builds the same tree. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A clan grown generation by generation: married children bring in spouses, some remarry. */
function clan(size: number): TreeBuilder {
  const rand = rng(5);
  const t = new TreeBuilder();
  let next = 0;
  const add = (gender: 'm' | 'f', year: number) => {
    const id = `p${next++}`;
    t.person(id, gender, year);
    return id;
  };
  let couples: Array<[string, string, number]> = [];
  for (let i = 0; i < 1; i++) {
    const h = add('m', 1700), w = add('f', 1702);
    t.couple(h, w);
    couples.push([h, w, 1700]);
  }
  while (next < size && couples.length > 0) {
    const nextCouples: Array<[string, string, number]> = [];
    for (const [h, w, year] of couples) {
      const kids = 1 + Math.floor(rand() * 5);
      for (let k = 0; k < kids && next < size; k++) {
        const gender = rand() < 0.5 ? 'm' : 'f';
        const childYear = year + 22 + k * 2;
        const c = add(gender, childYear);
        t.child([h, w], c, rand() < 0.03 ? 'adopted' : 'birth');
        if (rand() < 0.8 && next < size) {
          const s = add(gender === 'm' ? 'f' : 'm', childYear + 1);
          t.couple(c, s, rand() < 0.05);
          nextCouples.push(gender === 'm' ? [c, s, childYear] : [s, c, childYear]);
        }
      }
    }
    couples = nextCouples;
  }
  return t;
}

/** Baseline: a plain breadth-first search over string-keyed adjacency, no naming. */
function plainBfs(graph: TreeGraph, home: string): number {
  const adj = new Map<string, string[]>();
  const link = (a: string, b: string) => {
    (adj.get(a) ?? adj.set(a, []).get(a)!).push(b);
    (adj.get(b) ?? adj.set(b, []).get(b)!).push(a);
  };
  for (const p of graph.parenthoods) link(p.parent_id, p.child_id);
  for (const c of graph.couples) link(c.person1_id, c.person2_id);
  const seen = new Set([home]);
  const queue = [home];
  for (let i = 0; i < queue.length; i++) for (const n of adj.get(queue[i]) ?? []) if (!seen.has(n)) (seen.add(n), queue.push(n));
  return seen.size;
}

/** Best of three runs, in CPU milliseconds (the machine is shared, so wall time is noisy) and wall milliseconds. */
function measure(fn: () => void): { cpu: number; wall: number } {
  let cpu = Infinity, wall = Infinity;
  for (let i = 0; i < 3; i++) {
    const c0 = process.cpuUsage();
    const w0 = performance.now();
    fn();
    const w = performance.now() - w0;
    const c = process.cpuUsage(c0);
    cpu = Math.min(cpu, (c.user + c.system) / 1000);
    wall = Math.min(wall, w);
  }
  return { cpu, wall };
}

describe('relationNames performance', () => {
  it('names every relative in a 100,000-person tree in well under a second', () => {
    const rows: string[] = ['persons | plain BFS cpu/wall ms | relationNames cpu/wall ms | named'];
    let last = { cpu: 0, named: 0, reachable: 0 };
    for (const size of [1_000, 10_000, 100_000]) {
      const graph = clan(size);
      const home = graph.persons[Math.floor(graph.persons.length / 2)].id;
      let reachable = 0;
      let named = 0;
      const base = measure(() => (reachable = plainBfs(graph, home)));
      const kin = measure(() => (named = relationNames(graph, home).size));
      rows.push(`${graph.persons.length} | ${base.cpu.toFixed(0)}/${base.wall.toFixed(0)} | ${kin.cpu.toFixed(0)}/${kin.wall.toFixed(0)} | ${named}`);
      last = { cpu: kin.cpu, named, reachable };
    }
    console.log(rows.join('\n'));
    expect(last.named).toBe(last.reachable);
    expect(last.named).toBe(100_000);
    expect(last.cpu).toBeLessThan(1_000);
  });
});
