/** Mounts every area's routes under /api/v1. */
import { Hono } from 'hono';
import { authenticate } from '../auth/middleware';
import type { AppDeps, AppEnv } from '../deps';
import { contentRoutes } from './content/routes';
import { healthRoutes } from './health/routes';
import { switchesRoutes } from './switches/routes';

export function apiRoutes(deps: AppDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>({ strict: false });
  api.use('*', authenticate(deps));
  api.route('/health', healthRoutes(deps));
  api.route('/switches', switchesRoutes(deps));
  api.route('/', contentRoutes(deps));
  return api;
}
