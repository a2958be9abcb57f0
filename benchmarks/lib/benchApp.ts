/**
 * The real app on a fresh in-memory PGlite for a benchmark: migrated, with a silent logger, a fixed
 * clock, a job worker that is not started (no call measured queues a job) and tasks run in this thread
 * (the tables time the work itself, not the hand-over to a thread).
 */
import { PGlite } from '@electric-sql/pglite';
import { createApp } from '../../src/server/app';
import type { AppConfig } from '../../src/server/deps';
import { fromPGlite, pgliteExtensions, type Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { registerJobHandlers } from '../../src/server/jobs/handlers';
import { inlinePool } from '../../src/server/jobs/pool';
import { tasks } from '../../src/server/jobs/tasks';
import { JobWorker } from '../../src/server/jobs/worker';
import { createLogger } from '../../src/server/logger';

export interface BenchApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  now: Date;
}

/** `database`: an open, migrated database to serve (a benchmark's cached corpus); a fresh one otherwise. */
export async function benchApp(config: Partial<AppConfig> = {}, given?: Database): Promise<BenchApp> {
  const database = given ?? fromPGlite(await PGlite.create({ extensions: pgliteExtensions }));
  const db = database.db;
  if (!given) await migrateToLatest(db);
  const now = new Date();
  const logger = createLogger('silent');
  const app = createApp({
    database,
    logger,
    clock: () => now,
    jobs: registerJobHandlers(new JobWorker(db, () => now, logger)),
    pool: inlinePool(tasks, { db, clock: () => now, logger }),
    config: { version: 'bench', nodeEnv: 'test', publicUrl: 'http://localhost:3000', dataDir: '.tmp/bench-data', ...config },
  });
  return { app, database, now };
}
