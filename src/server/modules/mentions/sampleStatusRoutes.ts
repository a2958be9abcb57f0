/** GET records-sample/status/: how far the sample record collections have loaded (no login). */
import { Hono } from 'hono';
import { sampleRecordsState } from '../../data/records/load';
import type { AppDeps, AppEnv } from '../../deps';

export function sampleStatusRoutes(deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false }).get('/status', async (c) => c.json(await sampleRecordsState(deps.database.db)));
}
