import { sql } from 'kysely';
import { Hono } from 'hono';
import type { Health } from '../../../protocol/common';
import type { AppDeps, AppEnv } from '../../deps';

/** Health answers only after a real round trip to the database. */
export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false }).get('/', async (c) => {
    await sql`SELECT 1`.execute(deps.database.db);
    const body: Health = { status: 'ok', version: deps.config.version, database: deps.database.kind };
    return c.json(body);
  });
}
