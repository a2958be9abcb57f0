/**
 * Routes under /api/people (outside /api/v1, as the spec names them): tree images, and the GEDCOM
 * import and export calls. The login key is read for both by the app (app.ts).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { treeImageRoutes } from './drawing/imageRoutes';
import { gedcomRoutes } from './gedcom/routes';

export function peopleRoutes(deps: AppDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>({ strict: false });
  api.route('/tree', treeImageRoutes(deps));
  api.route('/', gedcomRoutes(deps));
  return api;
}
