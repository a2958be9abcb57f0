import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '../../auth/middleware';
import type { AppDeps, AppEnv } from '../../deps';
import { notFound } from '../../http/errors';
import { parseParams } from '../../http/validate';
import { dismiss, openNotifications } from './service';

export function notificationsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .get('/', async (c) => c.json({ objects: await openNotifications(db, requireUser(c).id) }))
    .post('/:key/dismiss', async (c) => {
      const user = requireUser(c);
      const { key } = parseParams(c, z.object({ key: z.string().min(1).max(200) }));
      if (!(await dismiss(db, user.id, key, deps.clock()))) throw notFound(`No open notification ${key}.`);
      return c.json({ objects: await openNotifications(db, user.id) });
    });
}
