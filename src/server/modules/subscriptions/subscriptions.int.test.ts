import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';
import type { PaymentEvent } from '../../payments/types';
import { paymentsTestApp, payOnCheckoutPage, postEvent, type PaymentsTestApp } from './testing';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await paymentsTestApp();
});
afterAll(() => t.stop());

const db = () => t.database.db;
const json = async (res: Response | Promise<Response>) => (await res).json();
const me = (u: TestUser) => json(t.request('/api/v1/member/me/', { token: u.key }));
const count = async (table: 'subscriptions' | 'orders' | 'payment_events' | 'zupu_access', userId?: string) => {
  let q = db().selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n'));
  if (userId) q = q.where('user_id', '=', userId);
  return Number((await q.executeTakeFirstOrThrow()).n);
};
const plans = async () => (await json(t.request('/api/v1/plan/'))).objects as { id: number; name: string; billing_period: string; trial_days: number; cost: number }[];
const standardPlan = async () => (await plans()).find((p) => p.billing_period === 'yearly')!;

/** Starts a subscription checkout over the real socket, as the page does. */
async function start(u: TestUser, planId?: number, extra: Record<string, string> = {}) {
  const q = new URLSearchParams({ plan_id: String(planId ?? (await standardPlan()).id), success_url: `${t.url}/subscription-success`, cancel_url: `${t.url}/subscription-canceled`, ...extra });
  return fetch(`${t.url}/api/v1/subscription/start/?${q}`, { headers: { authorization: `Token ${u.key}` } });
}
async function subscribe(u: TestUser, planId?: number, extra: Record<string, string> = {}) {
  const res = await start(u, planId, extra);
  expect(res.status).toBe(200);
  const { session_id } = (await res.json()) as { session_id: string };
  const paid = await payOnCheckoutPage(t.url, session_id, '4242 4242 4242 4242');
  expect(paid.status).toBe(303);
  return session_id;
}
const session = (id: string) => db().selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('plans', () => {
  it('GET plan/ lists the seeded Standard yearly plan with its trial and a monthly plan', async () => {
    const list = await plans();
    expect(list.map((p) => [p.name, p.billing_period, p.trial_days])).toEqual([
      ['Standard', 'yearly', 14],
      ['Standard Monthly', 'monthly', 0],
    ]);
    expect(list[0].cost).toBe(99);
  });
});

describe('start → pay on the checkout page → webhook → subscribed', () => {
  it('a good test card subscribes the member with the trial, through the webhook only', async () => {
    const u = await createTestUser(db());
    const res = await start(u);
    const { session_id, url } = (await res.json()) as { session_id: string; url: string };
    expect(url).toBe(`/checkout/${session_id}`);
    const page = await (await fetch(`${t.url}/checkout/${session_id}`)).text();
    for (const name of ['card_number', 'expiry', 'cvc', 'name']) expect(page).toContain(`name="${name}"`);
    expect(page).toMatch(/nothing is charged/i);
    // The success page alone grants nothing.
    await fetch(`${t.url}/subscription-success`);
    expect((await me(u)).is_subscribed).toBe(false);

    const paid = await payOnCheckoutPage(t.url, session_id, '4242 4242 4242 4242');
    expect(paid.headers.get('location')).toBe(`${t.url}/subscription-success`);
    const member = await me(u);
    expect(member.is_subscribed).toBe(true);
    expect(member.subscription).toMatchObject({ status: 'trial', is_active: true, plan: { name: 'Standard' } });
    expect(new Date(member.subscription.trial_end).getTime() - t.clock.now.getTime()).toBe(14 * 86_400_000);
    const orders = await json(t.request('/api/v1/order/', { token: u.key }));
    expect(orders.meta).toEqual({ limit: 10, offset: 0, total_count: 1 });
    expect(orders.objects[0]).toMatchObject({ kind: 'subscription', amount: 0, status: 'paid' });
    // Paying the same session again changes nothing.
    expect(await (await fetch(`${t.url}/checkout/${session_id}`)).text()).toContain('This checkout is complete.');
    const again = await fetch(`${t.url}/checkout/${session_id}`, { method: 'POST', body: new URLSearchParams({ card_number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'M' }), redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(await count('subscriptions', u.id)).toBe(1);
    // A subscriber cannot start a second subscription.
    expect((await start(u)).status).toBe(409);
  });

  it('a declined card is refused with a clear message and subscribes nobody', async () => {
    const u = await createTestUser(db());
    const { session_id } = (await (await start(u)).json()) as { session_id: string };
    const declined = await payOnCheckoutPage(t.url, session_id, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    const poor = await payOnCheckoutPage(t.url, session_id, '4000 0000 0000 9995');
    expect(await poor.text()).toContain('Your card has insufficient funds.');
    const expired = await payOnCheckoutPage(t.url, session_id, '4242 4242 4242 4242', '01 / 20');
    expect(await expired.text()).toContain('expiration date is in the past');
    expect((await me(u)).is_subscribed).toBe(false);
    expect(await count('subscriptions', u.id)).toBe(0);
    expect(await count('orders', u.id)).toBe(0);
    expect((await session(session_id)).status).toBe('open');
  });

  it('refuses return addresses on another site', async () => {
    const u = await createTestUser(db());
    const res = await start(u, undefined, { success_url: 'https://evil.example/thanks' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string[]> }).fields.success_url).toBeDefined();
  });
});

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
let n = 0;
function subscriptionEvent(u: TestUser, planId: number, type: string, status: string, at: Date, subId: string, periodDays = 365): PaymentEvent {
  n += 1;
  return {
    id: `evt_test_${n}`,
    type,
    created: seconds(at),
    data: {
      object: { id: subId, object: 'subscription', customer: `cus_${u.id.slice(0, 8)}`, status, cancel_at_period_end: false, current_period_end: seconds(at) + periodDays * 86400, metadata: { user_id: u.id, plan_id: String(planId) } },
    },
  };
}
const invoiceEvent = (u: TestUser, subId: string, invoiceId: string, at: Date): PaymentEvent => ({
  id: `evt_invoice_${invoiceId}`,
  type: 'invoice.paid',
  created: seconds(at),
  data: { object: { id: invoiceId, subscription: subId, amount_paid: 9900, currency: 'usd', customer: `cus_${u.id.slice(0, 8)}`, created: seconds(at), metadata: { user_id: u.id } } },
});

describe('the webhook endpoint', () => {
  it('a replayed event changes nothing: one subscription and one order', async () => {
    const u = await createTestUser(db());
    const plan = await standardPlan();
    const created = subscriptionEvent(u, plan.id, 'customer.subscription.created', 'active', t.clock.now, 'sub_replay');
    const invoice = invoiceEvent(u, 'sub_replay', 'in_replay', t.clock.now);
    for (let i = 0; i < 2; i++) {
      expect(await json(postEvent(t, created))).toEqual({ received: true, result: i === 0 ? 'applied' : 'duplicate' });
      expect((await postEvent(t, invoice)).status).toBe(200);
    }
    expect(await count('subscriptions', u.id)).toBe(1);
    expect(await count('orders', u.id)).toBe(1);
    expect((await me(u)).subscription.status).toBe('active');
  });

  it('a forged signature or an old timestamp is refused with 400 and changes nothing', async () => {
    const u = await createTestUser(db());
    const event = subscriptionEvent(u, (await standardPlan()).id, 'customer.subscription.created', 'active', t.clock.now, 'sub_forged');
    const before = await count('payment_events');
    const forged = await postEvent(t, event, { secret: 'whsec_guessed' });
    expect(forged.status).toBe(400);
    expect((await forged.json()).error).toMatch(/signature/);
    const old = await postEvent(t, event, { signedAt: new Date(t.clock.now.getTime() - 301_000) });
    expect(old.status).toBe(400);
    expect((await old.json()).error).toMatch(/301 s old/);
    const unsigned = await t.request('/api/v1/payments/webhook/', { method: 'POST', json: event });
    expect(unsigned.status).toBe(400);
    // A body changed after signing does not match its signature.
    const tampered = await postEvent(t, event, { body: JSON.stringify({ ...event, id: 'evt_other' }), secret: 'x' });
    expect(tampered.status).toBe(400);
    expect(await count('payment_events')).toBe(before);
    expect(await count('subscriptions', u.id)).toBe(0);
    // Within 300 s it is taken.
    expect((await postEvent(t, event, { signedAt: new Date(t.clock.now.getTime() - 299_000) })).status).toBe(200);
    expect(await count('subscriptions', u.id)).toBe(1);
  });

  it('out-of-order events end in the latest state of the subscription', async () => {
    const u = await createTestUser(db());
    const plan = await standardPlan();
    const t0 = t.clock.now;
    const later = (s: number) => new Date(t0.getTime() + s * 1000);
    await postEvent(t, subscriptionEvent(u, plan.id, 'customer.subscription.updated', 'active', later(100), 'sub_order'));
    expect(await json(postEvent(t, subscriptionEvent(u, plan.id, 'customer.subscription.created', 'trialing', t0, 'sub_order')))).toMatchObject({ result: 'stale' });
    expect((await me(u)).subscription.status).toBe('active');
    await postEvent(t, subscriptionEvent(u, plan.id, 'customer.subscription.deleted', 'canceled', later(200), 'sub_order'));
    await postEvent(t, subscriptionEvent(u, plan.id, 'customer.subscription.updated', 'active', later(150), 'sub_order'));
    const member = await me(u);
    expect(member.is_subscribed).toBe(false);
    const list = await json(t.request('/api/v1/subscription/list/', { token: u.key }));
    expect(list.objects.map((s: { status: string }) => s.status)).toEqual(['ended']);
  });
});

describe('cancel with the survey, reactivate', () => {
  it('a canceled subscription stays active until its period ends; reactivating keeps it going', async () => {
    const u = await createTestUser(db());
    await subscribe(u);
    const id = (await me(u)).subscription.id as string;
    const bad = await t.request(`/api/v1/subscription/${id}/cancel/`, { method: 'POST', token: u.key, json: { survey: { reason: 'because' } } });
    expect(bad.status).toBe(400);
    const canceled = await json(t.request(`/api/v1/subscription/${id}/cancel/`, { method: 'POST', token: u.key, json: { survey: { reason: 'too_expensive', comment: ' Maybe next year ' } } }));
    expect(canceled).toMatchObject({ status: 'canceled', is_active: true, cancel_at_period_end: true });
    expect((await me(u)).is_subscribed).toBe(true);
    const survey = await db().selectFrom('subscription_surveys').select(['reason', 'comment']).where('user_id', '=', u.id).execute();
    expect(survey).toEqual([{ reason: 'too_expensive', comment: 'Maybe next year' }]);
    expect((await t.request(`/api/v1/subscription/${id}/cancel/`, { method: 'POST', token: u.key, json: { survey: { reason: 'other' } } })).status).toBe(409);

    const again = await json(t.request(`/api/v1/subscription/${id}/reactivate/`, { method: 'POST', token: u.key }));
    expect(again).toMatchObject({ status: 'trial', cancel_at_period_end: false, is_active: true });
    expect((await t.request(`/api/v1/subscription/${id}/reactivate/`, { method: 'POST', token: u.key })).status).toBe(409);

    // Someone else's subscription is not found.
    const other = await createTestUser(db());
    expect((await t.request(`/api/v1/subscription/${id}/cancel/`, { method: 'POST', token: other.key, json: { survey: { reason: 'other' } } })).status).toBe(404);
  });

  it('after the period of a canceled subscription it has ended and cannot be reactivated', async () => {
    const u = await createTestUser(db());
    await subscribe(u);
    const id = (await me(u)).subscription.id as string;
    await t.request(`/api/v1/subscription/${id}/cancel/`, { method: 'POST', token: u.key, json: { survey: { reason: 'not_using' } } });
    const saved = t.clock.now;
    t.clock.advance(15 * 86_400_000);
    try {
      expect((await me(u)).is_subscribed).toBe(false);
      const list = await json(t.request('/api/v1/subscription/list/', { token: u.key }));
      expect(list.objects[0].status).toBe('ended');
      expect((await t.request(`/api/v1/subscription/${id}/reactivate/`, { method: 'POST', token: u.key })).status).toBe(409);
    } finally {
      t.clock.now = saved;
    }
  });
});

describe('trial eligibility (no subscriptions, and the standard yearly plan has trial days)', () => {
  it('a member with no subscriptions gets the trial; one with an earlier subscription does not', async () => {
    const first = await createTestUser(db());
    expect((await session(await subscribe(first))).trial_days).toBe(14);

    const returning = await createTestUser(db());
    const plan = await standardPlan();
    await postEvent(t, subscriptionEvent(returning, plan.id, 'customer.subscription.deleted', 'canceled', t.clock.now, 'sub_old_one'));
    const { session_id } = (await (await start(returning)).json()) as { session_id: string };
    expect((await session(session_id)).trial_days).toBe(0);
  });

  it('no trial for anybody when the standard yearly plan has no trial days', async () => {
    const plan = await standardPlan();
    await db().updateTable('subscription_plans').set({ trial_days: 0 }).where('id', '=', plan.id).execute();
    try {
      const u = await createTestUser(db());
      const { session_id } = (await (await start(u)).json()) as { session_id: string };
      expect((await session(session_id)).trial_days).toBe(0);
    } finally {
      await db().updateTable('subscription_plans').set({ trial_days: 14 }).where('id', '=', plan.id).execute();
    }
  });

  it("a subscriber's share link gives a 30-day trial even to a member not otherwise eligible", async () => {
    const subscriber = await createTestUser(db());
    await db().updateTable('users').set({ first_name: 'Ah Lan' }).where('id', '=', subscriber.id).execute();
    await subscribe(subscriber);
    const code = (await me(subscriber)).subscription.share_code as string;
    expect(code).toBeTruthy();
    expect(await json(t.request(`/api/v1/subscriber-link/${code}/`))).toMatchObject({ code, from_name: 'Ah Lan', trial_days: 30 });
    expect((await t.request('/api/v1/subscriber-link/nope/')).status).toBe(404);

    const friend = await createTestUser(db());
    await postEvent(t, subscriptionEvent(friend, (await standardPlan()).id, 'customer.subscription.deleted', 'canceled', t.clock.now, 'sub_friend_old'));
    const { session_id } = (await (await start(friend, undefined, { code })).json()) as { session_id: string };
    expect((await session(session_id)).trial_days).toBe(30);
    // Their own code gives the subscriber nothing.
    const own = await createTestUser(db());
    const ownCode = await db().insertInto('subscriber_links').values({ code: 'own-code', user_id: own.id, created_at: t.clock.now }).execute();
    expect(ownCode).toBeDefined();
    await postEvent(t, subscriptionEvent(own, (await standardPlan()).id, 'customer.subscription.deleted', 'canceled', t.clock.now, 'sub_own_old'));
    const ownStart = (await (await start(own, undefined, { code: 'own-code' })).json()) as { session_id: string };
    expect((await session(ownStart.session_id)).trial_days).toBe(0);
  });
});

describe('the holiday sale', () => {
  it('with XMAS_DISCOUNT_SUBSCRIPTION on, the first year costs half', async () => {
    const u = await createTestUser(db());
    const monthly = (await plans()).find((p) => p.billing_period === 'monthly')!;
    await db().insertInto('switches').values({ name: 'XMAS_DISCOUNT_SUBSCRIPTION', is_on: true, updated_at: t.clock.now }).onConflict((oc) => oc.column('name').doUpdateSet({ is_on: true })).execute();
    try {
      const sid = await subscribe(u, monthly.id);
      expect((await session(sid)).discount_percent).toBe(50);
      const orders = await json(t.request('/api/v1/order/', { token: u.key }));
      expect(orders.objects[0].amount).toBe(6.5);
    } finally {
      await db().updateTable('switches').set({ is_on: false }).where('name', '=', 'XMAS_DISCOUNT_SUBSCRIPTION').execute();
    }
    const v = await createTestUser(db());
    expect((await session(await subscribe(v))).discount_percent).toBe(0);
  });
});

describe("'Permanent Access to Zupu'", () => {
  it('a paid purchase grants access to that zupu only, from the webhook', async () => {
    const u = await createTestUser(db());
    const buy = (zupu: string) =>
      fetch(`${t.url}/api/v1/payment/checkout-session/`, {
        method: 'POST',
        headers: { authorization: `Token ${u.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ zupu_id: zupu, success_url: `${t.url}/payment/checkout-success`, cancel_url: `${t.url}/zupus/${zupu}` }),
      });
    const { session_id } = (await (await buy('zupu-42')).json()) as { session_id: string };
    const owned = () => json(t.request('/api/v1/owned-clan-pedigree/', { token: u.key }));
    expect((await owned()).objects).toEqual([]);
    expect((await payOnCheckoutPage(t.url, session_id, '4242424242424242')).status).toBe(303);
    const list = await owned();
    expect(list.objects.map((o: { clan_pedigree_id: string }) => o.clan_pedigree_id)).toEqual(['zupu-42']);
    const orders = await json(t.request('/api/v1/order/', { token: u.key }));
    expect(orders.objects).toEqual([expect.objectContaining({ kind: 'zupu', zupu_id: 'zupu-42', amount: 29, description: 'Permanent Access to Zupu zupu-42' })]);
    expect((await buy('zupu-42')).status).toBe(409);
    // clan-pedigree/request-buy/ starts the same purchase for another zupu; not yet paid, so no access.
    const other = await fetch(`${t.url}/api/v1/clan-pedigree/request-buy/?id=zupu-7`, { headers: { authorization: `Token ${u.key}` } });
    expect(((await other.json()) as { session_id: string }).session_id).toMatch(/^cs_test_/);
    expect((await owned()).meta.total_count).toBe(1);
    expect((await me(u)).is_subscribed).toBe(false);
  });
});

describe('member/customer-portal-url/', () => {
  it("answers the embedded provider's portal: the app's billing history", async () => {
    const u = await createTestUser(db());
    const res = await fetch(`${t.url}/api/v1/member/customer-portal-url/`, { headers: { authorization: `Token ${u.key}` } });
    expect(await res.json()).toEqual({ url: `${t.url}/my-orders` });
    expect((await t.request('/api/v1/member/customer-portal-url/')).status).toBe(401);
  });
});
