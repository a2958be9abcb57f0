import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../deps';
import { readSwitches } from './service';

export function switchesRoutes(deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false }).get('/', async (c) => c.json(await readSwitches(deps.database.db)));
}
