/**
 * Timed record searches through the app: each kind of search asked REQUESTS times with names, places
 * and years of persons drawn from the corpus itself (the same draw every run), each answer with its
 * facets, beside one record fetched by its code (GET person-mentions/:code/) as the baseline.
 */
import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database';
import { splitChineseName } from '../../src/server/chinese/script';
import type { BenchApp } from '../lib/benchApp';
import type { BenchTable } from '../lib/table';

const REQUESTS = Number(process.env.RECORDS_BENCH_REQUESTS ?? 40);
const TARGET_MS = 150;

interface Drawn {
  record_code: string;
  surname: string;
  first_name: string;
  name_zh: string | null;
  birth_year: number | null;
  birth_place: string | null;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** Persons named in the current imports, in a fixed pseudo-random order. */
export async function drawPersons(db: Db, where: string, n: number): Promise<Drawn[]> {
  const { rows } = await sql<Drawn>`
    SELECT rp.record_code, rp.surname, rp.first_name, rp.name_zh, rp.birth_year, rp.birth_place
      FROM record_persons rp JOIN record_collections c ON c.id = rp.collection_id AND c.current_import = rp.import_id
     WHERE ${sql.raw(where)} ORDER BY md5(rp.record_code || rp.position) LIMIT ${n}`.execute(db);
  return rows;
}

export async function searchTable(app: BenchApp['app'], db: Db, corpus: string): Promise<BenchTable> {
  const placed = await drawPersons(db, "rp.birth_place IS NOT NULL AND rp.birth_year IS NOT NULL AND rp.surname <> '' AND rp.first_name <> ''", REQUESTS);
  const named = await drawPersons(db, "rp.surname <> '' AND rp.first_name <> ''", REQUESTS);
  const chinese = (await drawPersons(db, 'rp.name_zh IS NOT NULL AND char_length(rp.name_zh) = 3', REQUESTS * 3)).filter((p) => [...splitChineseName(p.name_zh!).given].length === 2).slice(0, REQUESTS);

  const time = async (label: string, paths: string[]) => {
    for (const p of paths.slice(0, 3)) await (await app.request(p)).arrayBuffer();
    const ms: number[] = [];
    let total = 0;
    for (const p of paths) {
      const started = performance.now();
      const res = await app.request(p);
      const body = (await res.json()) as { meta?: { total_count: number } };
      ms.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`${p}: ${res.status} ${JSON.stringify(body)}`);
      total += body.meta?.total_count ?? 1;
    }
    ms.sort((a, b) => a - b);
    return { label, p50: quantile(ms, 0.5), p95: quantile(ms, 0.95), matches: Math.round(total / paths.length) };
  };
  const search = (params: Record<string, string | number | boolean>) => `/api/v1/sources/search-mentions/?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;
  const county = (place: string) => place.split(',')[0]!.trim();

  const baseline = await time('one record by code: GET person-mentions/:code/ (baseline)', named.map((p) => `/api/v1/person-mentions/${p.record_code}/`));
  const rows = [
    await time('surname + first name + birth place + birth year ±2', placed.map((p) => search({ surname: p.surname, first_name: p.first_name, birth_location: county(p.birth_place!), birth_year: p.birth_year!, birth_year_approx: 2 }))),
    await time('surname + first name', named.map((p) => search({ surname: p.surname, first_name: p.first_name }))),
    await time('Chinese name, 2-character given name (黄永胜)', chinese.map((p) => search({ surname: splitChineseName(p.name_zh!).surname, first_name: splitChineseName(p.name_zh!).given }))),
    await time('Chinese 2-character given name alone (永胜)', chinese.map((p) => search({ first_name: splitChineseName(p.name_zh!).given }))),
    await time('surname alone', named.map((p) => search({ surname: p.surname }))),
    await time('flexible: name + birth place + birth year ±2', placed.map((p) => search({ surname: p.surname, first_name: p.first_name, birth_location: county(p.birth_place!), birth_year: p.birth_year!, birth_year_approx: 2, is_flexible: true }))),
  ];
  return {
    title: `Record search with facets, ${corpus}, ${REQUESTS} requests each, through the app`,
    columns: ['search', 'p50 ms', 'p95 ms', `p95 under ${TARGET_MS} ms`, 'matches (mean)', 'p95 vs baseline'],
    rows: [baseline, ...rows].map((r) => [r.label, r.p50.toFixed(1), r.p95.toFixed(1), r.p95 < TARGET_MS ? 'yes' : 'NO', r.matches, (r.p95 / baseline.p95).toFixed(1)]),
    notes: ['Names, places and years are those of persons drawn from the corpus (the same draw every run); each answer carries a page of 10 and the facets (category, collection, decade, birth county, images).'],
  };
}
