/**
 * Family websites: the server-rendered home page of a public site built from a 5,000-person tree
 * (page weight as sent, gzip and brotli, and render time through the real app: createApp, the
 * /fws page route, the redacted site graph, migration places, pedigree), beside a 50-person site and
 * the bare health call (SELECT 1) in the same run. Run: npm run bench -- fws
 * (FWS_BENCH_PERSONS to change the large size.)
 */
import { cpus, loadavg } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { issueKey } from '../src/server/auth/keys';
import { insertTreeGraph } from '../src/server/tree/load';
import { benchApp, type BenchApp } from './lib/benchApp';
import { generateTree } from '../src/server/tree/generateTree';
import type { BenchTable } from './lib/table';

const LARGE = Number(process.env.FWS_BENCH_PERSONS ?? 5_000);
const SMALL = 50;
const RUNS = 40;
/** The issue's budget for a page before images. */
const BUDGET = 150 * 1024;

const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** A member with a tree of `persons` and a public site from its founder; answers the site's home path. */
async function siteOf({ app, database, now }: BenchApp, persons: number, username: string): Promise<{ path: string; firstPart: string | null; insertMs: number }> {
  const db = database.db;
  const owner = await db.insertInto('users').values({ email: `${username}@example.com`, password_hash: '!' }).returning('id').executeTakeFirstOrThrow();
  const key = await issueKey(db, owner.id, now);
  const graph = generateTree({ persons, seed: 1 });
  const t = performance.now();
  const tree = await db.insertInto('family_trees').values({ owner_id: owner.id, name: `${username} tree`, is_public: false }).returning('id').executeTakeFirstOrThrow();
  const ids = await db.transaction().execute((trx) => insertTreeGraph(trx, tree.id, graph, now));
  const founder = ids.get(graph.persons[0]!.id)!;
  await db.updateTable('family_trees').set({ home_person_id: founder }).where('id', '=', tree.id).execute();
  await sql`ANALYZE`.execute(db);
  const insertMs = performance.now() - t;
  const res = await app.request('/api/v1/familywebsite/', {
    method: 'POST',
    headers: { authorization: `Token ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ username, site_name: 'family', family_tree_id: tree.id, start_person_id: founder, is_public: true, title: 'The Wong family', introduction: 'From Taishan to the world.' }),
  });
  if (res.status !== 201) throw new Error(`creating the site answered ${res.status}: ${await res.text()}`);
  const path = `/fws/${username}/family`;
  const home = await (await app.request(path)).text();
  const part = new RegExp(`href="(${path}/(?!people|gallery|person-)[^"?#]+)"`).exec(home);
  return { path, firstPart: part?.[1] ?? null, insertMs };
}

interface Timing {
  n: number;
  p50: number;
  p95: number;
  cpu: number;
  bytes: number;
  gzip: number;
  brotli: number;
}

async function timePage(app: BenchApp['app'], path: string, runs = RUNS): Promise<Timing> {
  for (let i = 0; i < 3; i++) await (await app.request(path)).arrayBuffer();
  const ms: number[] = [];
  const cpu: number[] = [];
  let body = new Uint8Array();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const c = process.cpuUsage();
    const res = await app.request(path);
    body = new Uint8Array(await res.arrayBuffer());
    ms.push(performance.now() - started);
    cpu.push(cpuMs(process.cpuUsage(c)));
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${new TextDecoder().decode(body)}`);
  }
  ms.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { n: runs, p50: quantile(ms, 0.5), p95: quantile(ms, 0.95), cpu: quantile(cpu, 0.5), bytes: body.byteLength, gzip: gzipSync(body).byteLength, brotli: brotliCompressSync(body).byteLength };
}

export default async function run(): Promise<BenchTable> {
  const bench = await benchApp();
  try {
    const small = await siteOf(bench, SMALL, 'small-family');
    const large = await siteOf(bench, LARGE, 'large-family');
    const rows: (string | number)[][] = [];
    const add = (label: string, r: Timing) => rows.push([label, r.n, r.p50.toFixed(1), r.p95.toFixed(1), r.cpu.toFixed(1), r.bytes, r.gzip, r.brotli]);
    add('GET /api/v1/health/ (SELECT 1, baseline)', await timePage(bench.app, '/api/v1/health/', 200));
    add(`GET ${small.path} home, ${SMALL} persons (baseline)`, await timePage(bench.app, small.path));
    const home = await timePage(bench.app, large.path);
    add(`GET ${large.path} home, ${LARGE.toLocaleString('en')} persons`, home);
    if (large.firstPart) add(`GET ${large.firstPart} first branch page, ${LARGE.toLocaleString('en')} persons`, await timePage(bench.app, large.firstPart, 20));
    add(`GET ${large.path}/people (index page 1), ${LARGE.toLocaleString('en')} persons`, await timePage(bench.app, `${large.path}/people`, 20));
    return {
      title: `Family website pages (server-rendered HTML, PGlite, in process, app.request)`,
      columns: ['page', 'n', 'p50 ms', 'p95 ms', 'CPU p50 ms', 'bytes', 'gzip bytes', 'brotli bytes'],
      rows,
      notes: [
        `trees: generateTree seed 1 (${SMALL} and ${LARGE.toLocaleString('en')} persons; insert of the large one ${(large.insertMs / 1000).toFixed(1)} s), each site started from the founder, public, read logged out`,
        `the large home page is ${(home.bytes / 1024).toFixed(1)} KB before images (budget ${BUDGET / 1024} KB: ${home.bytes <= BUDGET ? 'within' : 'OVER'}); gzip and brotli at their default levels, computed here (the page itself is sent as rendered)`,
        'every read loads the tree as it is now (a tree edit shows at the next read), so the time includes the tree load and redaction of the living',
        'the bench database has no gazetteer loaded, so migration places are listed but not resolved to points (the map query is still made)',
        `machine load average at the end: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores (other work shares them)`,
      ],
    };
  } finally {
    await bench.database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatTable } = await import('./lib/table');
  run().then((table) => console.log(formatTable(table)));
}
