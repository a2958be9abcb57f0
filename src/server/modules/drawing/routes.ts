import { Hono } from 'hono';
import { diffRequestSchema, drawRequestSchema, expandControlRequestSchema } from '../../../protocol/draw';
import type { AppDeps, AppEnv } from '../../deps';
import { parseBody } from '../../http/validate';
import { treeAccess } from '../trees/access';
import { layoutCacheOf } from './layoutCache';
import { diffTree, drawTreeJson, expandControl } from './service';

/** POST familytree/{id}/draw/, diff/ and expand-control/: readable by anyone who may see the tree. */
export function drawingRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const cache = layoutCacheOf(deps);
  return new Hono<AppEnv>({ strict: false })
    .post('/:id/draw', async (c) => {
      const access = await treeAccess(db, c.req.param('id'), c.get('user'));
      const json = await drawTreeJson(db, access, await parseBody(c, drawRequestSchema), deps.clock(), cache);
      // What c.json would answer, from the text already made for the stored state.
      return c.body(json, 200, { 'Content-Type': 'application/json' });
    })
    .post('/:id/diff', async (c) => {
      const access = await treeAccess(db, c.req.param('id'), c.get('user'));
      return c.json(await diffTree(db, access, await parseBody(c, diffRequestSchema), deps.clock(), cache));
    })
    .post('/:id/expand-control', async (c) => {
      const access = await treeAccess(db, c.req.param('id'), c.get('user'));
      return c.json(await expandControl(db, access, await parseBody(c, expandControlRequestSchema)));
    });
}
