import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../tests/harness/db';
import { createTestUser } from '../../../tests/harness/users';
import type { Database } from '../db/database';
import { DirectoryStore } from '../files/store';
import { HttpError } from '../http/errors';
import { createLogger } from '../logger';
import { JobPaused } from './errors';
import { inlinePool, POOL_YOUNG_GENERATION_MB, threadPool, type TaskPool } from './pool';
import { tasks, type TestTasks } from './testTasks';

let database: Database;
let pool: TaskPool<TestTasks>;
const files = new DirectoryStore(mkdtempSync(join(tmpdir(), 'xungen-pool-files-')));
beforeAll(async () => {
  database = await testDatabase();
  pool = threadPool<TestTasks>({ size: 2, tasks: new URL('./testTasks.ts', import.meta.url), database, logger: createLogger('silent'), logLevel: 'silent', files: { kind: 'directory', root: files.root } });
});
afterAll(async () => {
  await pool.close();
  await database.close();
  rmSync(files.root, { recursive: true, force: true });
});

describe('the worker pool (threads)', () => {
  it('runs a task on the same database, through the thread’s own link', async () => {
    await createTestUser(database.db);
    const direct = Number((await database.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(direct).toBeGreaterThan(0);
    expect(await pool.run('test.countUsers', null)).toBe(direct);
  });

  it('gives its threads a young generation of 64 MB semi-spaces, where V8 would grow it to 16 MB ones', async () => {
    // The new space is the two semi-spaces: 128 MB once grown, against 32 MB with V8's default.
    expect(await pool.run('test.youngGeneration', undefined)).toBe((2 * POOL_YOUNG_GENERATION_MB) / 3);
  });

  it('opens the app’s file store in the thread', async () => {
    await files.put('pool/hello.txt', Buffer.from('stored here'), 'text/plain');
    expect(await pool.run('test.storedText', { key: 'pool/hello.txt' })).toBe('stored here');
    expect(await pool.run('test.storedText', { key: 'pool/missing.txt' })).toBeNull();
  });

  it('moves bytes from a thread whole', async () => {
    const { bytes, size } = await pool.run('test.bytes', { size: 8 << 20 });
    expect(bytes.byteLength).toBe(size);
    expect(bytes[size - 1]).toBe(7);
  });

  it('hands errors over as they were thrown: an HTTP error with its status and fields, any other with its message', async () => {
    const refused = await pool.run('test.refuse', undefined).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 400, message: 'Not like this.', fields: { name: ['Too short.'] } });
    const crashed = await pool.run('test.crash', undefined).catch((e: unknown) => e);
    expect(crashed).toBeInstanceOf(Error);
    expect((crashed as Error).message).toBe('the disk is full');
    expect((crashed as Error).stack).toMatch(/in a worker thread/);
  });

  it('sends tasks of one key to one thread, and members’ tasks away from the thread a job holds', async () => {
    const seen = new Set<number>();
    for (let i = 0; i < 6; i++) seen.add(await pool.run('test.whoami', undefined, { affinity: 'tree-a' }));
    expect(seen.size).toBe(1);

    const stop = new AbortController();
    const job = pool.run('test.untilAborted', null, { background: true, signal: stop.signal });
    const threads = new Set<number>();
    for (const key of ['tree-a', 'tree-b', 'tree-c', 'tree-d', 'tree-e']) threads.add(await pool.run('test.whoami', undefined, { affinity: key }));
    expect(threads.size).toBe(1);
    expect(pool.stats()).toMatchObject({ mode: 'threads', threads: 2, background: 1 });
    stop.abort(new JobPaused());
    // The task stops at its next check, with the reason it was given, as the same class.
    await expect(job).rejects.toBeInstanceOf(JobPaused);
    expect(pool.stats().background).toBe(0);
  });

  it("shares a crowd of one tree's tasks with another thread", async () => {
    const threads = await Promise.all(Array.from({ length: 10 }, () => pool.run('test.slowWhoami', { ms: 100 }, { affinity: 'popular-tree' })));
    expect(new Set(threads).size).toBe(2);
  });

  it('replaces a thread that stopped, failing only the task it was running', async () => {
    await expect(pool.run('test.exit', undefined)).rejects.toThrow(/worker thread stopped/);
    expect(typeof (await pool.run('test.whoami', undefined))).toBe('number');
    expect(await pool.run('test.countUsers', null)).toBeGreaterThan(0);
  });
});

describe('the inline pool', () => {
  it('runs the same tasks in this thread, refusing input a thread could not receive', async () => {
    const inline = inlinePool(tasks, { db: database.db, clock: () => new Date(), logger: createLogger('silent') });
    expect(await inline.run('test.countUsers', null)).toBeGreaterThan(0);
    await expect(inline.run('test.bytes', { size: 4, extra: () => 1 } as unknown as { size: number })).rejects.toThrow(/could not be cloned/);
    expect(inline.stats()).toMatchObject({ mode: 'inline', done: 1, failed: 1 });
  });
});
