/** Tasks for the worker pool's own tests: which thread ran, bytes moved, errors and aborts carried across. */
import { getHeapSpaceStatistics } from 'node:v8';
import { threadId } from 'node:worker_threads';
import { sql } from 'kysely';
import { readAll } from '../files/store';
import { badRequest } from '../http/errors';
import type { TaskContext } from './pool';

export const tasks = {
  'test.whoami': async () => threadId,
  'test.storedText': async ({ key }: { key: string }, ctx: TaskContext) => {
    const obj = await ctx.files.get(key);
    return obj ? (await readAll(obj)).toString() : null;
  },
  'test.slowWhoami': async ({ ms }: { ms: number }) => {
    await new Promise((r) => setTimeout(r, ms));
    return threadId;
  },
  'test.bytes': async ({ size }: { size: number }) => {
    const bytes = new Uint8Array(size);
    bytes[size - 1] = 7;
    return { bytes, size };
  },
  'test.countUsers': async (_: null, ctx: TaskContext) => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(ctx.db)).rows[0].n,
  'test.refuse': async () => {
    throw badRequest('Not like this.', { name: ['Too short.'] });
  },
  'test.crash': async () => {
    throw new Error('the disk is full');
  },
  /** Runs until aborted, checking between steps as a job does between batches; answers its thread. */
  'test.untilAborted': async (_: null, ctx: TaskContext) => {
    for (;;) {
      if (ctx.signal.aborted) throw ctx.signal.reason;
      await new Promise((r) => setTimeout(r, 5));
    }
  },
  'test.exit': async () => process.exit(3),
  /** Makes short-lived objects until the young generation has grown to its bound; answers its size in MB. */
  'test.youngGeneration': async () => {
    const kept: { n: number; list: number[] }[] = [];
    for (let i = 0; i < 3_000_000; i++) {
      kept.push({ n: i, list: [i] });
      if (kept.length > 500_000) kept.length = 0;
    }
    const space = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
    return (space?.space_size ?? 0) / 2 ** 20;
  },
};

export type TestTasks = typeof tasks;
