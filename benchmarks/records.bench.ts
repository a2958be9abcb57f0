/**
 * The indexed-record search on the 1,000,000-record sample corpus (RECORDS_BENCH_SIZE to change),
 * through the real app (createApp, validation, the search with its facets) on PGlite: name + place +
 * year, name only, a Chinese name with a two-character given name, and flexible search, p50 and p95
 * (target p95 under 150 ms), beside fetching one record by its code in the same run (the baseline).
 * Then cross-script recall on the generator's known identities: of the records naming one person, the
 * share a search by any one of that person's spellings finds, beside a plain exact-spelling match
 * (target at least 95%). Last, the load time of the corpus (loaded once into .tmp and reused, see
 * records/corpus.ts) and, with RECORDS_BENCH_LOAD=200000, a fresh load of the default 200,000.
 * With XUNGEN_BENCH_PG=postgres://… the same searches also run on PostgreSQL (records/postgres.ts).
 * Run: npm run bench -- records
 */
import { rmSync } from 'node:fs';
import { benchApp } from './lib/benchApp';
import type { BenchTable } from './lib/table';
import { corpusDir, openCorpus } from './records/corpus';
import { recallTable } from './records/recall';
import { searchTable } from './records/searches';
import { postgresCorpus } from './records/postgres';

const RECORDS = Number(process.env.RECORDS_BENCH_SIZE ?? 1_000_000);
const LOAD = Number(process.env.RECORDS_BENCH_LOAD ?? 0);

export default async function run(): Promise<BenchTable[]> {
  const corpus = await openCorpus(RECORDS);
  const tables: BenchTable[] = [];
  try {
    const { app } = await benchApp({}, corpus.database);
    tables.push(await searchTable(app, corpus.database.db, `${corpus.records.toLocaleString('en')} records (${corpus.persons.toLocaleString('en')} persons) on PGlite`));
    tables.push(await recallTable(corpus.database.db));
    const pgUrl = process.env.XUNGEN_BENCH_PG;
    if (pgUrl) {
      const pg = await postgresCorpus(pgUrl, corpus.database.db);
      try {
        const { app: pgApp } = await benchApp({}, pg);
        tables.push(await searchTable(pgApp, pg.db, `${corpus.records.toLocaleString('en')} records on PostgreSQL`));
      } finally {
        await pg.close();
      }
    }
  } finally {
    await corpus.database.close();
  }
  const loads: (string | number)[][] = [[RECORDS.toLocaleString('en'), corpus.persons.toLocaleString('en'), corpus.loadSeconds.toFixed(0), corpus.reused ? 'an earlier run (cached in .tmp)' : 'this run']];
  if (LOAD) {
    const fresh = await openCorpus(LOAD);
    loads.push([LOAD.toLocaleString('en'), fresh.persons.toLocaleString('en'), fresh.loadSeconds.toFixed(0), fresh.reused ? 'an earlier run (cached in .tmp)' : 'this run']);
    await fresh.database.close();
    if (!fresh.reused) rmSync(corpusDir(LOAD), { recursive: true, force: true });
  }
  tables.push({
    title: 'Sample corpus load into PGlite (generate in a worker thread, build name keys, import each collection, then the name-key index)',
    columns: ['records', 'record persons', 'load s', 'measured by'],
    rows: loads,
    notes: [`The ${RECORDS.toLocaleString('en')}-record corpus is kept in ${corpusDir(RECORDS)}; delete it to load again.`, 'The gazetteer the birth places resolve to is loaded first and not counted.'],
  });
  return tables;
}
