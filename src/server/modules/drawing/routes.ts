import { Hono } from 'hono';
import { diffRequestSchema, drawRequestSchema, expandControlRequestSchema } from '../../../protocol/draw';
import type { AppDeps, AppEnv } from '../../deps';
import { parseBody } from '../../http/validate';
import { fileUrlSecret } from '../../files/urls';
import { jsonResponse } from '../../lib/bytes';
import { treeAccess } from '../trees/access';
import { expandControl } from './service';

/**
 * POST familytree/{id}/draw/, diff/ and expand-control/: readable by anyone who may see the tree. The
 * layout and the diff are made in the worker pool, on the thread that keeps this tree, and arrive as
 * the JSON to answer.
 */
export function drawingRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const photoSecret = () => fileUrlSecret(deps.config.dataDir).toString('hex');
  return new Hono<AppEnv>({ strict: false })
    .post('/:id/draw', async (c) => {
      const access = { ...(await treeAccess(db, c.req.param('id'), c.get('user'))), photoSecret: photoSecret() };
      const req = await parseBody(c, drawRequestSchema);
      const json = await deps.pool.run('drawing.draw', { access, req, now: deps.clock() }, { affinity: access.tree.id });
      return jsonResponse(json);
    })
    .post('/:id/diff', async (c) => {
      const access = { ...(await treeAccess(db, c.req.param('id'), c.get('user'))), photoSecret: photoSecret() };
      const req = await parseBody(c, diffRequestSchema);
      const json = await deps.pool.run('drawing.diff', { access, req, now: deps.clock() }, { affinity: access.tree.id });
      return jsonResponse(json);
    })
    .post('/:id/expand-control', async (c) => {
      const access = await treeAccess(db, c.req.param('id'), c.get('user'));
      return c.json(await expandControl(db, access, await parseBody(c, expandControlRequestSchema)));
    });
}
