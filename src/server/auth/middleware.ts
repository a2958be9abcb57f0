/**
 * Reads `Authorization: Token <key>` once per request and puts the caller on the context.
 * Routes then ask `requireUser(c)` (401 without a live key) or `c.get('user')` (null for visitors).
 *
 * Impersonation: a staff key plus `?as_user=<email or username>` makes the request act as that
 * member, except on the calls the spec marks not impersonable (login, registration, passwords,
 * me...), where the staff member stays himself. Anyone else sending as_user is refused, and each
 * impersonated request leaves an audit row.
 */
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getPath } from 'hono/utils/url';
import { isNonImpersonable } from '../../protocol/accounts';
import type { AppDeps, AppEnv, AuthUser } from '../deps';
import { forbidden, notFound, unauthorized } from '../http/errors';
import { requireStorableText } from '../http/validate';
import { resolveKey } from './keys';

export function authenticate(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    const db = deps.database.db;
    const header = c.req.header('authorization');
    let user: AuthUser | null = null;
    if (header) {
      const match = /^Token\s+(\S+)$/i.exec(header.trim());
      if (!match) throw unauthorized('Invalid Authorization header: use "Token <key>".');
      const userId = await resolveKey(db, match[1], deps.clock());
      if (!userId) throw unauthorized('Invalid or revoked login key. Please log in again.');
      const row = await db.selectFrom('users').select(['id', 'email', 'is_staff']).where('id', '=', userId).executeTakeFirst();
      if (!row) throw unauthorized('Invalid or revoked login key. Please log in again.');
      user = { id: row.id, email: row.email, is_staff: row.is_staff, key: match[1] };
    }

    const asUser = c.req.query('as_user')?.trim();
    if (asUser) requireStorableText({ as_user: asUser }, 'query');
    if (asUser) {
      if (!user?.is_staff) throw forbidden(`Log in as staff to impersonate ${asUser}`);
      // The path as the router reads it (percent-decoded): member/%6Cogout-all/ is member/logout-all/.
      const path = getPath(c.req.raw);
      if (!isNonImpersonable(path)) {
        const target = await db
          .selectFrom('users')
          .select(['id', 'email', 'is_staff'])
          .where((eb) => eb.or([eb(eb.fn('lower', ['email']), '=', asUser.toLowerCase()), eb('username', '=', asUser)]))
          .executeTakeFirst();
        if (!target) throw notFound(`No member with e-mail or username ${asUser}.`);
        await db
          .insertInto('impersonation_audit')
          .values({ staff_user_id: user.id, target_user_id: target.id, method: c.req.method, path, at: deps.clock() })
          .execute();
        user = { id: target.id, email: target.email, is_staff: target.is_staff, key: user.key, impersonated_by: { id: user.id, email: user.email } };
      }
    }
    c.set('user', user);
    // The product session id: the browser keeps the one it was given and sends it back.
    const sessionId = c.req.header('x-session-id');
    await next();
    c.header('X-Session-Id', sessionId && /^[A-Za-z0-9-]{8,64}$/.test(sessionId) ? sessionId : randomUUID());
  };
}

export function requireUser(c: Context<AppEnv>): AuthUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}
