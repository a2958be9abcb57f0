import { Hono } from 'hono';
import { placeSearchQuerySchema } from '../../../protocol/places';
import type { AppDeps, AppEnv } from '../../deps';
import { parseQuery } from '../../http/validate';
import { searchPlaces } from './service';

/** GET place/search/: the gazetteer, open to everyone. */
export function placeRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false }).get('/search', async (c) => c.json(await searchPlaces(db, parseQuery(c, placeSearchQuerySchema))));
}
