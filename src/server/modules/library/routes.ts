/**
 * The library calls: a tree's library (list, search options, single and part uploads), one asset
 * (read, patch, delete, rotate, a signed URL), and the photos of every tree a member belongs to.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { assetPatchSchema, libraryQuerySchema, rotateSchema, searchOptionsQuerySchema } from '../../../protocol/library';
import { requireUser } from '../../auth/middleware';
import type { AppDeps, AppEnv } from '../../deps';
import { deleteDerivatives } from '../../files/derived';
import { fileStore } from '../../files/store';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { requireWrite, treeAccess } from '../trees/access';
import { answerAsset, libraryDeps } from './libraryDeps';
import { assetOriginalUrl, presentAssets } from './present';
import { libraryCounts, listAssets, searchOptions, viewerOf } from './queries';
import { assetAccess, deleteAsset, patchAsset, rotateAsset } from './service';
import { partUpload, singleUpload } from './uploads';
import { treePhotos } from './photos';

const idParams = z.object({ id: z.string().max(100) });

/** familytree/{id}/library/…, mounted under /familytree before the trees module's /:id routes. */
export function libraryTreeRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const access = async (c: Context<AppEnv>) => treeAccess(db, parseParams(c, idParams).id, c.get('user'));
  return new Hono<AppEnv>({ strict: false })
    .get('/photos', async (c) => {
      const user = requireUser(c);
      const q = parseQuery(c, z.object({ limit: z.coerce.number().int().min(1).max(200).default(40), offset: z.coerce.number().int().min(0).default(0) }));
      return c.json(await treePhotos(deps, user, q.limit, q.offset));
    })
    .get('/:id/library', async (c) => {
      const a = await access(c);
      const q = parseQuery(c, libraryQuerySchema);
      const now = deps.clock();
      const viewer = await viewerOf(db, a, now);
      const [{ rows, total }, counts] = await Promise.all([listAssets(db, viewer, q), libraryCounts(db, viewer)]);
      const objects = await presentAssets({ db, dataDir: deps.config.dataDir, now, isMember: a.isMember }, rows);
      return c.json({ objects, meta: { limit: q.limit, offset: q.offset, total_count: total }, counts });
    })
    .get('/:id/library/search-options', async (c) => {
      const a = await access(c);
      const q = parseQuery(c, searchOptionsQuerySchema);
      return c.json(await searchOptions(db, await viewerOf(db, a, deps.clock()), q));
    })
    .post('/:id/library/upload', async (c) => {
      requireUser(c);
      const a = await access(c);
      requireWrite(a);
      const row = await singleUpload(libraryDeps(deps), a, c.req.raw, { source: 'library' });
      return c.json(await answerAsset(deps, row, true), 201);
    })
    .post('/:id/library/upload-part', async (c) => {
      requireUser(c);
      const a = await access(c);
      requireWrite(a);
      const answer = await partUpload(libraryDeps(deps), a, c.req.raw);
      if (!answer.asset) return c.json(answer);
      return c.json({ ...answer, asset: await answerAsset(deps, answer.asset, true) }, 201);
    });
}

/** asset/{id}/… */
export function assetRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const load = async (c: Context<AppEnv>) => assetAccess(db, parseParams(c, idParams).id, c.get('user'), deps.clock());
  return new Hono<AppEnv>({ strict: false })
    .get('/:id', async (c) => {
      const { row, access } = await load(c);
      return c.json(await answerAsset(deps, row, access.isMember));
    })
    .patch('/:id', async (c) => {
      requireUser(c);
      const { row, access } = await load(c);
      requireWrite(access);
      const patch = await parseBody(c, assetPatchSchema);
      return c.json(await answerAsset(deps, await patchAsset(db, row, access, patch, deps.clock()), true));
    })
    .delete('/:id', async (c) => {
      requireUser(c);
      const { row, access } = await load(c);
      await deleteAsset(db, fileStore(deps), row, access);
      return c.json({ deleted: row.id });
    })
    .post('/:id/rotate', async (c) => {
      requireUser(c);
      const { row, access } = await load(c);
      requireWrite(access);
      const { angle } = await parseBody(c, rotateSchema);
      const turned = await rotateAsset(db, row, access, angle, deps.clock());
      // The derivatives at the old angle are of no more use; the new angle's are made on demand.
      await deleteDerivatives(fileStore(deps), row.storage_key);
      return c.json(await answerAsset(deps, turned, true));
    })
    .get('/:id/get-url', async (c) => {
      const { row } = await load(c);
      const { url, expiresAt } = assetOriginalUrl(deps.config.dataDir, row, deps.clock());
      return c.json({ url, expires_at: expiresAt.toISOString() });
    });
}
