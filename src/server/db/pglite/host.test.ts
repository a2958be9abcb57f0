import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MessageChannel } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import type { DB } from '../schema';
import { withPriority } from '../priority';
import { PGliteDialect } from './dialect';
import { PGliteHost, REQUEST_GAP_MS } from './host';
import { PortLink } from './portLink';

let client: PGlite;
let host: PGliteHost;
beforeEach(async () => {
  client = await PGlite.create();
  host = new PGliteHost(client);
  await client.exec('CREATE TABLE t (id int PRIMARY KEY, v text)');
});
afterEach(() => host.close());

/** A Kysely over a port to the host, as a worker thread has. */
function overPort() {
  const { port1, port2 } = new MessageChannel();
  host.serve(port1);
  const link = new PortLink(port2);
  return { db: new Kysely<DB>({ dialect: new PGliteDialect(link) }), close: () => port2.close() };
}

describe('the PGlite host', () => {
  it("serves a member's request before a job's batch that was waiting longer", async () => {
    const order: string[] = [];
    const held = await host.acquire('job');
    const job = host.acquire('job').then((lease) => (order.push('job'), host.release(lease)));
    const request = host.acquire('request').then((lease) => (order.push('request'), host.release(lease)));
    host.release(held);
    await Promise.all([job, request]);
    expect(order).toEqual(['request', 'job']);
    expect(host.stats().longestWaitMs.job).toBeGreaterThanOrEqual(0);
  });

  it('keeps the connection free for a moment after a request, so its next statement goes before a waiting job', async () => {
    const order: string[] = [];
    const first = await host.acquire('request');
    const job = host.acquire('job').then((lease) => (order.push('job'), host.release(lease)));
    host.release(first);
    // The request's next statement arrives a few milliseconds later, inside the gap.
    await new Promise((r) => setTimeout(r, 2));
    const next = host.acquire('request').then((lease) => (order.push('request'), host.release(lease)));
    await Promise.all([job, next]);
    expect(order).toEqual(['request', 'job']);
  });

  it('gives a waiting job the connection once the gap after a request has passed', async () => {
    const first = await host.acquire('request');
    const job = host.acquire('job');
    const released = performance.now();
    host.release(first);
    const lease = await job;
    expect(performance.now() - released).toBeGreaterThanOrEqual(REQUEST_GAP_MS - 1);
    host.release(lease);
  });

  it('takes the priority of the caller from withPriority, through a port too', async () => {
    const remote = overPort();
    const held = await host.acquire('request');
    const order: string[] = [];
    const job = withPriority('job', () => sql`SELECT 1`.execute(remote.db)).then(() => order.push('job'));
    // Give the job's statement time to queue first.
    await new Promise((r) => setTimeout(r, 20));
    const request = sql`SELECT 2`.execute(remote.db).then(() => order.push('request'));
    await new Promise((r) => setTimeout(r, 20));
    host.release(held);
    await Promise.all([job, request]);
    expect(order).toEqual(['request', 'job']);
    remote.close();
  });

  it('keeps a transaction over a port whole, and keeps the error code of a failed statement', async () => {
    const remote = overPort();
    await remote.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO t VALUES (1, 'a')`.execute(trx);
      await sql`INSERT INTO t VALUES (2, 'b')`.execute(trx);
    });
    const err = await sql`INSERT INTO t VALUES (1, 'again')`.execute(remote.db).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ code: '23505', message: expect.stringMatching(/duplicate key/) });
    expect((await client.query('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 2 }]);
    remote.close();
  });

  it('rolls back a transaction whose thread went away, and frees the connection for others', async () => {
    const remote = overPort();
    let opened!: () => void;
    const inside = new Promise<void>((r) => (opened = r));
    const abandoned = remote.db
      .transaction()
      .execute(async (trx) => {
        await sql`INSERT INTO t VALUES (7, 'never committed')`.execute(trx);
        opened();
        await new Promise(() => undefined);
      })
      .catch(() => undefined);
    await inside;
    remote.close();
    const local = new Kysely<DB>({ dialect: new PGliteDialect(host.link()) });
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM t WHERE id = 7`.execute(local);
    expect(rows).toEqual([{ n: 0 }]);
    void abandoned;
  });

  it('answers each kind of slow statement once, at its slowest', async () => {
    const link = host.link();
    const lease = await host.acquire('request');
    for (let i = 0; i < 3; i++) await link.query(lease, 'request', 'SELECT pg_sleep(0.02)', []);
    // Far slower than the others, so a busy machine cannot swap their order.
    await link.query(lease, 'request', 'SELECT pg_sleep(0.25)', []);
    host.release(lease);
    const slowest = host.stats().slowest;
    expect(slowest.filter((e) => e.sql === 'SELECT pg_sleep(0.02)')).toHaveLength(1);
    expect(slowest[0]).toMatchObject({ sql: 'SELECT pg_sleep(0.25)' });
    expect(slowest[0].ms).toBeGreaterThanOrEqual(240);
  });
});
