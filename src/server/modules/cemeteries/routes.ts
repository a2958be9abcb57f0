/** Cemetery calls at the API root, open to everyone: cemetery/, cemetery/:id/, burial-location/. */
import { Hono } from 'hono';
import { burialLocationQuerySchema, cemeteryDetailQuerySchema, cemeteryIdParamSchema, cemeteryListQuerySchema } from '../../../protocol/cemeteries';
import type { AppDeps, AppEnv } from '../../deps';
import { parseParams, parseQuery } from '../../http/validate';
import { hasPaidAccess } from '../subscriptions/service';
import { burialLocations, cemeteryDetail, listCemeteries } from './cemeteries';

export function cemeteryRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .get('/cemetery', async (c) => c.json(await listCemeteries(db, parseQuery(c, cemeteryListQuerySchema))))
    .get('/cemetery/:id', async (c) => c.json(await cemeteryDetail(db, parseParams(c, cemeteryIdParamSchema).id, parseQuery(c, cemeteryDetailQuerySchema), await hasPaidAccess(db, c.get('user'), deps.clock()))))
    .get('/burial-location', async (c) => c.json(await burialLocations(db, parseQuery(c, burialLocationQuerySchema))));
}
