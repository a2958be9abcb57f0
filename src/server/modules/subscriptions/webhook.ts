/**
 * Applies verified provider events: the only place a subscription, an order or zupu access is
 * granted (never the success redirect). Each event is applied once (its id is recorded in the same
 * transaction as its changes), and a subscription event older than the state already applied
 * changes nothing, so events may come twice or out of order.
 */
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/database';
import type { SubscriptionStatus } from '../../db/paymentsSchema';
import { ZUPU_PRODUCT_NAME } from '../../../protocol/subscriptions';
import type { PaymentEvent } from '../../payments/types';

export type ApplyResult = 'applied' | 'duplicate' | 'ignored' | 'stale';

type Trx = Transaction<DB>;
type Obj = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const fromSeconds = (v: unknown) => (num(v) === null ? null : new Date(num(v)! * 1000));
/** An id field that Stripe may send as an id or as the expanded object. */
const ref = (v: unknown) => str(v) ?? str(obj(v).id);

const STATUS_MAP: Record<string, SubscriptionStatus> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  incomplete: 'past_due',
  paused: 'past_due',
  canceled: 'ended',
  incomplete_expired: 'ended',
};
/** At the same provider time, the later state of the lifecycle wins. */
const RANK: Record<SubscriptionStatus, number> = { trialing: 0, active: 1, past_due: 2, ended: 3 };

export async function applyEvent(db: Db, provider: string, event: PaymentEvent, now: Date): Promise<ApplyResult> {
  return db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('payment_events')
      .values({ id: event.id, provider, type: event.type, received_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!fresh) return 'duplicate';
    const object = event.data.object;
    const at = new Date(event.created * 1000);
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return applySubscription(trx, provider, object, event.type.endsWith('deleted'), at, now);
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
      case 'invoice.payment_failed':
        return applyInvoice(trx, provider, object, event.type !== 'invoice.payment_failed', now);
      case 'checkout.session.completed':
        return applyCheckout(trx, provider, object, now);
      default:
        return 'ignored';
    }
  });
}

async function userFor(trx: Trx, provider: string, metadata: Obj, customer: string | null): Promise<string | null> {
  const id = str(metadata.user_id);
  if (id) {
    const user = await trx.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
    if (user) return user.id;
  }
  if (!customer) return null;
  const known = await trx.selectFrom('subscriptions').select('user_id').where('provider', '=', provider).where('provider_customer_id', '=', customer).executeTakeFirst();
  return known?.user_id ?? null;
}

async function applySubscription(trx: Trx, provider: string, o: Obj, deleted: boolean, at: Date, now: Date): Promise<ApplyResult> {
  const providerId = str(o.id);
  if (!providerId) return 'ignored';
  const status: SubscriptionStatus = deleted ? 'ended' : (STATUS_MAP[str(o.status) ?? ''] ?? 'past_due');
  const item = obj((obj(o.items).data as unknown[] | undefined)?.[0]);
  const fields = {
    status,
    cancel_at_period_end: o.cancel_at_period_end === true,
    canceled_at: fromSeconds(o.canceled_at),
    trial_end: fromSeconds(o.trial_end),
    current_period_end: fromSeconds(o.current_period_end ?? item.current_period_end),
    provider_state_at: at,
    updated_at: now,
  };
  const existing = await trx
    .selectFrom('subscriptions')
    .select(['id', 'status', 'provider_state_at'])
    .where('provider', '=', provider)
    .where('provider_subscription_id', '=', providerId)
    .forUpdate()
    .executeTakeFirst();
  if (existing) {
    const before = new Date(existing.provider_state_at).getTime();
    const stale = at.getTime() < before || (at.getTime() === before && RANK[status] < RANK[existing.status]) || (existing.status === 'ended' && status !== 'ended');
    if (stale) return 'stale';
    await trx.updateTable('subscriptions').set(fields).where('id', '=', existing.id).execute();
    return 'applied';
  }
  const metadata = obj(o.metadata);
  const customer = ref(o.customer);
  const userId = await userFor(trx, provider, metadata, customer);
  const planId = Number(str(metadata.plan_id));
  const plan = Number.isInteger(planId) ? await trx.selectFrom('subscription_plans').select('id').where('id', '=', planId).executeTakeFirst() : undefined;
  if (!userId || !plan) return 'ignored';
  await trx
    .insertInto('subscriptions')
    .values({
      ...fields,
      user_id: userId,
      plan_id: plan.id,
      provider,
      provider_subscription_id: providerId,
      provider_customer_id: customer ?? '',
      discount_percent: Number(str(metadata.discount_percent) ?? 0) || 0,
      created_at: now,
    })
    .execute();
  return 'applied';
}

async function applyInvoice(trx: Trx, provider: string, o: Obj, paid: boolean, now: Date): Promise<ApplyResult> {
  const invoiceId = str(o.id);
  if (!invoiceId) return 'ignored';
  // Stripe's newer API puts the subscription under parent.subscription_details.
  const details = obj(obj(o.parent).subscription_details);
  const subscriptionId = ref(o.subscription) ?? ref(details.subscription);
  const sub = subscriptionId
    ? await trx.selectFrom('subscriptions').innerJoin('subscription_plans as p', 'p.id', 'subscriptions.plan_id').select(['user_id', 'p.name']).where('provider', '=', provider).where('provider_subscription_id', '=', subscriptionId).executeTakeFirst()
    : undefined;
  const userId = sub?.user_id ?? (await userFor(trx, provider, { ...obj(details.metadata), ...obj(o.metadata) }, ref(o.customer)));
  if (!userId) return 'ignored';
  const amount = num(paid ? o.amount_paid : o.amount_due) ?? 0;
  const description = str(o.description) ?? `${sub?.name ?? 'Standard'} membership`;
  await trx
    .insertInto('orders')
    .values({
      user_id: userId,
      kind: 'subscription',
      description,
      amount_cents: amount,
      currency: str(o.currency) ?? 'usd',
      status: paid ? 'paid' : 'failed',
      provider,
      provider_ref: invoiceId,
      provider_subscription_id: subscriptionId,
      invoice_url: str(o.hosted_invoice_url) ?? '',
      created_at: fromSeconds(o.created) ?? now,
    })
    // A failed invoice paid later becomes paid; a paid one never goes back.
    .onConflict((oc) => oc.columns(['provider', 'provider_ref']).doUpdateSet(paid ? { status: 'paid', amount_cents: amount } : {}).where('orders.status', '=', 'failed'))
    .execute();
  return 'applied';
}

async function applyCheckout(trx: Trx, provider: string, o: Obj, now: Date): Promise<ApplyResult> {
  const metadata = obj(o.metadata);
  const zupuId = str(metadata.zupu_id);
  if (str(o.mode) !== 'payment' || !zupuId || str(o.payment_status) !== 'paid') return 'ignored';
  const userId = (await userFor(trx, provider, { user_id: str(o.client_reference_id) ?? metadata.user_id }, ref(o.customer))) ?? null;
  if (!userId) return 'ignored';
  const paymentRef = ref(o.payment_intent) ?? str(o.id)!;
  const order = await trx
    .insertInto('orders')
    .values({
      user_id: userId,
      kind: 'zupu',
      description: `${ZUPU_PRODUCT_NAME} ${zupuId}`,
      amount_cents: num(o.amount_total) ?? 0,
      currency: str(o.currency) ?? 'usd',
      status: 'paid',
      provider,
      provider_ref: paymentRef,
      provider_subscription_id: null,
      zupu_id: zupuId,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['provider', 'provider_ref']).doUpdateSet({ status: 'paid' }))
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('zupu_access').values({ user_id: userId, zupu_id: zupuId, order_id: order.id, granted_at: now }).onConflict((oc) => oc.doNothing()).execute();
  return 'applied';
}
