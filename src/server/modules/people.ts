/**
 * Routes under /api/people (outside /api/v1, as the spec names them): tree images, and the GEDCOM
 * import and export calls. The same login-key middleware as /api/v1.
 */
import { Hono } from 'hono';
import { authenticate } from '../auth/middleware';
import type { AppDeps, AppEnv } from '../deps';
import { treeImageRoutes } from './drawing/imageRoutes';
import { gedcomRoutes } from './gedcom/routes';

export function peopleRoutes(deps: AppDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>({ strict: false });
  api.use('*', authenticate(deps));
  api.route('/tree', treeImageRoutes(deps));
  api.route('/', gedcomRoutes(deps));
  return api;
}
