import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../../tests/harness/users';
import { paymentsTestApp, type PaymentsTestApp } from '../modules/subscriptions/testing';
import { HOLIDAY_COUPON_ID, stripeProvider } from './stripe';
import { startStripeStandIn, type StripeStandIn } from './stripeStandIn';

const WEBHOOK_SECRET = 'whsec_stripe_standin_secret';
const sdk = new Stripe('sk_test_standin');

let api: StripeStandIn;
let t: PaymentsTestApp;
beforeAll(async () => {
  api = await startStripeStandIn();
  t = await paymentsTestApp(stripeProvider({ secretKey: 'sk_test_standin', webhookSecret: WEBHOOK_SECRET, api: { host: '127.0.0.1', port: api.port, protocol: 'http' } }));
});
afterAll(async () => {
  await t.stop();
  await api.close();
});

const db = () => t.database.db;
const json = async (res: Response | Promise<Response>) => (await res).json();
const me = (u: TestUser) => json(t.request('/api/v1/member/me/', { token: u.key }));
const lastRequest = (path: string) => [...api.requests].reverse().find((r) => r.path === path)!;
const standard = async () => (await db().selectFrom('subscription_plans').select(['id', 'trial_days']).where('billing_period', '=', 'yearly').executeTakeFirstOrThrow()).id;

async function start(u: TestUser, planId?: number) {
  const q = new URLSearchParams({ plan_id: String(planId ?? (await standard())), success_url: `${t.url}/subscription-success`, cancel_url: `${t.url}/subscription-canceled` });
  return fetch(`${t.url}/api/v1/subscription/start/?${q}`, { headers: { authorization: `Token ${u.key}` } });
}

/** Posts a Stripe event signed the way Stripe signs it (generateTestHeaderString), at `at` seconds. */
function deliver(event: Record<string, unknown>, options: { secret?: string; at?: number } = {}) {
  const payload = JSON.stringify(event);
  const header = sdk.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.at ?? Math.floor(t.clock.now.getTime() / 1000) });
  return t.request('/api/v1/payments/webhook/', { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
}

const now = () => Math.floor(t.clock.now.getTime() / 1000);
/** A subscription as the current Stripe API sends it: the period on its item. */
const stripeSubscription = (u: TestUser, planId: number, id: string, status: string) => ({
  id,
  object: 'subscription',
  customer: 'cus_standin_1',
  status,
  cancel_at_period_end: false,
  canceled_at: null,
  trial_end: status === 'trialing' ? now() + 14 * 86400 : null,
  items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', current_period_end: now() + 14 * 86400 }] },
  metadata: { user_id: u.id, plan_id: String(planId), discount_percent: '0' },
});

describe('the Stripe provider against a local stand-in of the Stripe API', () => {
  it('starts a subscription Checkout Session with the trial, the member and the plan in its metadata', async () => {
    const u = await createTestUser(db());
    const answer = await json(start(u));
    expect(answer.session_id).toMatch(/^cs_test_standin_/);
    expect(answer.url).toBe(`https://checkout.stripe.com/c/pay/${answer.session_id}`);
    const sent = lastRequest('/v1/checkout/sessions');
    expect(sent.authorization).toBe('Bearer sk_test_standin');
    expect(sent.params).toMatchObject({
      mode: 'subscription',
      client_reference_id: u.id,
      customer_email: u.email,
      success_url: `${t.url}/subscription-success`,
      'subscription_data[trial_period_days]': '14',
      'subscription_data[metadata][user_id]': u.id,
      'line_items[0][price_data][unit_amount]': '9900',
      'line_items[0][price_data][recurring][interval]': 'year',
    });
    expect(sent.params['discounts[0][coupon]']).toBeUndefined();
  });

  it('applies the holiday coupon, 50% off the first year, when the sale is on', async () => {
    await db().insertInto('switches').values({ name: 'XMAS_DISCOUNT_SUBSCRIPTION', is_on: true, updated_at: t.clock.now }).onConflict((oc) => oc.column('name').doUpdateSet({ is_on: true })).execute();
    try {
      await start(await createTestUser(db()));
      const yearly = `${HOLIDAY_COUPON_ID}-50`;
      expect(lastRequest('/v1/coupons').params).toMatchObject({ id: yearly, percent_off: '50', duration: 'once' });
      expect(lastRequest('/v1/checkout/sessions').params['discounts[0][coupon]']).toBe(yearly);
      // The coupon is made once and reused.
      await start(await createTestUser(db()));
      expect(api.requests.filter((r) => r.path === '/v1/coupons' && r.method === 'POST')).toHaveLength(1);
      // On the monthly plan the first year is twelve invoices.
      const monthly = await db().selectFrom('subscription_plans').select('id').where('billing_period', '=', 'monthly').executeTakeFirstOrThrow();
      await start(await createTestUser(db()), monthly.id);
      expect(lastRequest('/v1/coupons').params).toMatchObject({ id: `${yearly}-monthly`, duration: 'repeating', duration_in_months: '12' });
      expect(lastRequest('/v1/checkout/sessions').params).toMatchObject({ 'discounts[0][coupon]': `${yearly}-monthly`, 'line_items[0][price_data][recurring][interval]': 'month' });
    } finally {
      await db().updateTable('switches').set({ is_on: false }).where('name', '=', 'XMAS_DISCOUNT_SUBSCRIPTION').execute();
    }
  });

  it('verified events subscribe the member and record the invoice; a replay, a wrong secret or an old signature change nothing', async () => {
    const u = await createTestUser(db());
    const planId = await standard();
    const created = { id: 'evt_stripe_1', object: 'event', type: 'customer.subscription.created', created: now(), data: { object: stripeSubscription(u, planId, 'sub_stripe_1', 'trialing') } };
    expect((await deliver(created, { secret: 'whsec_wrong' })).status).toBe(400);
    expect((await deliver(created, { at: now() - 301 })).status).toBe(400);
    expect((await me(u)).is_subscribed).toBe(false);

    expect(await json(deliver(created))).toMatchObject({ result: 'applied' });
    expect(await json(deliver(created))).toMatchObject({ result: 'duplicate' });
    const member = await me(u);
    expect(member.is_subscribed).toBe(true);
    expect(member.subscription).toMatchObject({ status: 'trial', plan: { id: planId } });
    expect(new Date(member.subscription.current_period_end).getTime()).toBe((now() + 14 * 86400) * 1000);

    const invoice = {
      id: 'evt_stripe_2',
      object: 'event',
      type: 'invoice.paid',
      created: now(),
      data: { object: { id: 'in_stripe_1', object: 'invoice', customer: 'cus_standin_1', amount_paid: 0, currency: 'usd', hosted_invoice_url: 'https://invoice.stripe.com/i/1', created: now(), parent: { subscription_details: { subscription: 'sub_stripe_1', metadata: { user_id: u.id } } } } },
    };
    await deliver(invoice);
    await deliver(invoice);
    const orders = await json(t.request('/api/v1/order/', { token: u.key }));
    expect(orders.objects).toEqual([expect.objectContaining({ kind: 'subscription', amount: 0, invoice_url: 'https://invoice.stripe.com/i/1' })]);
  });

  it('cancel and reactivate tell Stripe; the portal URL comes from Stripe', async () => {
    const u = await createTestUser(db());
    await deliver({ id: 'evt_stripe_3', object: 'event', type: 'customer.subscription.created', created: now(), data: { object: { ...stripeSubscription(u, await standard(), 'sub_stripe_2', 'active'), customer: 'cus_standin_2' } } });
    const id = (await me(u)).subscription.id as string;
    const canceled = await json(t.request(`/api/v1/subscription/${id}/cancel/`, { method: 'POST', token: u.key, json: { survey: { reason: 'other', comment: 'moving' } } }));
    expect(canceled.status).toBe('canceled');
    expect(lastRequest('/v1/subscriptions/sub_stripe_2').params).toEqual({ cancel_at_period_end: 'true' });
    await t.request(`/api/v1/subscription/${id}/reactivate/`, { method: 'POST', token: u.key });
    expect(lastRequest('/v1/subscriptions/sub_stripe_2').params).toEqual({ cancel_at_period_end: 'false' });

    const portal = await json(t.request('/api/v1/member/customer-portal-url/', { token: u.key }));
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/test_/);
    expect(lastRequest('/v1/billing_portal/sessions').params.customer).toBe('cus_standin_2');
    // No checkout page of the app's own with Stripe.
    expect((await fetch(`${t.url}/checkout/cs_test_anything`)).headers.get('content-type')).not.toMatch(/text\/html/);
  });

  it("a paid zupu Checkout Session grants 'Permanent Access to Zupu' for that zupu", async () => {
    const u = await createTestUser(db());
    const res = await fetch(`${t.url}/api/v1/payment/checkout-session/`, {
      method: 'POST',
      headers: { authorization: `Token ${u.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ zupu_id: 'zupu-9', success_url: `${t.url}/payment/checkout-success`, cancel_url: `${t.url}/zupus/zupu-9` }),
    });
    expect(res.status).toBe(200);
    expect(lastRequest('/v1/checkout/sessions').params).toMatchObject({ mode: 'payment', 'metadata[zupu_id]': 'zupu-9', 'line_items[0][price_data][unit_amount]': '2900' });
    await deliver({
      id: 'evt_stripe_4',
      object: 'event',
      type: 'checkout.session.completed',
      created: now(),
      data: { object: { id: 'cs_test_z', object: 'checkout.session', mode: 'payment', client_reference_id: u.id, payment_intent: 'pi_z', payment_status: 'paid', amount_total: 2900, currency: 'usd', metadata: { user_id: u.id, zupu_id: 'zupu-9' } } },
    });
    const owned = await json(t.request('/api/v1/owned-clan-pedigree/', { token: u.key }));
    expect(owned.objects.map((o: { clan_pedigree_id: string }) => o.clan_pedigree_id)).toEqual(['zupu-9']);
  });
});
