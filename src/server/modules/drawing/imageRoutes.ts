import { Hono } from 'hono';
import { treeImageQuerySchema, type TreeImageResponse } from '../../../protocol/treeImage';
import type { AppDeps, AppEnv } from '../../deps';
import { parseQuery } from '../../http/validate';
import { treeAccess } from '../trees/access';
import { layoutCacheOf } from './layoutCache';
import { loadLayoutState } from './layoutState';
import { layoutFor } from './service';
import { renderTreePng } from './treeImage';

/** Social-card size for previews. */
const PREVIEW = { width: 1200, height: 630 };

/** GET tree/image/{id}/ and tree/image-preview/{treeId}/tree.png under /api/people. */
export function treeImageRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const cache = layoutCacheOf(deps);
  return new Hono<AppEnv>({ strict: false })
    .get('/image/:id', async (c) => {
      const access = await treeAccess(db, c.req.param('id'), c.get('user'));
      const q = parseQuery(c, treeImageQuerySchema);
      // A stored layout is reused only for members: it may hold living persons in full.
      const stored = q.map_hash && access.isMember ? (await loadLayoutState(db, access.tree.id, q.map_hash, cache))?.payload : undefined;
      const payload = stored ?? (await layoutFor(db, access, { start_person_id: q.start_person_id, with_ghosts: false }, deps.clock()));
      const image = renderTreePng(payload, { scale: q.scale, color: q.color });
      if (q.binary) {
        return c.body(new Uint8Array(image.png), 200, { 'content-type': 'image/png', 'cache-control': 'private, no-cache' });
      }
      const body: TreeImageResponse = { image: `data:image/png;base64,${image.png.toString('base64')}`, width: image.width, height: image.height, scale: image.scale };
      return c.json(body);
    })
    .get('/image-preview/:treeId/tree.png', async (c) => {
      const access = await treeAccess(db, c.req.param('treeId'), c.get('user'));
      const payload = await layoutFor(db, access, { with_ghosts: false }, deps.clock());
      const image = renderTreePng(payload, { scale: 1, color: access.tree.color_code_gender, fit: PREVIEW });
      return c.body(new Uint8Array(image.png), 200, { 'content-type': 'image/png', 'cache-control': 'private, max-age=60' });
    });
}
