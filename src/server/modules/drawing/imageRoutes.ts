import { Hono } from 'hono';
import { treeImageQuerySchema, type TreeImageResponse } from '../../../protocol/treeImage';
import type { AppDeps, AppEnv } from '../../deps';
import { parseQuery } from '../../http/validate';
import { treeAccess } from '../trees/access';

/** GET tree/image/{id}/ and tree/image-preview/{treeId}/tree.png under /api/people, drawn in the worker pool. */
export function treeImageRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .get('/image/:id', async (c) => {
      const access = await treeAccess(db, c.req.param('id'), c.get('user'));
      const req = parseQuery(c, treeImageQuerySchema);
      const image = await deps.pool.run('drawing.image', { access, req, now: deps.clock() }, { affinity: access.tree.id });
      if (req.binary) return c.body(image.png, 200, { 'content-type': 'image/png', 'cache-control': 'private, no-cache' });
      const body: TreeImageResponse = { image: `data:image/png;base64,${Buffer.from(image.png.buffer, image.png.byteOffset, image.png.byteLength).toString('base64')}`, width: image.width, height: image.height, scale: image.scale };
      return c.json(body);
    })
    .get('/image-preview/:treeId/tree.png', async (c) => {
      const access = await treeAccess(db, c.req.param('treeId'), c.get('user'));
      const png = await deps.pool.run('drawing.preview', { access, now: deps.clock() }, { affinity: access.tree.id });
      return c.body(png, 200, { 'content-type': 'image/png', 'cache-control': 'private, max-age=60' });
    });
}
