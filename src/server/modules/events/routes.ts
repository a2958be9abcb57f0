import { Hono } from 'hono';
import { eventIdParamsSchema, eventListQuerySchema, eventRegistrationRequestSchema } from '../../../protocol/events';
import type { AppDeps, AppEnv } from '../../deps';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { createMailer } from '../../mail/mailer';
import { listEventsWithPlaces, registerForEvent } from './service';

/** GET events/ (upcoming or past, with places) and POST events/:id/register/. */
export function eventRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const mailer = deps.mailer ?? createMailer(deps.logger);
  return new Hono<AppEnv>({ strict: false })
    .get('/', async (c) => c.json(await listEventsWithPlaces(db, deps.clock(), parseQuery(c, eventListQuerySchema))))
    .post('/:id/register', async (c) => {
      const { id } = parseParams(c, eventIdParamsSchema);
      const input = await parseBody(c, eventRegistrationRequestSchema);
      const saved = await registerForEvent(
        { db, now: deps.clock(), mailer, logger: deps.logger, publicUrl: deps.config.publicUrl },
        id,
        { ...input, userId: c.get('user')?.id ?? null },
      );
      return c.json(saved, 201);
    });
}
