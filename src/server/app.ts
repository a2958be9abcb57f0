/**
 * createApp(deps): the whole HTTP surface, with every dependency injected so a test can build
 * one on a fresh database and call it with app.request() or over a real socket.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './deps';
import { authenticate } from './auth/middleware';
import { limitBodies } from './http/bodyLimit';
import { keepNodeBodies } from './files/nodeBody';
import { HttpError } from './http/errors';
import { securityHeaders } from './http/securityHeaders';
import { limitWrites } from './http/writeLimits';
import { spaHandler } from './http/spa';
import { devMailboxPage } from './mail/devMailbox';
import { apiRoutes } from './modules';
import { ocrRoutes } from './modules/zupus/routes';
import { peopleRoutes } from './modules/people';
import { searchAssistRoutes } from './modules/searchAssist/routes';
import { receiveWebhook } from './modules/subscriptions/receive';
import { checkoutPageRoutes } from './payments/checkoutPage';
import { embeddedWebhookSecret, paymentsFor } from './payments/select';
import { familyWebsitePageRoutes } from './modules/familywebsites/pageRoutes';

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  app.use('*', securityHeaders({ https: deps.config.publicUrl.startsWith('https://') }));
  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || randomUUID();
    c.set('requestId', requestId);
    const done = deps.monitor?.track(`${c.req.method} ${new URL(c.req.url).pathname}`);
    try {
      await next();
    } finally {
      done?.();
    }
    c.header('x-request-id', requestId);
  });

  app.use('/api/*', keepNodeBodies());
  app.use('/api/*', limitBodies());
  app.use('/api/*', authenticate(deps));
  if (deps.config.writeLimits !== false) app.use('/api/*', limitWrites(deps.config, deps.clock));
  app.route('/api/v1', apiRoutes(deps));
  app.route('/api/people', peopleRoutes(deps));
  app.route('/api/search-assist', searchAssistRoutes(deps));
  app.route('/api/ocr', ocrRoutes(deps));
  app.all('/api/*', (c) => c.json({ error: `No such endpoint: ${c.req.method} ${new URL(c.req.url).pathname}` }, 404));
  app.get('/dev/mailbox', devMailboxPage(deps));
  // The embedded provider's hosted checkout page; its events go to the webhook handler in-process.
  if (paymentsFor(deps).name === 'embedded') {
    app.route('/checkout', checkoutPageRoutes({ db: deps.database.db, clock: deps.clock, secret: embeddedWebhookSecret(deps), deliver: (body, header) => receiveWebhook(deps, body, header) }));
  }
  // Family websites answer as documents of their own (crawlers, no JavaScript); the app mounts over them.
  app.route('/', familyWebsitePageRoutes(deps));
  if (deps.staticDir) app.get('*', spaHandler(deps.staticDir));

  app.notFound((c) => c.json({ error: 'Not found.' }, 404));
  app.onError((err, c) => {
    if (err instanceof HttpError) {
      return c.json({ error: err.message, ...(err.fields ? { fields: err.fields } : {}) }, err.status, err.headers);
    }
    const requestId = c.get('requestId');
    deps.logger.error({ err, requestId, method: c.req.method, path: new URL(c.req.url).pathname }, 'unhandled error');
    return c.json({ error: 'Something went wrong on our side. Please try again.', request_id: requestId }, 500);
  });

  return app;
}
