import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../tests/harness/app';
import { createLogger } from '../logger';
import { claimNext, enqueue, getJob, recoverInterrupted } from './queue';
import { JobInputError, JobWorker } from './worker';

let t: TestApp;
let worker: JobWorker;
beforeEach(async () => {
  t = await testApp();
  worker = new JobWorker(t.database.db, () => t.clock.now, createLogger('silent'));
});
afterEach(() => t.close());

describe('job queue', () => {
  it('runs a job, reports progress and keeps the result', async () => {
    const seen: number[] = [];
    worker.register('sum', async (job, ctx) => {
      await ctx.progress('adding', 50);
      seen.push((await getJob(ctx.db, job.id))!.progress);
      const { a, b } = job.payload as { a: number; b: number };
      return { total: a + b };
    });
    const id = await enqueue(t.database.db, { kind: 'sum', payload: { a: 2, b: 3 }, now: t.clock.now });
    expect((await getJob(t.database.db, id))!.status).toBe('queued');
    expect(await worker.drain()).toBe(1);
    const job = await getJob(t.database.db, id);
    expect(seen).toEqual([50]);
    expect(job).toMatchObject({ status: 'done', progress: 100, result: { total: 5 }, error: null, attempts: 1 });
  });

  it('fails at once on bad input, keeping the line number', async () => {
    worker.register('parse', async () => {
      throw new JobInputError('Line 7: level jumps from 1 to 3', 7);
    });
    const id = await enqueue(t.database.db, { kind: 'parse', payload: {}, now: t.clock.now });
    await worker.drain();
    expect(await getJob(t.database.db, id)).toMatchObject({ status: 'failed', error: { message: 'Line 7: level jumps from 1 to 3', line: 7 }, attempts: 1 });
  });

  it('retries an unexpected failure later, then gives up after max attempts', async () => {
    let calls = 0;
    worker.register('flaky', async () => {
      calls++;
      throw new Error('disk full');
    });
    const id = await enqueue(t.database.db, { kind: 'flaky', payload: {}, now: t.clock.now, maxAttempts: 2 });
    await worker.drain();
    expect((await getJob(t.database.db, id))!.status).toBe('queued');
    expect(await worker.drain()).toBe(0); // backoff: not ready yet
    t.clock.advance(60_000);
    await worker.drain();
    expect(calls).toBe(2);
    expect(await getJob(t.database.db, id)).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('puts a job interrupted by a restart back in the queue, and fails it when out of attempts', async () => {
    const db = t.database.db;
    const a = await enqueue(db, { kind: 'import', payload: {}, now: t.clock.now, maxAttempts: 2 });
    await claimNext(db, ['import'], t.clock.now); // a process took it, then died
    expect(await recoverInterrupted(db, t.clock.now)).toBe(1);
    expect((await getJob(db, a))!.status).toBe('queued');
    await claimNext(db, ['import'], t.clock.now);
    await recoverInterrupted(db, t.clock.now);
    expect(await getJob(db, a)).toMatchObject({ status: 'failed', error: { message: expect.stringMatching(/interrupted/) } });
  });

  it('never hands one job to two claimers, and skips kinds it has no handler for', async () => {
    const db = t.database.db;
    await enqueue(db, { kind: 'other', payload: {}, now: t.clock.now });
    const id = await enqueue(db, { kind: 'x', payload: {}, now: t.clock.now });
    const [first, second] = await Promise.all([claimNext(db, ['x'], t.clock.now), claimNext(db, ['x'], t.clock.now)]);
    expect([first?.id, second?.id].filter(Boolean)).toEqual([id]);
  });

  it('answers nothing for an id that is not a uuid', async () => {
    expect(await getJob(t.database.db, 'nope')).toBeUndefined();
  });
});
