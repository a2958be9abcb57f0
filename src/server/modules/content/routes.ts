import { Hono } from 'hono';
import {
  analyticsEventSchema,
  pressQuerySchema,
  wikiEventsQuerySchema,
} from '../../../protocol/content';
import type { AppDeps, AppEnv } from '../../deps';
import { parseBody, parseQuery } from '../../http/validate';
import { listEvents, listPress, listTestimonials, readTeam, recordEvent } from './service';

/** Company content and analytics (the newsletter is modules/newsletter); mounted at the API root because the paths differ. */
export function contentRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .get('/team', async (c) => c.json(await readTeam(db)))
    .get('/testimonials', async (c) => c.json({ objects: await listTestimonials(db) }))
    .get('/pressarticle', async (c) => c.json(await listPress(db, parseQuery(c, pressQuerySchema))))
    .get('/wiki/events', async (c) => c.json(await listEvents(db, deps.clock(), parseQuery(c, wikiEventsQuerySchema))))
    .post('/analytics/events', async (c) => {
      const event = await parseBody(c, analyticsEventSchema);
      await recordEvent(db, deps.clock(), event, c.get('user')?.id ?? null);
      return c.body(null, 204);
    });
}
