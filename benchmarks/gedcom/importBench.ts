/**
 * Full GEDCOM import on PGlite, through the real job: the upload stored, then parse, the batched write
 * (persons, couples, links, kept extras) and the first layout. Each import runs in a fresh process
 * (this file run as a script), whose peak memory is the kernel's high-water mark of its resident set
 * (getrusage maxrss): PGlite's WebAssembly heap included, and no spike missed inside a long
 * synchronous step, which a timer sampling RSS cannot see. The database keeps its files in a
 * temporary data directory as the server's does (GEDCOM_BENCH_DB=memory: in memory).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { fromPGlite, pgliteExtensions } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { registerJobHandlers } from '../../src/server/jobs/handlers';
import { JobWorker } from '../../src/server/jobs/worker';
import { createLogger } from '../../src/server/logger';
import { IMPORT_JOB, runImport } from '../../src/server/modules/gedcom/importJob';
import { importStatus, startImport, storeUpload } from '../../src/server/modules/gedcom/service';
import type { BenchTable } from '../lib/table';
import { generateGedcom } from './generate';

interface ImportRun {
  ms: number;
  cpuMs: number;
  stages: Record<string, number>;
  stageCpu: Record<string, number>;
  peakRssMb: number;
  peakStage: string;
  persons: number;
  families: number;
}

const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;

/** getrusage's maxrss: the most this process has held resident so far, in bytes. */
const maxRss = () => process.resourceUsage().maxRSS * 1024;

const onDisk = () => (process.env.GEDCOM_BENCH_DB ?? 'disk') !== 'memory';

/**
 * A migrated database with the importing user, in `dir`, made by the parent process: the server
 * imports into a database it has opened many times, not one it has just created (PGlite's first
 * start runs initdb, whose own peak would hide the import's).
 */
async function prepareDatabase(dir: string): Promise<void> {
  const database = fromPGlite(await PGlite.create(dir, { extensions: pgliteExtensions }));
  try {
    await migrateToLatest(database.db);
    await database.db.insertInto('users').values({ email: OWNER, password_hash: '!' }).execute();
  } finally {
    await database.close();
  }
}

const OWNER = 'bench@example.com';

async function importOnce(bytes: Uint8Array, gc: () => void, dbDir: string | undefined): Promise<ImportRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gedcom-bench-'));
  // The server keeps PGlite's files in its data directory; GEDCOM_BENCH_DB=memory keeps them in the
  // process instead (the tests' set-up), where every table and WAL segment also counts towards RSS.
  const database = fromPGlite(await PGlite.create(dbDir, { extensions: pgliteExtensions }));
  try {
    const db = database.db;
    if (!dbDir) {
      await migrateToLatest(db);
      await db.insertInto('users').values({ email: OWNER, password_hash: '!' }).execute();
    }
    const owner = await db.selectFrom('users').select(['id', 'email', 'is_staff']).where('email', '=', OWNER).executeTakeFirstOrThrow();
    const worker = registerJobHandlers(new JobWorker(db, () => new Date(), createLogger('silent')));
    gc();
    const stages: Record<string, number> = {};
    const stageCpu: Record<string, number> = {};
    let stage = 'upload';
    // The high-water mark only rises: the stage during which it last rose holds the peak.
    let peak = maxRss();
    let peakStage = 'before the import';
    const sample = () => {
      const rss = maxRss();
      if (rss > peak) [peak, peakStage] = [rss, stage];
    };
    let stageStart = performance.now();
    let stageCpuStart = process.cpuUsage();
    const started = stageStart;
    // Stage times from the job's own progress reports.
    worker.register(IMPORT_JOB, (job, ctx) =>
      runImport(job, {
        ...ctx,
        progress: (next, percent) => {
          sample();
          if (next !== stage) {
            const now = performance.now();
            stages[stage] = (stages[stage] ?? 0) + now - stageStart;
            stageCpu[stage] = (stageCpu[stage] ?? 0) + cpuMs(process.cpuUsage(stageCpuStart));
            stage = next;
            stageStart = now;
            stageCpuStart = process.cpuUsage();
          }
          return ctx.progress(next, percent);
        },
      }),
    );
    const cpu = process.cpuUsage();
    const key = await startImport(db, dataDir, owner, { filePath: await storeUpload(dataDir, bytes), fileName: 'bench.ged', treeId: null }, new Date());
    await worker.drain();
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    stages[stage] = (stages[stage] ?? 0) + performance.now() - stageStart;
    stageCpu[stage] = (stageCpu[stage] ?? 0) + cpuMs(process.cpuUsage(stageCpuStart));
    sample();
    const s = await importStatus(db, owner, key);
    if (s.status !== 'done') throw new Error(`import ended ${s.status}: ${s.error?.message}`);
    return { ms, cpuMs: cpuMs(used), stages, stageCpu, peakRssMb: peak / 2 ** 20, peakStage, persons: s.counts.persons, families: s.counts.families };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * One import in a child process running this file, so that its peak memory is that import's alone
 * (a process's high-water mark never comes down) and holds what a server process importing it would.
 */
export async function importInChild(bytes: Uint8Array): Promise<ImportRun> {
  const dir = mkdtempSync(join(tmpdir(), 'gedcom-bench-file-'));
  try {
    const file = join(dir, 'bench.ged');
    const out = join(dir, 'run.json');
    const dbDir = onDisk() ? join(dir, 'db') : '';
    if (dbDir) await prepareDatabase(dbDir);
    writeFileSync(file, bytes);
    const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), file, out, dbDir], { stdio: ['ignore', 'inherit', 'inherit'] });
    if (child.status !== 0) throw new Error(`the import process ended with ${child.status ?? child.signal}`);
    return JSON.parse(readFileSync(out, 'utf8')) as ImportRun;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One import per size and version, each on a fresh PGlite database in a fresh process. */
export async function importBenchmark(sizes: number[]): Promise<BenchTable> {
  // GEDCOM_BENCH_IMPORT_VERSIONS=5.5.1 for a quicker run of one version.
  const versions = (process.env.GEDCOM_BENCH_IMPORT_VERSIONS ?? '5.5.1,7.0').split(',') as ('5.5.1' | '7.0')[];
  const rows: (string | number)[][] = [];
  for (const persons of sizes) {
    for (const version of versions) {
      const bytes = new TextEncoder().encode(generateGedcom({ persons, version }));
      const mb = (bytes.length / 2 ** 20).toFixed(1);
      const r = await importInChild(bytes);
      const stage = (name: string) => (r.stages[name] !== undefined ? `${Math.round(r.stages[name]!)} / ${Math.round(r.stageCpu[name]!)}` : '-');
      rows.push([persons, version, mb, r.persons, r.families, Math.round(r.ms), Math.round(r.cpuMs), stage('parsing'), stage('saving'), stage('laying_out'), r.peakRssMb.toFixed(0), r.peakStage]);
    }
  }
  return {
    title: `GEDCOM full import on PGlite (database ${onDisk() ? 'files on disk, as the server runs' : 'in memory'}): stored upload -> parse -> batched write into a hidden new tree -> first layout, one run each`,
    columns: ['persons', 'version', 'MB', 'persons in', 'families in', 'total ms', 'CPU ms', 'parsing ms (wall / CPU)', 'saving ms (wall / CPU)', 'laying_out ms (wall / CPU)', 'peak RSS MB', 'peak reached in'],
    rows,
    notes: [
      'targets: 100,000 persons under 20,000 ms total and under 1,536 MB peak RSS',
      '"CPU ms" is the process CPU time during the import (PGlite runs in this thread): on a busy shared machine it is nearer to what the import costs than the wall time',
      'stage times come from the job\'s progress reports; "saving" is the batched write (each batch its own short transaction, the tree shown by one last one), "laying_out" the first layout',
      'peak RSS is the high-water mark (getrusage maxrss) of a fresh process that loads the modules, reads the file and runs the import: node heap, PGlite WebAssembly memory and code; "peak reached in" is the stage during which it last rose',
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The child: import the file, write the measurements.
  const [file, out, dbDir] = process.argv.slice(2) as [string, string, string];
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  const run = await importOnce(new Uint8Array(readFileSync(file)), gc, dbDir || undefined);
  writeFileSync(out, JSON.stringify(run));
  process.exit(0);
}
