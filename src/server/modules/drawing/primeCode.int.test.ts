import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../../tests/harness/db';
import type { Database } from '../../db/database';
import { threadPool, type TaskPool } from '../../jobs/pool';
import type { Tasks } from '../../jobs/tasks';
import { createLogger } from '../../logger';
import { primeDrawingCode } from './primeCode';

const until = async (done: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; !done() && Date.now() < end; ) await new Promise((resolve) => setTimeout(resolve, 20));
  return done();
};

describe('priming the drawing code of a pool thread', () => {
  it('runs its steps only while the thread is idle, and all of them once it is', async () => {
    let idle = false;
    let ran: number | undefined;
    const priming = primeDrawingCode(() => idle, 1).then((steps) => (ran = steps));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(ran).toBeUndefined();
    idle = true;
    await priming;
    // A layout afresh, one following its places, a diff, the columnar answer, a snapshot's round trip.
    expect(ran).toBe(5);
  });

  describe('in a pool thread of the app’s task registry', () => {
    let database: Database;
    let pool: TaskPool<Tasks>;
    const root = mkdtempSync(join(tmpdir(), 'xungen-prime-files-'));
    beforeAll(async () => {
      database = await testDatabase();
      pool = threadPool<Tasks>({ size: 1, tasks: new URL('../../jobs/tasks.ts', import.meta.url), database, logger: createLogger('silent'), logLevel: 'silent', files: { kind: 'directory', root } });
    });
    afterAll(async () => {
      await pool.close();
      await database.close();
      rmSync(root, { recursive: true, force: true });
    });

    it('is counted once the thread has run it, and the thread still runs tasks meanwhile', async () => {
      expect(pool.stats()).toMatchObject({ mode: 'threads', threads: 1, primed: 0 });
      const answer = await pool.run('job.run', { job: { id: 'none', kind: 'no.such.kind' } as never, nodeId: 'test', photoSecret: 'secret' }).catch((err: Error) => err);
      expect(answer).toBeInstanceOf(Error);
      expect((answer as Error).message).toMatch(/No handler for jobs of kind no\.such\.kind/);
      expect(await until(() => pool.stats().primed === 1, 60_000)).toBe(true);
    });
  });
});
