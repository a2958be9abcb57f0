/**
 * The benchmark's record corpus: the sample collections at a given size, loaded once into a PGlite
 * data directory under .tmp (`.tmp/bench-records-<records>-<version>/`) with the gazetteer its birth
 * places resolve to, through the same load a first start runs. A directory holding a finished load
 * (its `ready.json`) is opened as it is, so reruns skip the load; delete the directory to load again.
 * Newer migrations run on open, as on any upgraded database. The GIN name-key index is built after the
 * rows, which loads a large corpus faster than growing the index row by row.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { openPGlite, openPGliteThread, type Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { rebuildPlaces } from '../../src/server/data/places/ensure';
import { rebuildPlaceAlternatives, rebuildQiaoxiang } from '../../src/server/data/placeNames/load';
import { rebuildSampleRecords, sampleRecordsVersion } from '../../src/server/data/records/load';

export interface Corpus {
  database: Database;
  dir: string;
  /** Seconds the load took (when this run loaded it, or as recorded by the run that did). */
  loadSeconds: number;
  records: number;
  persons: number;
  reused: boolean;
}

export function corpusDir(records: number): string {
  return resolve('.tmp', `bench-${sampleRecordsVersion(records).replaceAll('/', '-')}`);
}

/**
 * The corpus, loaded first when no earlier run left it. With `thread`, the database is opened in a thread
 * of its own, as the server opens it: a job's JavaScript (the hints join and scoring) then runs beside
 * the database's statements instead of between them.
 */
export async function openCorpus(records: number, out: (line: string) => void = (l) => console.log(l), options: { thread?: boolean } = {}): Promise<Corpus> {
  const dir = corpusDir(records);
  const marker = `${dir}/ready.json`;
  if (!existsSync(marker)) await (await loadCorpus(records, dir, marker, out)).close();
  const done = JSON.parse(readFileSync(marker, 'utf8')) as { loadSeconds: number; records: number; persons: number; };
  const database = options.thread ? await openPGliteThread(dir) : await openPGlite(dir);
  await migrateToLatest(database.db);
  return { database, dir, loadSeconds: done.loadSeconds, records: done.records, persons: done.persons, reused: !loadedHere.has(dir) };
}

/** Directories this process loaded (not reused from an earlier run). */
const loadedHere = new Set<string>();

async function loadCorpus(records: number, dir: string, marker: string, out: (line: string) => void): Promise<Database> {
  rmSync(dir, { recursive: true, force: true });
  const database = await openPGlite(dir);
  const db = database.db;
  await migrateToLatest(db);
  for (const load of [rebuildPlaceAlternatives, rebuildQiaoxiang, rebuildPlaces]) await load(db, out);
  const started = performance.now();
  await sql`DROP INDEX record_persons_keys`.execute(db);
  const { rows } = await rebuildSampleRecords(db, out, records);
  out('Building the name-key index…');
  await sql`CREATE INDEX record_persons_keys ON record_persons USING gin (search_keys)`.execute(db);
  await sql`ANALYZE`.execute(db);
  const loadSeconds = (performance.now() - started) / 1000;
  const persons = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM record_persons`.execute(db)).rows[0]!.n);
  writeFileSync(marker, JSON.stringify({ loadSeconds, records: rows, persons }));
  loadedHere.add(dir);
  out(`Corpus of ${rows.toLocaleString('en')} records ready in ${loadSeconds.toFixed(0)} s (${dir})`);
  return database;
}

// Run directly to build the cache ahead of the benchmark: npx tsx benchmarks/records/corpus.ts 1000000
if (process.argv[1]?.endsWith('corpus.ts')) {
  const corpus = await openCorpus(Number(process.argv[2] ?? 1_000_000));
  await corpus.database.close();
}
