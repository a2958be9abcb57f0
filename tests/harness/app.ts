/**
 * A createApp instance on a fresh database for one test, with a silent logger and a clock the test
 * can move. `request` goes through the real Hono app (no socket); `json` adds the JSON headers.
 */
import { createApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/database';
import type { AppDeps } from '../../src/server/deps';
import { registerJobHandlers } from '../../src/server/jobs/handlers';
import { inlinePool } from '../../src/server/jobs/pool';
import { tasks } from '../../src/server/jobs/tasks';
import { JobWorker } from '../../src/server/jobs/worker';
import { createLogger } from '../../src/server/logger';
import { fileStore } from '../../src/server/files/store';
import { fileUrlSecret } from '../../src/server/files/urls';
import { testDatabase } from './db';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  deps: AppDeps;
  clock: { now: Date; advance(ms: number): void };
  request(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
  /** The app of another API node on the same database: nothing cached (a pool of its own). */
  otherNode(): ReturnType<typeof createApp>;
  close(): Promise<void>;
}

export async function testApp(overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  const database = await testDatabase();
  const clock = {
    now: new Date('2026-11-21T08:00:00Z'),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const logger = createLogger(process.env.LOG_LEVEL ?? 'silent');
  const config: AppDeps['config'] = { version: 'test', nodeEnv: 'test', publicUrl: 'http://localhost:3000', dataDir: '.tmp/test-data', writeLimits: false };
  // The store the app uses (the test's, or the directory under its data directory): jobs and tasks get the same.
  const files = fileStore({ files: overrides.files, config: overrides.config ?? config });
  // The worker is not started: a test runs queued jobs with `t.deps.jobs.drain()`.
  // As main.ts: jobs sign card pictures with the key the drawing routes use.
  const photoSecret = fileUrlSecret((overrides.config ?? config).dataDir).toString('hex');
  const jobs = registerJobHandlers(new JobWorker(database.db, () => clock.now, logger, { files, photoSecret }));
  // Tasks run in this thread, on the test's database and clock (tests that need threads make a threadPool).
  const pool = inlinePool(tasks, { db: database.db, clock: () => clock.now, logger, files });
  const deps: AppDeps = {
    database,
    logger,
    clock: () => clock.now,
    jobs,
    pool,
    // Tests of other things make more calls than a member would: the write limits have tests of their own.
    config,
    files,
    ...overrides,
  };
  const app = createApp(deps);
  return {
    app,
    database,
    deps,
    clock,
    request(path, init = {}) {
      const { json, token, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('content-type', 'application/json');
      if (token) headers.set('authorization', `Token ${token}`);
      return Promise.resolve(
        app.request(path, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body }),
      );
    },
    otherNode: () => createApp({ ...deps, pool: inlinePool(tasks, { db: database.db, clock: () => clock.now, logger, files }) }),
    close: () => pool.close().then(() => database.close()),
  };
}
