/**
 * Full GEDCOM import on PGlite, through the real job: the upload stored, then parse, one transaction
 * (persons, couples, links, kept extras) and the first layout. Peak memory is the process's RSS
 * sampled every 20 ms while the import runs (PGlite's WebAssembly heap included).
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
  peakRssMb: number;
  persons: number;
  families: number;
}

async function importOnce(bytes: Uint8Array, gc: () => void): Promise<ImportRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gedcom-bench-'));
  const database = fromPGlite(await PGlite.create({ extensions: pgliteExtensions }));
  try {
    const db = database.db;
    await migrateToLatest(db);
    const owner = await db.insertInto('users').values({ email: 'bench@example.com', password_hash: '!' }).returning('id').executeTakeFirstOrThrow();
    const worker = registerJobHandlers(new JobWorker(db, () => new Date(), createLogger('silent')));
    gc();
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const stages: Record<string, number> = {};
    let stage = 'upload';
    let stageStart = performance.now();
    const started = stageStart;
    // Stage times from the job's own progress reports.
    worker.register(IMPORT_JOB, (job, ctx) =>
      runImport(job, {
        ...ctx,
        progress: (next, percent) => {
          if (next !== stage) {
            const now = performance.now();
            stages[stage] = (stages[stage] ?? 0) + now - stageStart;
            stage = next;
            stageStart = now;
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
    stages[stage] = performance.now() - stageStart;
    peak = Math.max(peak, process.memoryUsage().rss);
    const s = await importStatus(db, owner, key);
    if (s.status !== 'done') throw new Error(`import ended ${s.status}: ${s.error?.message}`);
    return { ms, cpuMs: (used.user + used.system) / 1000, stages, peakRssMb: peak / 2 ** 20, persons: s.counts.persons, families: s.counts.families };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One import per size and version, each on a fresh PGlite database. */
export async function importBenchmark(sizes: number[], gc: () => void): Promise<BenchTable> {
  const rows: (string | number)[][] = [];
  for (const persons of sizes) {
    for (const version of ['5.5.1', '7.0'] as const) {
      const bytes = new TextEncoder().encode(generateGedcom({ persons, version }));
      const mb = (bytes.length / 2 ** 20).toFixed(1);
      const r = await importOnce(bytes, gc);
      const stage = (name: string) => (r.stages[name] !== undefined ? Math.round(r.stages[name]!) : '-');
      rows.push([persons, version, mb, r.persons, r.families, Math.round(r.ms), Math.round(r.cpuMs), stage('parsing'), stage('saving'), stage('laying_out'), r.peakRssMb.toFixed(0)]);
      gc();
    }
  }
  return {
    title: 'GEDCOM full import on PGlite: stored upload -> parse -> one transaction -> first layout, one run each',
    columns: ['persons', 'version', 'MB', 'persons in', 'families in', 'total ms', 'CPU ms', 'parsing ms', 'saving ms', 'laying_out ms', 'peak RSS MB'],
    rows,
    notes: [
      'targets: 100,000 persons under 20,000 ms total and under 1,536 MB peak RSS',
      '"CPU ms" is the process CPU time during the import (PGlite runs in this thread): on a busy shared machine it is nearer to what the import costs than the wall time',
      'stage times come from the job\'s progress reports; "saving" is the single transaction, "laying_out" the first layout',
      'peak RSS is the whole process (node heap + PGlite WebAssembly memory), sampled every 20 ms; a fresh database per row, but later rows also carry what earlier rows left in the process',
    ],
  };
}
