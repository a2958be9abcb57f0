/**
 * Full GEDCOM import on PGlite, through the real job: the upload stored, then parse, the batched write
 * (persons, couples, links, kept extras) and the first layout. Peak memory is the process's RSS
 * sampled every 20 ms while the import runs (PGlite's WebAssembly heap included). The database keeps
 * its files in a temporary data directory as the server's does (GEDCOM_BENCH_DB=memory: in memory).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { fromPGlite, pgliteExtensions } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { registerJobHandlers } from '../../src/server/jobs/handlers';
import { JobWorker } from '../../src/server/jobs/worker';
import { createLogger } from '../../src/server/logger';
import { IMPORT_JOB, runImport } from '../../src/server/modules/gedcom/importJob';
import { importStatus, startImport } from '../../src/server/modules/gedcom/service';
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

async function importOnce(bytes: Uint8Array, gc: () => void): Promise<ImportRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gedcom-bench-'));
  // The server keeps PGlite's files in its data directory; GEDCOM_BENCH_DB=memory keeps them in the
  // process instead (the tests' set-up), where every table and WAL segment also counts towards RSS.
  const onDisk = (process.env.GEDCOM_BENCH_DB ?? 'disk') !== 'memory';
  const database = fromPGlite(await PGlite.create(onDisk ? join(dataDir, 'db') : undefined, { extensions: pgliteExtensions }));
  try {
    const db = database.db;
    await migrateToLatest(db);
    const owner = await db.insertInto('users').values({ email: 'bench@example.com', password_hash: '!' }).returning('id').executeTakeFirstOrThrow();
    const worker = registerJobHandlers(new JobWorker(db, () => new Date(), createLogger('silent')));
    gc();
    let peak = process.memoryUsage().rss;
    const stages: Record<string, number> = {};
    const stageCpu: Record<string, number> = {};
    let stage = 'upload';
    let peakStage = stage;
    const sample = () => {
      const rss = process.memoryUsage().rss;
      if (rss > peak) [peak, peakStage] = [rss, stage];
    };
    const sampler = setInterval(sample, 20);
    let stageStart = performance.now();
    let stageCpuStart = process.cpuUsage();
    const started = stageStart;
    // Stage times from the job's own progress reports.
    worker.register(IMPORT_JOB, (job, ctx) =>
      runImport(job, {
        ...ctx,
        progress: (next, percent) => {
          if (next !== stage) {
            sample();
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
    const key = await startImport(db, dataDir, owner, { bytes, fileName: 'bench.ged', treeId: null }, new Date());
    await worker.drain();
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    clearInterval(sampler);
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

/** One import per size and version, each on a fresh PGlite database. */
export async function importBenchmark(sizes: number[], gc: () => void): Promise<BenchTable> {
  // GEDCOM_BENCH_IMPORT_VERSIONS=5.5.1 for a quicker run of one version.
  const versions = (process.env.GEDCOM_BENCH_IMPORT_VERSIONS ?? '5.5.1,7.0').split(',') as ('5.5.1' | '7.0')[];
  const rows: (string | number)[][] = [];
  for (const persons of sizes) {
    for (const version of versions) {
      const bytes = new TextEncoder().encode(generateGedcom({ persons, version }));
      const mb = (bytes.length / 2 ** 20).toFixed(1);
      const r = await importOnce(bytes, gc);
      const stage = (name: string) => (r.stages[name] !== undefined ? `${Math.round(r.stages[name]!)} / ${Math.round(r.stageCpu[name]!)}` : '-');
      rows.push([persons, version, mb, r.persons, r.families, Math.round(r.ms), Math.round(r.cpuMs), stage('parsing'), stage('saving'), stage('laying_out'), r.peakRssMb.toFixed(0), r.peakStage]);
      gc();
    }
  }
  return {
    title: `GEDCOM full import on PGlite (database ${(process.env.GEDCOM_BENCH_DB ?? 'disk') === 'memory' ? 'in memory' : 'files on disk, as the server runs'}): stored upload -> parse -> batched write into a hidden new tree -> first layout, one run each`,
    columns: ['persons', 'version', 'MB', 'persons in', 'families in', 'total ms', 'CPU ms', 'parsing ms (wall / CPU)', 'saving ms (wall / CPU)', 'laying_out ms (wall / CPU)', 'peak RSS MB', 'peak in'],
    rows,
    notes: [
      'targets: 100,000 persons under 20,000 ms total and under 1,536 MB peak RSS',
      '"CPU ms" is the process CPU time during the import (PGlite runs in this thread): on a busy shared machine it is nearer to what the import costs than the wall time',
      'stage times come from the job\'s progress reports; "saving" is the batched write (each batch its own statement, the tree shown by one last transaction), "laying_out" the first layout',
      'peak RSS is the whole process (node heap + PGlite WebAssembly memory), sampled every 20 ms; a fresh database per row, but later rows also carry what earlier rows left in the process',
    ],
  };
}
