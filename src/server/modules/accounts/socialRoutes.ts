/** social-auth/<provider>/ (sign in or sign up) and social-auth/<provider>/connect/ (link to the caller). */
import { Hono } from 'hono';
import { z } from 'zod';
import { socialConnectRequestSchema, socialLoginRequestSchema, socialProviderSchema } from '../../../protocol/accounts';
import { requireUser } from '../../auth/middleware';
import type { AppDeps, AppEnv } from '../../deps';
import { parseBody, parseParams } from '../../http/validate';
import { loginAnswer, memberView, surnameFields } from './service';
import { connectSocial, fetchProviderProfile, socialMember } from './social';

const params = z.object({ provider: socialProviderSchema });

export function socialRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .post('/:provider/connect', async (c) => {
      const user = requireUser(c);
      const { provider } = parseParams(c, params);
      const body = await parseBody(c, socialConnectRequestSchema);
      const profile = await fetchProviderProfile(deps.config, provider, body.access_token);
      await connectSocial(db, user.id, provider, profile, deps.clock());
      return c.json(await memberView(db, user.id));
    })
    .post('/:provider', async (c) => {
      const { provider } = parseParams(c, params);
      const body = await parseBody(c, socialLoginRequestSchema);
      const profile = await fetchProviderProfile(deps.config, provider, body.access_token);
      const { user, created } = await socialMember(db, provider, profile, body, deps.clock());
      const fields = surnameFields(body.surnames, user);
      if (Object.keys(fields).length) await db.updateTable('users').set(fields).where('id', '=', user.id).execute();
      return c.json(await loginAnswer(db, user, created ? 'social_register' : 'social_login', deps.clock()), created ? 201 : 200);
    });
}
