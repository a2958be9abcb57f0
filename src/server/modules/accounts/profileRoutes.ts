/** PATCH on the API root (the member's profile) and the public referral-code lookup. */
import { Hono } from 'hono';
import { z } from 'zod';
import { profilePatchSchema } from '../../../protocol/accounts';
import { requireUser } from '../../auth/middleware';
import type { AppDeps, AppEnv } from '../../deps';
import { notFound } from '../../http/errors';
import { parseBody, parseParams } from '../../http/validate';
import { memberView, updateProfile } from './service';

export function profileRootRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false }).patch('/', async (c) => {
    const user = requireUser(c);
    await updateProfile(db, user.id, await parseBody(c, profilePatchSchema));
    return c.json(await memberView(db, user.id, user.impersonated_by?.email));
  });
}

export function referralRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false }).get('/:code', async (c) => {
    const { code } = parseParams(c, z.object({ code: z.string().trim().min(1).max(64) }));
    const row = await db
      .selectFrom('users')
      .select(['referral_code', 'first_name', 'last_name'])
      .where((eb) => eb(eb.fn('lower', ['referral_code']), '=', code.toLowerCase()))
      .executeTakeFirst();
    if (!row) throw notFound('Unknown referral code.');
    return c.json(row);
  });
}
