import { sql } from 'kysely';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Health, HealthDetail } from '../../../protocol/common';
import { requireUser } from '../../auth/middleware';
import type { AppDeps, AppEnv } from '../../deps';
import { forbidden } from '../../http/errors';
import { parseQuery } from '../../http/validate';

const healthQuerySchema = z.object({
  detail: z.enum(['0', '1']).optional(),
  /** With detail: start the event-loop figures again after answering them (a benchmark's phases). */
  reset: z.enum(['0', '1']).optional(),
});

const mb = (bytes: number) => Math.round(bytes / 1048576);

/**
 * Health answers only after a real round trip to the database. With ?detail=1, staff (and nobody
 * else) also get this node's figures: event-loop delay and blocks, the worker pool, the jobs, and on
 * PGlite the waits for its one connection.
 */
export function healthRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false }).get('/', async (c) => {
    const q = parseQuery(c, healthQuerySchema);
    await sql`SELECT 1`.execute(db);
    const body: Health = { status: 'ok', version: deps.config.version, database: deps.database.kind };
    if (q.detail !== '1') return c.json(body);
    if (!requireUser(c).is_staff) throw forbidden('Health details are for staff.');
    const counts = await db
      .selectFrom('jobs')
      .select((eb) => [
        eb.fn.count<number>(eb.case().when('status', '=', 'queued').then(1).end()).as('queued'),
        eb.fn.count<number>(eb.case().when('status', '=', 'running').then(1).end()).as('running'),
      ])
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow();
    const memory = process.memoryUsage();
    const figures = deps.monitor?.figures(q.reset === '1');
    const detailed: HealthDetail = {
      ...body,
      detail: {
        node: deps.jobs.nodeId,
        uptime_s: Math.round(process.uptime()),
        memory_mb: { rss: mb(memory.rss), heap_used: mb(memory.heapUsed) },
        event_loop: figures ?? { delay_ms: { p50: 0, p99: 0, max: 0, mean: 0 }, blocks_over_50ms: 0, longest_block: null, since: new Date().toISOString() },
        pool: deps.pool.stats(),
        jobs: { running_here: deps.jobs.runningJob ?? null, queued: Number(counts.queued), running: Number(counts.running) },
        database_host: (await deps.database.hostStats?.()) ?? null,
      },
    };
    return c.json(detailed);
  });
}
