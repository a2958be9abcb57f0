/**
 * API nodes are stateless: two server processes on one PostgreSQL (the test's own database), a member
 * editing through one and drawing through the other, both taking jobs from one queue. One is killed
 * in the middle of a job: the other takes it over once its lease has run out, and every job is done
 * exactly once. Runs in the PostgreSQL part of npm test (the embedded database is one process's).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { generateGedcom } from '../../benchmarks/gedcom/generate';
import type { DiffResponse, DrawResponse } from '../../src/protocol/draw';
import type { TreeDetails } from '../../src/protocol/trees';
import type { Database } from '../../src/server/db/database';
import { testDatabase } from '../harness/db';
import { startServer, type ServerProcess } from '../harness/serverProcess';
import { testDbKind } from '../harness/templates';
import { createTestUser } from '../harness/users';
import { Member } from './client';

const LEASE_SECONDS = 3;
const JOBS = 6;

const servers: ServerProcess[] = [];
let database: Database | undefined;
let dir = '';
afterAll(async () => {
  for (const s of servers) await s.stop('SIGKILL');
  await database?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(testDbKind() !== 'postgresql')('two API nodes on one PostgreSQL', { timeout: 240_000 }, () => {
  it('serves one member through either node, shares the job queue, and takes over the job of a node that died', async () => {
    database = await testDatabase();
    const link = database.link();
    if (link.kind !== 'postgresql') throw new Error('expected PostgreSQL');
    const owner = await createTestUser(database.db);
    // Both nodes keep uploads in one folder, as they would in one object store.
    dir = mkdtempSync(join(tmpdir(), 'xungen-nodes-'));
    const env = { DATABASE_URL: link.url, DATA_DIR: dir, JOB_LEASE_SECONDS: String(LEASE_SECONDS), WORKER_THREADS: '1', DATABASE_POOL_SIZE: '4' };
    const [a, b] = await Promise.all([startServer(env), startServer(env)]);
    servers.push(a, b);
    const viaA = new Member(a.url, owner.key);
    const viaB = new Member(b.url, owner.key);

    // An edit through A, its diff from B, which has nothing of the tree cached.
    const tree = await viaA.call<TreeDetails>('POST', '/api/v1/familytree/create/', { name: 'Shared', start_person: { first_names: [{ type: 'given', value: 'Ah Sing' }], surnames: [{ type: 'birth', value: 'Wong' }], gender: 'm' } });
    const drawn = await viaA.call<DrawResponse>('POST', `/api/v1/familytree/${tree.id}/draw/`, {});
    await viaA.call('PATCH', `/api/v1/person/${tree.home_person}/`, { first_names: [{ type: 'given', value: '亞成' }] });
    const diff = await viaB.call<DiffResponse>('POST', `/api/v1/familytree/${tree.id}/diff/`, { map_hash: drawn.map_hash });
    expect(diff.data_update.find((p) => p.object_id === tree.home_person)?.card.full_name).toContain('亞成');
    const again = await viaA.call<DrawResponse>('POST', `/api/v1/familytree/${tree.id}/draw/`, {});
    expect(again.map_hash).toBe(diff.map_hash);

    // Imports queued through both nodes; both nodes' workers take them.
    const keys: string[] = [];
    for (let i = 0; i < JOBS; i++) keys.push(await (i % 2 ? viaB : viaA).upload(generateGedcom({ persons: 4000, version: '5.5.1', seed: i + 1 }), `family-${i}.ged`));
    // Kill A while it runs one of them.
    const aRunning = async () =>
      (await sql<{ id: string }>`SELECT id FROM jobs WHERE status = 'running' AND locked_by LIKE ${`%:${a.child.pid}:%`}`.execute(database!.db)).rows[0]?.id;
    let taken: string | undefined;
    for (let i = 0; i < 600 && !taken; i++) {
      taken = await aRunning();
      if (!taken) await new Promise((r) => setTimeout(r, 50));
    }
    expect(taken).toBeDefined();
    await a.stop('SIGKILL');

    const done = [];
    for (const key of keys) done.push(await viaB.follow(key, undefined, 180_000));
    expect(done.map((s) => s.status)).toEqual(keys.map(() => 'done'));
    const jobs = await database.db.selectFrom('jobs').select(['id', 'attempts', 'locked_by', 'status']).where('id', 'in', keys).execute();
    const takenOver = jobs.find((j) => j.id === taken)!;
    // Run a second time by B after A's lease ran out: the first run never finished.
    expect(takenOver.attempts).toBe(2);
    expect(jobs.filter((j) => j.id !== taken).every((j) => j.attempts === 1)).toBe(true);
    // Each import made exactly one tree, and no hidden half-written tree is left.
    const trees = await database.db.selectFrom('family_trees').select(['name', 'import_key']).where('owner_id', '=', owner.id).execute();
    for (let i = 0; i < JOBS; i++) expect(trees.filter((t) => t.name === `family-${i}`)).toHaveLength(1);
    expect(trees.filter((t) => t.import_key !== null)).toEqual([]);
    const imports = await database.db.selectFrom('gedcom_imports').select('tree_id').where('import_key', 'in', keys).execute();
    expect(imports.every((r) => r.tree_id !== null)).toBe(true);
  });
});
