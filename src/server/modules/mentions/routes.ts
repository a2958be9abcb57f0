/** mention/ (create, publish, options) and saved-mention/ (save, list, delete, person ids). */
import { Hono } from 'hono';
import { z } from 'zod';
import { MENTION_PAGE_SIZE, MENTION_STATUS_DISPLAY, mentionCreateSchema, mentionPublishSchema, personIdsQuerySchema, savedMentionCreateSchema, savedMentionListSchema } from '../../../protocol/mentions';
import { requireUser } from '../../auth/middleware';
import type { AppDeps, AppEnv } from '../../deps';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { createMention, deleteSavedMention, inboxSavedMentions, personSavedMentions, publishMentions, saveMention, savedMentionPersonIds } from './service';

const idParams = z.object({ id: z.string().uuid() });

export function mentionRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .post('/create', async (c) => {
      const user = requireUser(c);
      const { mention, created } = await createMention(db, user, deps.clock(), await parseBody(c, mentionCreateSchema));
      return c.json(mention, created ? 201 : 200);
    })
    .post('/publish', async (c) => {
      const user = requireUser(c);
      return c.json({ objects: await publishMentions(db, user, await parseBody(c, mentionPublishSchema)) });
    })
    .get('/options', (c) =>
      c.json({ statuses: Object.entries(MENTION_STATUS_DISPLAY).map(([value, display]) => ({ value, display })), page_size: MENTION_PAGE_SIZE }),
    );
}

export function savedMentionRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .get('/person-ids', async (c) => {
      const { family_tree_id } = parseQuery(c, personIdsQuerySchema);
      return c.json({ person_ids: await savedMentionPersonIds(db, c.get('user'), deps.clock(), family_tree_id) });
    })
    .get('/', async (c) => {
      const { person_id, limit, offset } = parseQuery(c, savedMentionListSchema);
      if (person_id) return c.json(await personSavedMentions(db, c.get('user'), deps.clock(), person_id, limit, offset));
      return c.json(await inboxSavedMentions(db, requireUser(c), limit, offset));
    })
    .post('/', async (c) => {
      const user = requireUser(c);
      const { saved, created } = await saveMention(db, user, deps.clock(), await parseBody(c, savedMentionCreateSchema));
      return c.json(saved, created ? 201 : 200);
    })
    .delete('/:id', async (c) => {
      const user = requireUser(c);
      const { id } = parseParams(c, idParams);
      await deleteSavedMention(db, user, id);
      return c.body(null, 204);
    });
}
