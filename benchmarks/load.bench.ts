/**
 * The server under a crowd: 200 connections on 127.0.0.1 for a minute, in a realistic mix (a quarter
 * each: GET health/, a visitor's draw of the demo tree, a person read, a visitor's tree search), against
 * a bare Hono handler answering health with the same 200 connections in the same run. The real server
 * runs on the embedded database, started once before, with the per-address write limits raised (every
 * connection here comes from one address). Record search joins the mix once it exists.
 * Run: npx tsx benchmarks/load.bench.ts   (LOAD_BENCH_SECONDS=10 for a quicker run)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { TreeDetails } from '../src/protocol/trees';
import { startServer } from '../tests/harness/serverProcess';
import type { BenchTable } from './lib/table';

const seconds = Number(process.env.LOAD_BENCH_SECONDS ?? 60);
const CONNECTIONS = 200;

interface Target {
  label: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
}

type Result = { label: string; rps: number; p50: number; p99: number; errors: number; requests: number };

/** The targets at once, the connections shared among them; one result each. */
async function crowd(url: string, targets: Target[]): Promise<Result[]> {
  const each = Math.floor(CONNECTIONS / targets.length);
  const runs = await Promise.all(
    targets.map((t) =>
      autocannon({ url: url + t.path, method: t.method ?? 'GET', body: t.body, headers: t.body ? { 'content-type': 'application/json' } : {}, connections: each, duration: seconds }),
    ),
  );
  return runs.map((r, i) => ({ label: targets[i].label, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx + r.timeouts, requests: r.requests.total }));
}

export default async function run(): Promise<BenchTable> {
  const rows: (string | number)[][] = [];
  // The baseline has all 200 connections to itself.
  const bare = await startServer({}, 'benchmarks/health/bareServer.ts');
  let baseline: Result;
  try {
    [baseline] = await crowd(bare.url, [{ label: 'bare Hono handler, GET health/ (baseline)', path: '/api/v1/health/' }]);
  } finally {
    await bare.stop();
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'xungen-load-'));
  const env = { DATA_DIR: dataDir, RATE_LIMIT_IP_MULTIPLIER: '10000' };
  try {
    await (await startServer(env)).stop();
    const server = await startServer(env);
    try {
      const demo = (await (await fetch(`${server.url}/api/v1/familytree/demo/`)).json()) as { object_id: string };
      const tree = (await (await fetch(`${server.url}/api/v1/familytree/${demo.object_id}/`)).json()) as TreeDetails;
      const results = await crowd(server.url, [
        { label: 'GET health/', path: '/api/v1/health/' },
        { label: 'POST draw/ of the demo tree (visitor)', path: `/api/v1/familytree/${demo.object_id}/draw/`, method: 'POST', body: '{}' },
        { label: 'GET person/{id}/ (visitor)', path: `/api/v1/person/${tree.home_person}/` },
        { label: 'GET familytree/{id}/search/?query=wong (visitor)', path: `/api/v1/familytree/${demo.object_id}/search/?query=wong` },
      ]);
      const total = results.reduce((s, r) => s + r.rps, 0);
      for (const r of [...results, { label: 'the mix, all four', rps: total, p50: NaN, p99: NaN, errors: results.reduce((s, x) => s + x.errors, 0), requests: 0 }]) {
        rows.push([r.label, Math.round(r.rps), Number.isNaN(r.p50) ? '' : r.p50, Number.isNaN(r.p99) ? '' : r.p99, r.errors, (r.rps / baseline.rps).toFixed(3)]);
      }
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  rows.push([baseline.label, Math.round(baseline.rps), baseline.p50, baseline.p99, baseline.errors, '1.000']);
  return {
    title: `Load: ${CONNECTIONS} connections for ${seconds} s on 127.0.0.1, a mix of four calls (${CONNECTIONS / 4} connections each) on PGlite`,
    columns: ['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'req/s vs baseline'],
    rows,
    notes: [
      'the baseline answers from memory; each call of the mix makes one or more round trips to the embedded database, whose one connection serves them in turn',
      'errors count failed connections, timeouts and answers other than 2xx (a 429 from the write limits among them)',
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatTable } = await import('./lib/table');
  console.log(formatTable(await run()));
}
