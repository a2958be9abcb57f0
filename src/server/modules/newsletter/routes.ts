import { Hono, type Context } from 'hono';
import { newsletterSignupSchema } from '../../../protocol/content';
import { newsletterTokenSchema } from '../../../protocol/newsletter';
import type { AppDeps, AppEnv } from '../../deps';
import { parseBody, parseQuery } from '../../http/validate';
import { createMailer } from '../../mail/mailer';
import { newsletterSecret } from './tokens';
import { confirmSubscription, requestSubscription, unsubscribe, type NewsletterDeps } from './service';

/** The dependencies of the newsletter service for one request (or a registration in another module). */
export function newsletterDeps(deps: AppDeps): NewsletterDeps {
  return {
    db: deps.database.db,
    now: deps.clock(),
    mailer: deps.mailer ?? createMailer(deps.logger),
    logger: deps.logger,
    secret: newsletterSecret(deps.config.dataDir),
    publicUrl: deps.config.publicUrl,
    marketing: deps.marketing,
  };
}

/** The token from the query (links, List-Unsubscribe) or, failing that, the body (the pages). */
async function tokenOf(c: Context<AppEnv>): Promise<string> {
  const fromQuery = new URL(c.req.url).searchParams.get('token');
  if (fromQuery) return parseQuery(c, newsletterTokenSchema).token;
  // RFC 8058 one-click sends a form body (List-Unsubscribe=One-Click) and no token: that is a 400 too.
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return parseQuery(c, newsletterTokenSchema).token;
  return (await parseBody(c, newsletterTokenSchema)).token;
}

/** POST newsletter/ (double opt-in), newsletter/confirm/ and newsletter/unsubscribe/. */
export function newsletterRoutes(deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false })
    .post('/', async (c) => {
      const input = await parseBody(c, newsletterSignupSchema);
      const result = await requestSubscription(newsletterDeps(deps), { ...input, userId: c.get('user')?.id ?? null, source: 'footer' });
      return c.json(result, 201);
    })
    .post('/confirm', async (c) => c.json(await confirmSubscription(newsletterDeps(deps), await tokenOf(c))))
    .post('/unsubscribe', async (c) => c.json(await unsubscribe(newsletterDeps(deps), await tokenOf(c))));
}
