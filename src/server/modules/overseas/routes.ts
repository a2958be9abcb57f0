import { Hono } from 'hono';
import { destinationParamsSchema, destinationQuerySchema } from '../../../protocol/overseas';
import type { AppDeps, AppEnv } from '../../deps';
import { parseParams, parseQuery } from '../../http/validate';
import { destinationDetail, migrationRegions, searchDestinations } from './service';

/**
 * GET place/migration-regions/. Mounted under /place BEFORE the places module's routes, so this
 * fixed path is answered here rather than taken for a place id by `place/:id/`.
 */
export function migrationRegionRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false }).get('/migration-regions', async (c) => c.json(await migrationRegions(db)));
}

/** GET migration-destination/ (search, paged) and migration-destination/:place_id/, open to everyone. */
export function migrationDestinationRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .get('/', async (c) => c.json(await searchDestinations(db, parseQuery(c, destinationQuerySchema))))
    .get('/:place_id', async (c) => c.json(await destinationDetail(db, parseParams(c, destinationParamsSchema).place_id)));
}
