import { Hono } from 'hono';
import { diffRequestSchema, drawRequestSchema, expandControlRequestSchema } from '../../../protocol/draw';
import type { AppDeps, AppEnv } from '../../deps';
import { parseBody } from '../../http/validate';
import { fileUrlSecret } from '../../files/urls';
import { bodyOf, jsonResponse } from '../../lib/bytes';
import { contentCodingOf, drawFormOf } from './drawAnswer';
import { treeAccess } from '../trees/access';
import { expandControl } from './service';

/**
 * POST familytree/{id}/draw/, diff/ and expand-control/: readable by anyone who may see the tree. The
 * layout and the diff are made in the worker pool, on the thread that keeps this tree, and arrive as
 * the JSON to answer. A draw is answered in the columnar form to a client that asks for it (Accept),
 * compressed as the client accepts (Accept-Encoding).
 */
export function drawingRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const photoSecret = () => fileUrlSecret(deps.config.dataDir).toString('hex');
  return new Hono<AppEnv>({ strict: false })
    .post('/:id/draw', async (c) => {
      const access = { ...(await treeAccess(db, c.req.param('id'), c.get('user'))), photoSecret: photoSecret() };
      const req = await parseBody(c, drawRequestSchema);
      const format = { form: drawFormOf(c.req.header('accept')), coding: contentCodingOf(c.req.header('accept-encoding')) };
      // The object form uncompressed: its JSON bytes are the ones the stored state is compressed from.
      if (format.form === 'objects' && format.coding === 'identity') {
        return jsonResponse(await deps.pool.run('drawing.draw', { access, req, now: deps.clock() }, { affinity: access.tree.id }));
      }
      const answer = await deps.pool.run('drawing.drawAnswer', { access, req, now: deps.clock(), format }, { affinity: access.tree.id });
      const headers: Record<string, string> = { 'content-type': answer.contentType, 'content-length': String(answer.bytes.length), vary: 'Accept, Accept-Encoding' };
      if (answer.coding !== 'identity') headers['content-encoding'] = answer.coding;
      return new Response(bodyOf(answer.bytes), { status: 200, headers });
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
