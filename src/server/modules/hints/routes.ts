/** person-hints/, persons-compare/, person/{id}/accept-data/ and member/banner-record-matching/ (protocol/hints.ts). */
import { Hono } from 'hono';
import { z } from 'zod';
import { acceptDataSchema, hintAcceptSchema, hintListQuerySchema, hintTreeQuerySchema, personsCompareQuerySchema, RECORD_MATCHING_TUTORIAL } from '../../../protocol/hints';
import { requireUser } from '../../auth/middleware';
import type { AppDeps, AppEnv } from '../../deps';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { hintExample } from './example';
import { acceptData, acceptHint, comparePersons, hintDetail, hintPersonIds, hintsTreeIds, ignoreHint, listHints } from './service';

const idParams = z.object({ id: z.string().uuid() });

export function hintRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .get('/person-ids', async (c) => {
      const { family_tree_id } = parseQuery(c, hintTreeQuerySchema);
      return c.json(await hintPersonIds(db, requireUser(c), family_tree_id));
    })
    .get('/example', async (c) => c.json({ example: await hintExample(db, deps.clock()) }))
    .get('/', async (c) => c.json(await listHints(db, requireUser(c), parseQuery(c, hintListQuerySchema))))
    .get('/:id', async (c) => {
      const user = requireUser(c);
      const { id } = parseParams(c, idParams);
      return c.json(await hintDetail(db, user, id, deps.clock()));
    })
    .post('/:id/ignore', async (c) => {
      const user = requireUser(c);
      const { id } = parseParams(c, idParams);
      return c.json(await ignoreHint(db, user, id, deps.clock()));
    })
    .post('/:id/accept', async (c) => {
      const user = requireUser(c);
      const { id } = parseParams(c, idParams);
      const body = await parseBody(c, hintAcceptSchema);
      return c.json(await acceptHint(db, user, id, body, deps.clock()));
    });
}

export function personsCompareRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false }).get('/', async (c) => {
    const user = requireUser(c);
    const { person_id, match_person_id } = parseQuery(c, personsCompareQuerySchema);
    return c.json(await comparePersons(db, user, person_id, match_person_id, deps.clock()));
  });
}

export function acceptDataRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false }).post('/:id/accept-data', async (c) => {
    const user = requireUser(c);
    const { id } = parseParams(c, idParams);
    const { data } = await parseBody(c, acceptDataSchema);
    return c.json(await acceptData(db, user, id, data, deps.clock()));
  });
}

/**
 * Whether to show the RecordFinder banner ("Automate search with RecordFinder™ …"): to visitors and to
 * members who have no new hints yet (so they build a tree); with the tutorial until the member has seen it.
 */
export function bannerRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false }).get('/banner-record-matching', async (c) => {
    const user = c.get('user');
    if (!user) return c.json({ show_banner: true, tutorial_id: null });
    const counts = await hintsTreeIds(db, user.id);
    const seen = await db.selectFrom('tutorials_shown').select('tutorial_id').where('user_id', '=', user.id).where('tutorial_id', '=', RECORD_MATCHING_TUTORIAL).executeTakeFirst();
    return c.json({ show_banner: Object.keys(counts).length === 0, tutorial_id: seen ? null : RECORD_MATCHING_TUTORIAL });
  });
}
