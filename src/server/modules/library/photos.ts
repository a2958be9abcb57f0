/**
 * Pictures of persons and trees: a person's photos and files (the assets tagged with them, newest
 * first), adding one, setting or clearing the profile picture (an image of the same tree, chosen or
 * uploaded), and the photos of every tree a member belongs to.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { PERSON_FILES_PAGE_SIZE, profilePictureSchema } from '../../../protocol/library';
import { requireUser } from '../../auth/middleware';
import type { AppDeps, AppEnv, AuthUser } from '../../deps';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { requireWrite, treesOfUser } from '../trees/access';
import { personAccess } from '../persons/service';
import { CARD_PHOTO_WIDTH } from './cardPhotos';
import { assetColumns, assetThumbnailUrl, presentAssets, type AssetRow } from './present';
import { requireTreeImage } from './treeImage';
import { listAssets, viewerOf } from './queries';
import { answerAsset, libraryDeps } from './libraryDeps';
import { singleUpload } from './uploads';

const idParams = z.object({ id: z.string().max(100) });
const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(PERSON_FILES_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});

/** Image assets of every tree the member belongs to, newest first. */
export async function treePhotos(deps: AppDeps, user: AuthUser, limit: number, offset: number) {
  const db = deps.database.db;
  const trees = (await treesOfUser(db, user)).map((t) => t.tree.id);
  if (trees.length === 0) return { objects: [], meta: { limit, offset, total_count: 0 } };
  const base = db.selectFrom('library_assets').where('tree_id', 'in', trees).where('kind', '=', 'image');
  const [rows, count] = await Promise.all([
    base.select(assetColumns).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const objects = await presentAssets({ db, dataDir: deps.config.dataDir, now: deps.clock(), isMember: true }, rows);
  return { objects, meta: { limit, offset, total_count: Number(count.n) } };
}

/** person/{id}/photos/ and person/{id}/profile-picture/ */
export function personPhotoRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .get('/:id/photos', async (c) => {
      const { id } = parseParams(c, idParams);
      const { access } = await personAccess(db, id, c.get('user'));
      const { limit, offset } = parseQuery(c, pageQuery);
      const now = deps.clock();
      const { rows, total } = await listAssets(db, await viewerOf(db, access, now), { persons: [id], limit, offset, order_by: '-created_at' });
      const objects = await presentAssets({ db, dataDir: deps.config.dataDir, now, isMember: access.isMember }, rows);
      return c.json({ objects, meta: { limit, offset, total_count: total } });
    })
    .post('/:id/photos', async (c) => {
      requireUser(c);
      const { id } = parseParams(c, idParams);
      const { access } = await personAccess(db, id, c.get('user'));
      requireWrite(access);
      const row = await singleUpload(libraryDeps(deps), access, c.req.raw, { source: 'person', persons: [id] });
      return c.json(await answerAsset(deps, row, true), 201);
    })
    .post('/:id/profile-picture', async (c) => {
      requireUser(c);
      const { id } = parseParams(c, idParams);
      const { row: person, access } = await personAccess(db, id, c.get('user'));
      requireWrite(access);
      let asset: AssetRow | null;
      if ((c.req.header('content-type') ?? '').includes('multipart/form-data')) {
        asset = await singleUpload(libraryDeps(deps), access, c.req.raw, { source: 'profile-picture', persons: [id], kinds: ['image'] });
      } else {
        const { asset_id } = await parseBody(c, profilePictureSchema);
        asset = asset_id ? await requireTreeImage(db, person.tree_id, asset_id, 'asset_id') : null;
      }
      const now = deps.clock();
      await db.updateTable('persons').set({ profile_picture: asset?.id ?? null, updated_at: now }).where('id', '=', id).execute();
      await db.updateTable('family_trees').set({ updated_at: now }).where('id', '=', person.tree_id).execute();
      return c.json({
        profile_picture: asset?.id ?? null,
        photo_url: asset ? assetThumbnailUrl(deps.config.dataDir, asset, now, CARD_PHOTO_WIDTH) : null,
        asset: asset ? await answerAsset(deps, asset, true) : null,
      });
    });
}
