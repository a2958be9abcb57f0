/** Record calls under sources/: the indexed-record search, open to everyone (records hold no tree data). */
import { Hono } from 'hono';
import { recordSearchQuerySchema } from '../../../protocol/records';
import type { AppDeps, AppEnv } from '../../deps';
import { parseQuery } from '../../http/validate';
import { searchRecords } from './search';

export function recordRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false }).get('/search-mentions', async (c) => c.json(await searchRecords(db, parseQuery(c, recordSearchQuerySchema))));
}
