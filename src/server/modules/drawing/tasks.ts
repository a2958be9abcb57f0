/**
 * Drawing work handed to the worker pool: laying a tree out, diffing it, drawing it as a PNG. Each
 * runs in a pool thread next to that thread's cache of loaded trees and layouts (requests for one tree
 * go to one thread), and answers bytes the API thread sends on without parsing: the JSON of a drawing
 * or a diff, or a PNG.
 */
import type { DiffRequest, DrawRequest } from '../../../protocol/draw';
import type { TreeImageQuery } from '../../../protocol/treeImage';
import type { TaskContext } from '../../jobs/pool';
import { jsonBytes, ownBytes } from '../../lib/bytes';
import type { TreeAccess } from '../trees/access';
import { LayoutCache } from './layoutCache';
import { loadLayoutState } from './layoutState';
import type { DrawAnswerFormat } from './drawAnswer';
import { diffTree, drawTreeAnswer, drawTreeJson, layoutFor } from './service';
import { renderTreePng } from './treeImage';

/** The layouts and loaded trees this executor keeps (one cache per pool thread). */
export function layoutCacheOf(ctx: Pick<TaskContext, 'local'>): LayoutCache {
  let cache = ctx.local.get('layoutCache') as LayoutCache | undefined;
  if (!cache) {
    cache = new LayoutCache();
    ctx.local.set('layoutCache', cache);
  }
  return cache;
}

export interface DrawingInput<R> {
  access: TreeAccess;
  req: R;
  now: Date;
}

/** Social-card size for previews. */
const PREVIEW = { width: 1200, height: 630 };

export const drawingTasks = {
  'drawing.draw': async ({ access, req, now }: DrawingInput<DrawRequest>, ctx: TaskContext) => ownBytes(await drawTreeJson(ctx.db, access, req, now, layoutCacheOf(ctx))),

  /**
   * The draw answer in the asked form and content coding; a large layout is stored after the answer
   * has gone (a failure to store it is logged: the next diff then finds no state and draws afresh).
   */
  'drawing.drawAnswer': async ({ access, req, now, format }: DrawingInput<DrawRequest> & { format: DrawAnswerFormat }, ctx: TaskContext) => {
    const answer = await drawTreeAnswer(ctx.db, access, req, now, format, layoutCacheOf(ctx), (err) => ctx.logger.error({ err, treeId: access.tree.id }, 'storing a drawn layout failed'));
    return { ...answer, bytes: ownBytes(answer.bytes) };
  },

  /** A structural diff of a large tree stores its layout after the answer, as a draw does. */
  'drawing.diff': async ({ access, req, now }: DrawingInput<DiffRequest>, ctx: TaskContext) =>
    jsonBytes(await diffTree(ctx.db, access, req, now, layoutCacheOf(ctx), (err) => ctx.logger.error({ err, treeId: access.tree.id }, 'storing a diffed layout failed'))),

  /** The tree as a PNG; a stored layout is reused only for members, as it may hold living persons in full. */
  'drawing.image': async ({ access, req, now }: DrawingInput<TreeImageQuery>, ctx: TaskContext) => {
    const cache = layoutCacheOf(ctx);
    const stored = req.map_hash && access.isMember ? (await loadLayoutState(ctx.db, access.tree.id, req.map_hash, cache))?.payload : undefined;
    const payload = stored ?? (await layoutFor(ctx.db, access, { start_person_id: req.start_person_id, with_ghosts: false }, now));
    const image = renderTreePng(payload, { scale: req.scale, color: req.color });
    return { png: ownBytes(image.png), width: image.width, height: image.height, scale: image.scale };
  },

  'drawing.preview': async ({ access, now }: Omit<DrawingInput<null>, 'req'>, ctx: TaskContext) => {
    const payload = await layoutFor(ctx.db, access, { with_ghosts: false }, now);
    return ownBytes(renderTreePng(payload, { scale: 1, color: access.tree.color_code_gender, fit: PREVIEW }).png);
  },
};
