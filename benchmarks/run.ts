/**
 * `npm run bench [-- name ...] [-- --json]`: runs benchmarks/*.bench.ts one process each, prints
 * every table, and with --json writes them all to benchmarks/results/latest.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { POOL_YOUNG_GENERATION_MB } from '../src/server/jobs/pool';
import { formatTable, type BenchTable } from './lib/table';

const args = process.argv.slice(2);
const json = args.includes('--json');
const names = args.filter((a) => !a.startsWith('--'));
const files = readdirSync('benchmarks')
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => names.length === 0 || names.includes(basename(f, '.bench.ts')))
  .sort();
if (files.length === 0) {
  console.error(`No benchmark matches ${names.join(', ')}.`);
  process.exit(2);
}

mkdirSync('.tmp', { recursive: true });
const results: Record<string, BenchTable[]> = {};
let failed = 0;
for (const file of files) {
  const name = basename(file, '.bench.ts');
  const out = join('.tmp', `bench-${name}.json`);
  rmSync(out, { force: true });
  console.log(`\nRunning ${name}…`);
  const started = performance.now();
  // Benchmarks run the app's tasks in their own thread (an inline pool): with the pool threads' young generation.
  const res = spawnSync('npx', ['tsx', '--expose-gc', `--max-semi-space-size=${POOL_YOUNG_GENERATION_MB / 3}`, 'benchmarks/lib/runOne.ts', join('benchmarks', file), out], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (res.status !== 0) {
    console.error(`${name} failed (exit ${res.status}).`);
    failed++;
    continue;
  }
  results[name] = JSON.parse(readFileSync(out, 'utf8'));
  for (const table of results[name]) console.log(`\n${formatTable(table)}`);
  console.log(`(${name}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

if (json) {
  mkdirSync('benchmarks/results', { recursive: true });
  const machine = { node: process.version, cpus: (await import('node:os')).cpus().length, at: new Date().toISOString() };
  writeFileSync('benchmarks/results/latest.json', JSON.stringify({ machine, results }, null, 2));
  console.log('\nWrote benchmarks/results/latest.json');
}
process.exit(failed ? 1 : 0);
