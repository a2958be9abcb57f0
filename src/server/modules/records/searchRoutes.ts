/**
 * Search calls at the API root, open to everyone: search-categories/, and the newspapers and obituary
 * sources among the record sources (newspaper/, obituaries-sources/: the source search narrowed to
 * those types; the sample collections hold none, so they answer an empty page until one is imported).
 */
import { Hono } from 'hono';
import { sourceSearchQuerySchema } from '../../../protocol/records';
import type { AppDeps, AppEnv } from '../../deps';
import { parseQuery } from '../../http/validate';
import { searchCategories } from './searchCategories';
import { searchSources } from './sources';

const typedSources = sourceSearchQuerySchema.omit({ source_type: true });

export function recordSearchRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .get('/search-categories', async (c) => c.json(await searchCategories(db)))
    .get('/newspaper', async (c) => c.json(await searchSources(db, { ...parseQuery(c, typedSources), source_type: ['newspaper'] })))
    .get('/obituaries-sources', async (c) => c.json(await searchSources(db, { ...parseQuery(c, typedSources), source_type: ['obituary-index'] })));
}
