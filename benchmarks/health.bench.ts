/**
 * Health endpoint under a bounded load on 127.0.0.1: the real server (createApp, auth middleware,
 * a database round trip on PGlite) against a bare Hono handler in the same run.
 * Run: npx tsx benchmarks/health.bench.ts  (HEALTH_BENCH_SECONDS to change the 5 s per target)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../tests/harness/postgresCluster';
import type { BenchTable } from './lib/table';

const seconds = Number(process.env.HEALTH_BENCH_SECONDS ?? 5);
const connections = 10;

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not become healthy`);
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function measure(label: string, entry: string, env: Record<string, string>) {
  const port = await freePort();
  // node itself, with the tsx loader, so child.pid is the server whose memory we read.
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }, stdio: 'ignore' });
  try {
    const url = `http://127.0.0.1:${port}/api/v1/health/`;
    await waitFor(url, child);
    await autocannon({ url, connections, duration: 1 }); // warm-up
    const result = await autocannon({ url, connections, duration: seconds });
    const rss = peakRssMb(child.pid!);
    return { label, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, rss };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
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
