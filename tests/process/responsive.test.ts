/**
 * The real server, as `npm start` runs it on the embedded database, while a large GEDCOM import runs:
 * other members' calls keep being answered, over a kept-alive connection too; killed in the middle of
 * the import it comes back with the import resumed; on SIGTERM it finishes what it is doing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Agent, request } from 'node:http';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateGedcom } from '../../benchmarks/gedcom/generate';
import type { DrawResponse } from '../../src/protocol/draw';
import { loginKey, manage, startServer, type ServerProcess } from '../harness/serverProcess';
import { Member } from './client';

/** The import the health calls are timed against: large enough that every stage takes seconds. */
const PERSONS = 30_000;
/** The imports that are killed, paused and resumed: a few dozen batches, so the middle is a batch boundary among many. */
const RESUMED = 8_000;
const EMAIL = 'genealogist@example.com';
const PASSWORD = 'plum-blossom-1908';

/** A data folder migrated once with the member in it (15 s on PGlite); each test starts from a copy. */
let prepared = '';
beforeAll(() => {
  prepared = mkdtempSync(join(tmpdir(), 'xungen-process-prepared-'));
  manage({ DATA_DIR: prepared }, ['user:create', '--email', EMAIL, '--password', PASSWORD]);
}, 60_000);
afterAll(() => rmSync(prepared, { recursive: true, force: true }));

let dir = '';
const servers: ServerProcess[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.stop('SIGKILL');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function setUp(extra: Record<string, string> = {}): Promise<{ env: Record<string, string>; server: ServerProcess; member: Member }> {
  dir = mkdtempSync(join(tmpdir(), 'xungen-process-'));
  cpSync(prepared, dir, { recursive: true });
  const env = { DATA_DIR: dir, ...extra };
  const server = await start(env);
  return { env, server, member: new Member(server.url, await loginKey(server.url, EMAIL, PASSWORD)) };
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer(env);
  servers.push(server);
  return server;
}

/** A GET over `agent`, timed; rejects on a reset connection. */
function timedGet(url: string, agent: Agent): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode ?? 0 }));
    });
    req.on('error', reject);
    req.end();
  });
}

const gedcom = (persons: number) => generateGedcom({ persons, version: '5.5.1' });

describe('the server process under a large import', { timeout: 180_000 }, () => {
  it('answers health calls in under a second while it imports, on a kept-alive connection and on fresh ones, and resets none', async () => {
    const { server, member } = await setUp();
    // One connection kept alive through the whole import, idle between calls, and fresh ones.
    const kept = new Agent({ keepAlive: true, maxSockets: 1 });
    const fresh = new Agent({ keepAlive: false });
    const key = await member.upload(gedcom(PERSONS), 'large.ged');
    const calls: { ms: number; status: number }[] = [];
    let importing = true;
    const probe = (async () => {
      while (importing) {
        calls.push(await timedGet(`${server.url}/api/v1/health/`, kept));
        calls.push(await timedGet(`${server.url}/api/v1/health/`, fresh));
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const stages = new Set<string>();
    const done = await member.follow(key, (s) => (stages.add(s.status), false));
    importing = false;
    await probe;
    kept.destroy();
    expect(done).toMatchObject({ status: 'done', counts: { persons: PERSONS } });
    // The calls ran during the import's stages, not only around them.
    expect([...stages]).toEqual(expect.arrayContaining(['saving']));
    expect(calls.length).toBeGreaterThan(10);
    expect(calls.every((c) => c.status === 200)).toBe(true);
    expect(Math.max(...calls.map((c) => c.ms))).toBeLessThan(1000);
  });

  it('killed in the middle of an import, comes back and finishes it, with one tree and nothing half written', async () => {
    const { env, server, member } = await setUp();
    const key = await member.upload(gedcom(RESUMED), 'killed.ged');
    const midway = await member.follow(key, (s) => s.status === 'saving' && s.progress >= 45);
    expect(midway.status).toBe('saving');
    await server.stop('SIGKILL');
    const again = await start(env);
    const done = await member.follow(key, undefined, 120_000, again.url);
    expect(done).toMatchObject({ status: 'done', counts: { persons: RESUMED } });
    const trees = await member.call<{ objects: { object_id: string; name: string }[] }>('GET', '/api/v1/familytree/list/', undefined, again.url);
    expect(trees.objects.filter((t) => t.name === 'killed')).toHaveLength(1);
    expect(trees.objects.find((t) => t.name === 'killed')?.object_id).toBe(done.tree_id);
  });

  it('on SIGTERM finishes the request in flight, pauses the running import for the restart and exits cleanly', async () => {
    const { env, server, member } = await setUp({ LOG_LEVEL: 'info' });
    const first = await member.follow(await member.upload(gedcom(RESUMED), 'first.ged'));
    expect(first.status).toBe('done');
    const second = await member.upload(gedcom(RESUMED), 'second.ged');
    await member.follow(second, (s) => s.status === 'saving' && s.progress >= 40);
    // A large drawing in flight when the signal comes.
    const drawing = fetch(`${server.url}/api/v1/familytree/${first.tree_id}/draw/`, { method: 'POST', headers: { authorization: `Token ${member.key}`, 'content-type': 'application/json' }, body: '{}' });
    await new Promise((r) => setTimeout(r, 150));
    server.child.kill('SIGTERM');
    const res = await drawing;
    expect(res.status).toBe(200);
    const drawn = (await res.json()) as DrawResponse;
    expect(drawn.persons.length).toBeGreaterThan(100);
    expect(await server.exited).toBe(0);
    // Paused at a batch boundary and put back in the queue, not left running for the restart to find.
    expect(server.output()).toMatch(/job paused for shutdown/);
    expect(server.output()).toMatch(/"msg":"stopped"/);
    expect(server.output()).not.toMatch(/ECONNRESET|unhandled/i);

    const again = await start(env);
    const resumed = await member.follow(second, undefined, 120_000, again.url);
    expect(resumed).toMatchObject({ status: 'done', counts: { persons: RESUMED } });
    // It was waiting in the queue: the new process had nothing interrupted to take back.
    expect(again.output()).not.toMatch(/were recovered/);
  });
});
