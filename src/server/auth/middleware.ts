/**
 * Reads `Authorization: Token <key>` once per request and puts the caller on the context.
 * Routes then ask `requireUser(c)` (401 without a live key) or `c.get('user')` (null for visitors).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv, AuthUser } from '../deps';
import { unauthorized } from '../http/errors';
import { resolveKey } from './keys';

export function authenticate(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    const header = c.req.header('authorization');
    if (header) {
      const match = /^Token\s+(\S+)$/i.exec(header.trim());
      if (!match) throw unauthorized('Invalid Authorization header: use "Token <key>".');
      const db = deps.database.db;
      const userId = await resolveKey(db, match[1], deps.clock());
      if (!userId) throw unauthorized('Invalid or revoked login key. Please log in again.');
      const user = await db.selectFrom('users').select(['id', 'email', 'is_staff']).where('id', '=', userId).executeTakeFirst();
      if (!user) throw unauthorized('Invalid or revoked login key. Please log in again.');
      c.set('user', { id: user.id, email: user.email, is_staff: user.is_staff, key: match[1] });
    }
    await next();
  };
}

export function requireUser(c: Context<AppEnv>): AuthUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}
