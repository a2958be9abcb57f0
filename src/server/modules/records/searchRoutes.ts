/** Search calls at the API root: search-categories/ (open to everyone). */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../deps';
import { searchCategories } from './searchCategories';

export function recordSearchRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false }).get('/search-categories', async (c) => c.json(await searchCategories(db)));
}
