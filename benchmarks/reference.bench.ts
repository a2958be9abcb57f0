/**
 * Reference data: the full dictionary's first-start load, then lookups by characters, pinyin and
 * English against a primary-key lookup of the same table in the same run (the floor of any
 * query through the database). Run: npm run bench -- reference
 */
import { mkdirSync, rmSync } from 'node:fs';
import { sql } from 'kysely';
import { rebuildDictionary } from '../src/server/data/dictionary/ensure';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { dictionaryQuerySchema } from '../src/protocol/dictionary';
import { lookUpWords } from '../src/server/modules/dictionary/service';
import type { BenchTable } from './lib/table';

const RUNS = 300;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timed(inputs: string[], fn: (input: string) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (const input of inputs.slice(0, 20)) await fn(input);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn(inputs[i % inputs.length]);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export default async function run(): Promise<BenchTable> {
  const dir = '.tmp/bench-reference';
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir });
  const db = database.db;
  await migrateToLatest(db);
  const rssBefore = process.memoryUsage().rss;
  const load = await rebuildDictionary(db, () => undefined);
  const rssAfter = process.memoryUsage().rss;

  // Inputs drawn evenly over the whole dictionary, the same every run.
  const { rows: sample } = await sql<{ id: number; simplified: string; pinyin: string; pinyin_key: string }>`
    SELECT id, simplified, pinyin, pinyin_key FROM dictionary_entries WHERE id % 400 = 7 ORDER BY id`.execute(db);
  const english = ['genealogy', 'ancestor', 'village', 'clan', 'temple', 'daughter', 'river', 'county', 'marriage', 'grave', 'tea', 'emigrant', 'ancestral hall', 'family tree', 'water', 'mountain'];
  const lookUp = (query: Record<string, string>) => lookUpWords(db, dictionaryQuerySchema.parse(query));

  const cases: [string, string[], (input: string) => Promise<unknown>][] = [
    ['primary key (baseline)', sample.map((r) => String(r.id)), (id) => db.selectFrom('dictionary_entries').selectAll().where('id', '=', Number(id)).execute()],
    ['search_cn (simplified)', sample.map((r) => r.simplified), (w) => lookUp({ search_cn: w })],
    ['q pinyin toneless', sample.map((r) => r.pinyin_key), (q) => lookUp({ q })],
    ['q pinyin tone numbers', sample.map((r) => r.pinyin), (q) => lookUp({ q })],
    ['q English word', english, (q) => lookUp({ q })],
  ];
  const rows: (string | number)[][] = [];
  for (const [name, inputs, fn] of cases) {
    const { p50, p95 } = await timed(inputs, fn);
    rows.push([name, inputs.length, p50.toFixed(2), p95.toFixed(2)]);
  }
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  return {
    title: 'Reference data: dictionary (CC-CEDICT) on PGlite',
    columns: ['lookup', 'distinct inputs', 'p50 ms', 'p95 ms'],
    rows,
    notes: [
      `Full load: ${load.rows.toLocaleString('en')} entries in ${(load.ms / 1000).toFixed(1)} s (parse in a thread, batches of 1,000 rows).`,
      `Process RSS before/after the load: ${Math.round(rssBefore / 1e6)} / ${Math.round(rssAfter / 1e6)} MB (PGlite runs in a thread of this process).`,
      `${RUNS} lookups each, through the service (page of 20 with total_count). Target p95 under 15 ms.`,
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatTable } = await import('./lib/table');
  console.log(formatTable(await run()));
}
