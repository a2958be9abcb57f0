/** Starting a checkout: a subscription (with its trial and the holiday discount) or a zupu purchase. */
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { PaymentsProvider } from '../../payments/types';
import { SHARE_LINK_TRIAL_DAYS, ZUPU_PRODUCT_NAME, type CheckoutSessionResponse, type StartSubscriptionQuery, type ZupuCheckoutRequest } from '../../../protocol/subscriptions';
import { isSubscribed, isTrialEligible } from './service';

/** The holiday sale (spec 9): with XMAS_DISCOUNT_SUBSCRIPTION on, 50% off the first year. */
export const HOLIDAY_DISCOUNT_PERCENT = 50;
/** The price of 'Permanent Access to Zupu' until zupus carry prices of their own. */
export const ZUPU_PRICE_CENTS = 2900;

export interface Buyer {
  id: string;
  email: string;
}

/** Refuses a return address on another site (an open redirect through the checkout). */
export function requireSameOrigin(urls: Record<string, string>, allowedOrigins: readonly string[]): void {
  for (const [field, url] of Object.entries(urls)) {
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      origin = '';
    }
    if (!allowedOrigins.includes(origin)) {
      const message = 'Must be an address on this site.';
      throw badRequest(`Invalid query: ${field}: ${message}`, { [field]: [message] });
    }
  }
}

async function holidaySale(db: Db): Promise<boolean> {
  const row = await db.selectFrom('switches').select('is_on').where('name', '=', 'XMAS_DISCOUNT_SUBSCRIPTION').executeTakeFirst();
  return row?.is_on === true;
}

async function lastCustomerId(db: Db, userId: string, provider: string): Promise<string | null> {
  const row = await db
    .selectFrom('subscriptions')
    .select('provider_customer_id')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .where('provider_customer_id', '!=', '')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.provider_customer_id ?? null;
}

/** A subscriber's code from someone else, while that subscriber still subscribes. */
async function validShareCode(db: Db, code: string | undefined, userId: string, now: Date): Promise<boolean> {
  if (!code) return false;
  const link = await db.selectFrom('subscriber_links').select('user_id').where('code', '=', code).executeTakeFirst();
  return Boolean(link && link.user_id !== userId && (await isSubscribed(db, link.user_id, now)));
}

export async function startSubscription(db: Db, payments: PaymentsProvider, buyer: Buyer, q: StartSubscriptionQuery, now: Date): Promise<CheckoutSessionResponse> {
  const plan = await db.selectFrom('subscription_plans').selectAll().where('id', '=', q.plan_id).where('is_active', '=', true).executeTakeFirst();
  if (!plan) throw notFound(`No plan ${q.plan_id} is on sale.`);
  if (await isSubscribed(db, buyer.id, now)) throw conflict('You already have an active subscription.');
  // The spec's eligibility gives the plan's trial; a subscriber's share link gives its own trial
  // even to a member who had a subscription before. The longer of the two applies.
  const planTrial = (await isTrialEligible(db, buyer.id)) ? plan.trial_days : 0;
  const linkTrial = (await validShareCode(db, q.code, buyer.id, now)) ? SHARE_LINK_TRIAL_DAYS : 0;
  const trialDays = Math.max(planTrial, linkTrial);
  const session = await payments.createCheckoutSession(
    {
      userId: buyer.id,
      email: buyer.email,
      customerId: await lastCustomerId(db, buyer.id, payments.name),
      successUrl: q.success_url,
      cancelUrl: q.cancel_url,
      item: {
        mode: 'subscription',
        planId: plan.id,
        planName: plan.name,
        costCents: plan.cost_cents,
        currency: plan.currency,
        billingPeriod: plan.billing_period,
        stripePriceId: plan.stripe_price_id,
        trialDays,
        discountPercent: (await holidaySale(db)) ? HOLIDAY_DISCOUNT_PERCENT : 0,
      },
    },
    now,
  );
  return { session_id: session.id, url: session.url };
}

export async function hasZupuAccess(db: Db, userId: string, zupuId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('zupu_access').select('zupu_id').where('user_id', '=', userId).where('zupu_id', '=', zupuId).executeTakeFirst());
}

export async function startZupuPurchase(db: Db, payments: PaymentsProvider, buyer: Buyer, body: ZupuCheckoutRequest, now: Date): Promise<CheckoutSessionResponse> {
  if (await hasZupuAccess(db, buyer.id, body.zupu_id)) throw conflict('You already have permanent access to this zupu.');
  const session = await payments.createCheckoutSession(
    {
      userId: buyer.id,
      email: buyer.email,
      customerId: await lastCustomerId(db, buyer.id, payments.name),
      successUrl: body.success_url,
      cancelUrl: body.cancel_url,
      item: { mode: 'payment', zupuId: body.zupu_id, description: `${ZUPU_PRODUCT_NAME} ${body.zupu_id}`, amountCents: ZUPU_PRICE_CENTS, currency: 'usd' },
    },
    now,
  );
  return { session_id: session.id, url: session.url };
}
