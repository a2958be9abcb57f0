/** Subscriptions and payments calls (platform spec 7), each mounted by modules/index.ts. */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireUser } from '../../auth/middleware';
import type { AppDeps, AppEnv } from '../../deps';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { paymentsFor } from '../../payments/select';
import { cancelRequestSchema, orderQuerySchema, startSubscriptionQuerySchema, zupuCheckoutRequestSchema } from '../../../protocol/subscriptions';
import { pageQuerySchema } from '../../../protocol/common';
import { requireSameOrigin, startSubscription, startZupuPurchase } from './checkout';
import { cancelSubscription, reactivateSubscription } from './lifecycle';
import { listOrders, listOwnedZupus, subscriberLink } from './orders';
import { receiveWebhook } from './receive';
import { listPlans, listSubscriptions, planView } from './service';

/** The site's own origins: the public address, and the one this request came to. */
const ownOrigins = (c: Context, deps: AppDeps) => [new URL(deps.config.publicUrl).origin, new URL(c.req.url).origin];
const idParam = z.object({ id: z.string().min(1).max(100) });

export function planRoutes(deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false }).get('/', async (c) => {
    const plans = (await listPlans(deps.database.db)).map(planView);
    return c.json({ objects: plans, meta: { limit: plans.length, offset: 0, total_count: plans.length } });
  });
}

export function subscriptionRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .get('/list', async (c) => {
      const objects = await listSubscriptions(db, requireUser(c).id, deps.clock());
      return c.json({ objects, meta: { limit: objects.length, offset: 0, total_count: objects.length } });
    })
    .get('/start', async (c) => {
      const user = requireUser(c);
      const q = parseQuery(c, startSubscriptionQuerySchema);
      requireSameOrigin({ success_url: q.success_url, cancel_url: q.cancel_url }, ownOrigins(c, deps));
      return c.json(await startSubscription(db, paymentsFor(deps), user, q, deps.clock()));
    })
    .post('/:id/cancel', async (c) => {
      const user = requireUser(c);
      const { id } = parseParams(c, idParam);
      const body = await parseBody(c, cancelRequestSchema);
      return c.json(await cancelSubscription(db, paymentsFor(deps), user.id, id, body, deps.clock()));
    })
    .post('/:id/reactivate', async (c) => {
      const user = requireUser(c);
      const { id } = parseParams(c, idParam);
      return c.json(await reactivateSubscription(db, paymentsFor(deps), user.id, id, deps.clock()));
    });
}

export function orderRoutes(deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false }).get('/', async (c) => {
    const user = requireUser(c);
    const q = parseQuery(c, orderQuerySchema);
    const page = await listOrders(deps.database.db, user.id, q.limit, q.offset);
    return c.json({ objects: page.objects, meta: { limit: q.limit, offset: q.offset, total_count: page.total } });
  });
}

export function paymentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false })
    .post('/checkout-session', async (c) => {
      const user = requireUser(c);
      const body = await parseBody(c, zupuCheckoutRequestSchema);
      requireSameOrigin({ success_url: body.success_url, cancel_url: body.cancel_url }, ownOrigins(c, deps));
      return c.json(await startZupuPurchase(deps.database.db, paymentsFor(deps), user, body, deps.clock()));
    });
}

/** payments/webhook/: where both providers post their signed events. */
export function paymentWebhookRoutes(deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false })
    .post('/webhook', async (c) => {
      const result = await receiveWebhook(deps, await c.req.text(), c.req.header('stripe-signature'));
      return c.json({ received: true, result });
    });
}

/** clan-pedigree/request-buy/?id=…: the zupu page's buy button, with the page itself as the return address. */
export function clanPedigreeBuyRoutes(deps: AppDeps) {
  const handler = async (c: Context<AppEnv>) => {
    const user = requireUser(c);
    const q = parseQuery(c, z.object({ id: z.string().min(1).max(64), success_url: z.string().url().max(2000).optional(), cancel_url: z.string().url().max(2000).optional() }));
    const here = new URL(c.req.url).origin;
    const body = {
      zupu_id: q.id,
      success_url: q.success_url ?? `${here}/payment/checkout-success?zupu=${encodeURIComponent(q.id)}`,
      cancel_url: q.cancel_url ?? `${here}/zupus/${encodeURIComponent(q.id)}`,
    };
    requireSameOrigin({ success_url: body.success_url, cancel_url: body.cancel_url }, ownOrigins(c, deps));
    return c.json(await startZupuPurchase(deps.database.db, paymentsFor(deps), user, body, deps.clock()));
  };
  return new Hono<AppEnv>({ strict: false }).get('/request-buy', handler).post('/request-buy', handler);
}

export function ownedZupuRoutes(deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false }).get('/', async (c) => {
    const user = requireUser(c);
    const q = parseQuery(c, pageQuerySchema(10, 100));
    const page = await listOwnedZupus(deps.database.db, user.id, q.limit, q.offset);
    return c.json({ objects: page.objects, meta: { limit: q.limit, offset: q.offset, total_count: page.total } });
  });
}

export function subscriberLinkRoutes(deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false }).get('/:code', async (c) => {
    const { code } = parseParams(c, z.object({ code: z.string().min(1).max(64) }));
    return c.json(await subscriberLink(deps.database.db, code, deps.clock()));
  });
}

export function memberPaymentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false }).get('/customer-portal-url', async (c) => {
    const user = requireUser(c);
    const row = await deps.database.db
      .selectFrom('subscriptions')
      .select('provider_customer_id')
      .where('user_id', '=', user.id)
      .where('provider_customer_id', '!=', '')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    const returnUrl = `${new URL(c.req.url).origin}/my-orders`;
    return c.json({ url: await paymentsFor(deps).customerPortalUrl({ userId: user.id, customerId: row?.provider_customer_id ?? null, returnUrl }) });
  });
}
