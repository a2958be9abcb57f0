/**
 * Kinship terms for every relative of the home person (relationNames) against a plain
 * breadth-first search over the same graph: the floor for any walk that visits everyone.
 * Run: npx tsx benchmarks/kinship.bench.ts
 */
import { relationNames } from '../src/server/kinship';
import { reachableCount } from '../src/server/kinship/testTree';
import { generateTree } from '../src/server/tree/generateTree';
import type { BenchTable } from './lib/table';

function median(fn: () => void, runs = 3): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

export default async function run(): Promise<BenchTable> {
  const rows: (string | number)[][] = [];
  for (const size of [1_000, 10_000, 100_000]) {
    const graph = generateTree({ persons: size, seed: 7 });
    const home = graph.persons[Math.floor(graph.persons.length / 2)].id;
    let reachable = 0;
    let named = 0;
    const floor = median(() => (reachable = reachableCount(graph, home)));
    const kin = median(() => (named = relationNames(graph, home).size));
    rows.push([graph.persons.length, reachable, named, floor.toFixed(1), kin.toFixed(1), (kin / floor).toFixed(2)]);
  }
  return {
    title: 'Kinship terms for every relative of the home person',
    columns: ['persons', 'reachable', 'named', 'plain BFS ms (floor)', 'relationNames ms', 'ratio'],
    rows,
    notes: ['Median of 3. Target: 100,000 persons named in well under a second.'],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatTable } = await import('./lib/table');
  console.log(formatTable(await run()));
}
