import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../tests/harness/app';
import { createLogger } from '../logger';
import { claimNext, completeJob, enqueue, failJob, getJob, recoverInterrupted, reportProgress, type Job } from './queue';
import { JobInputError, JobWorker, type JobContext } from './worker';

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

describe('job leases across nodes', () => {
  const LEASE = 30_000;
  /** A handler that works in steps with a checkpoint between them, as an import does between batches. */
  const stepping = (steps: number, log: string[], name: string) => async (job: Job, ctx: JobContext) => {
    for (let i = 0; i < steps; i++) {
      ctx.checkpoint();
      log.push(`${name} ${i}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    return { by: name };
  };

  it('leaves a running job to its node until the lease runs out, then another node takes it over and the first cannot finish it', async () => {
    const db = t.database.db;
    const id = await enqueue(db, { kind: 'work', payload: {}, now: t.clock.now });
    const a = new JobWorker(db, () => t.clock.now, createLogger('silent'), { leaseMs: LEASE });
    // Node A takes the job, then stops renewing (it died, or its thread stalled).
    const claimed = await claimNext(db, ['work'], t.clock.now, a.nodeId);
    expect(claimed).toMatchObject({ id, locked_by: a.nodeId, attempts: 1 });

    const log: string[] = [];
    const b = new JobWorker(db, () => t.clock.now, createLogger('silent'), { leaseMs: LEASE }).register('work', stepping(2, log, 'B'));
    t.clock.advance(LEASE / 2);
    expect(await recoverInterrupted(db, t.clock.now, new Date(t.clock.now.getTime() - LEASE))).toBe(0);
    expect(await b.drain()).toBe(0);
    t.clock.advance(LEASE);
    expect(await recoverInterrupted(db, t.clock.now, new Date(t.clock.now.getTime() - LEASE))).toBe(1);
    expect(await b.drain()).toBe(1);
    expect(log).toEqual(['B 0', 'B 1']);
    expect(await getJob(db, id)).toMatchObject({ status: 'done', result: { by: 'B' }, attempts: 2, locked_by: null });
    // A wakes up: its word on the job no longer counts.
    expect(await completeJob(db, id, { by: 'A' }, t.clock.now, a.nodeId)).toBe(false);
    expect(await reportProgress(db, id, 'saving', 50, t.clock.now, a.nodeId)).toBe(false);
    expect(await failJob(db, id, { message: 'late' }, t.clock.now, true, a.nodeId)).toBe('done');
    expect(await getJob(db, id)).toMatchObject({ status: 'done', result: { by: 'B' } });
  });

  it('stops a job at its next checkpoint when another node took it over, without finishing it', async () => {
    const db = t.database.db;
    const id = await enqueue(db, { kind: 'slow', payload: {}, now: t.clock.now });
    const log: string[] = [];
    const a = new JobWorker(db, () => t.clock.now, createLogger('silent'), { leaseMs: 90 }).register('slow', async (job, ctx) => {
      for (let i = 0; ; i++) {
        ctx.checkpoint();
        log.push(`A ${i}`);
        // Meanwhile another node took the job over (as after an expired lease).
        if (i === 1) await db.updateTable('jobs').set({ locked_by: 'another-node' }).where('id', '=', job.id).execute();
        await new Promise((r) => setTimeout(r, 40));
      }
    });
    await a.drain();
    expect(log.length).toBeGreaterThanOrEqual(2);
    expect(log.length).toBeLessThan(10);
    expect(await getJob(db, id)).toMatchObject({ status: 'running', locked_by: 'another-node' });
  });

  it('pauses the running job at its next checkpoint on shutdown and puts it back in the queue, the attempt not counted', async () => {
    const db = t.database.db;
    const id = await enqueue(db, { kind: 'long', payload: {}, now: t.clock.now });
    const log: string[] = [];
    const worker = new JobWorker(db, () => t.clock.now, createLogger('silent'), { pollMs: 10 }).register('long', stepping(1000, log, 'A'));
    await worker.start();
    while (log.length < 3) await new Promise((r) => setTimeout(r, 5));
    await worker.stop({ pause: true, graceMs: 5000 });
    const steps = log.length;
    expect(steps).toBeLessThan(1000);
    expect(await getJob(db, id)).toMatchObject({ status: 'queued', stage: 'queued', attempts: 0, locked_by: null });
    // After the restart it runs again from the start and finishes.
    const again = new JobWorker(db, () => t.clock.now, createLogger('silent')).register('long', stepping(2, log, 'B'));
    expect(await again.drain()).toBe(1);
    expect(await getJob(db, id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('takes back at once, on start, the jobs of an earlier run of an embedded database (a database no other node shares)', async () => {
    const db = t.database.db;
    const id = await enqueue(db, { kind: 'work', payload: {}, now: t.clock.now });
    await claimNext(db, ['work'], t.clock.now, 'the-process-that-died');
    const log: string[] = [];
    const sole = new JobWorker(db, () => t.clock.now, createLogger('silent'), { sole: true, pollMs: 60_000 }).register('work', stepping(1, log, 'S'));
    await sole.start();
    await sole.stop();
    expect(await getJob(db, id)).toMatchObject({ status: 'queued', attempts: 1 });
    // A node that shares its database waits for the lease instead.
    await claimNext(db, ['work'], t.clock.now, 'a-live-node');
    const shared = new JobWorker(db, () => t.clock.now, createLogger('silent'), { pollMs: 60_000 }).register('work', stepping(1, log, 'P'));
    await shared.start();
    await shared.stop();
    expect(await getJob(db, id)).toMatchObject({ status: 'running', locked_by: 'a-live-node' });
  });
});
