/**
 * Health endpoint under a bounded load on 127.0.0.1: the real server (createApp, auth middleware,
 * a database round trip on PGlite) against a bare Hono handler in the same run.
 * Run: npx tsx benchmarks/health.bench.ts  (HEALTH_BENCH_SECONDS to change the 5 s per target)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../tests/harness/serverProcess';
import type { BenchTable } from './lib/table';

const seconds = Number(process.env.HEALTH_BENCH_SECONDS ?? 5);
const connections = 10;

async function measure(label: string, entry: string, env: Record<string, string>) {
  const server = await startServer(env, entry);
  try {
    const url = `${server.url}/api/v1/health/`;
    await autocannon({ url, connections, duration: 1 }); // warm-up
    const result = await autocannon({ url, connections, duration: seconds });
    return { label, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, rss: server.peakRssMb() };
  } finally {
    await server.stop();
  }
}

export default async function run(): Promise<BenchTable> {
  const dataDir = mkdtempSync(join(tmpdir(), 'xungen-bench-'));
  try {
    const bare = await measure('bare Hono handler (baseline)', 'benchmarks/health/bareServer.ts', {});
    const real = await measure('GET /api/v1/health/ (PGlite)', 'src/server/main.ts', { DATA_DIR: dataDir, NODE_ENV: 'production' });
    const rows = [bare, real].map((r) => [
      r.label,
      Math.round(r.rps),
      r.p50,
      r.p99,
      r.errors,
      r.rss.toFixed(0),
      (r.rps / bare.rps).toFixed(2),
    ]);
    return {
      title: `Health endpoint, ${connections} connections for ${seconds} s on 127.0.0.1`,
      columns: ['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'peak RSS MB', 'req/s vs baseline'],
      rows,
      notes: ['The real server does a database round trip per request; the baseline answers from memory.'],
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatTable } = await import('./lib/table');
  console.log(formatTable(await run()));
}
