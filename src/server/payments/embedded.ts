/**
 * The embedded provider: a card processor in test mode inside the app. A checkout session is a row
 * in the database; the member pays on the app's own hosted page (/checkout/:id, checkoutPage.ts),
 * which then sends the same signed, Stripe-shaped events a real processor would. Nothing is charged.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import type { CheckoutSessionsTable } from '../db/paymentsSchema';
import type { Selectable } from 'kysely';
import { verifySignature } from './signature';
import { WebhookRefused, type CheckoutInput, type CheckoutSession, type PaymentEvent, type PaymentsProvider } from './types';

export type EmbeddedSession = Selectable<CheckoutSessionsTable>;

/** A stable customer id per member, so the portal and later checkouts name the same customer. */
export const embeddedCustomerId = (userId: string) => `cus_${createHash('sha256').update(userId).digest('hex').slice(0, 14)}`;

export function embeddedProvider(options: { db: Db; secret: string }): PaymentsProvider {
  const { db, secret } = options;
  return {
    name: 'embedded',
    async createCheckoutSession(input: CheckoutInput, now: Date): Promise<CheckoutSession> {
      const id = `cs_test_${randomBytes(16).toString('hex')}`;
      const item = input.item;
      const sub = item.mode === 'subscription';
      await db
        .insertInto('checkout_sessions')
        .values({
          id,
          user_id: input.userId,
          mode: item.mode,
          plan_id: sub ? item.planId : null,
          zupu_id: sub ? null : item.zupuId,
          description: sub ? `${item.planName} membership` : item.description,
          amount_cents: sub ? item.costCents : item.amountCents,
          currency: item.currency,
          trial_days: sub ? item.trialDays : 0,
          discount_percent: sub ? item.discountPercent : 0,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          status: 'open',
          created_at: now,
        })
        .execute();
      return { id, url: `/checkout/${id}` };
    },
    async customerPortalUrl({ returnUrl }) {
      // The embedded processor has no portal of its own: the app's billing history is where a
      // member sees invoices and cancels or reactivates.
      return new URL('/my-orders', returnUrl).toString();
    },
    async setCancelAtPeriodEnd() {
      // The embedded processor keeps no subscriptions of its own (it never charges a renewal):
      // the app's row is the whole record, and the caller has already changed it.
    },
    parseWebhook(rawBody: string, signatureHeader: string | undefined, now: Date): PaymentEvent {
      verifySignature(rawBody, signatureHeader, secret, now);
      let event: unknown;
      try {
        event = JSON.parse(rawBody);
      } catch {
        throw new WebhookRefused('The body is not JSON.');
      }
      const e = event as Partial<PaymentEvent>;
      if (typeof e?.id !== 'string' || typeof e.type !== 'string' || typeof e.created !== 'number' || typeof e.data?.object !== 'object' || !e.data.object) {
        throw new WebhookRefused('The body is not an event (id, type, created, data.object).');
      }
      return e as PaymentEvent;
    },
  };
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function addPeriod(from: Date, period: 'yearly' | 'monthly'): Date {
  const d = new Date(from);
  if (period === 'yearly') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
}

/**
 * The events a paid session sends, in the order a processor sends them. Their ids derive from the
 * session's, so sending them again (a retry after a failed delivery) changes nothing.
 */
export function sessionEvents(session: EmbeddedSession, billingPeriod: 'yearly' | 'monthly' | null, now: Date): PaymentEvent[] {
  const key = session.id.replace(/^cs_test_/, '');
  const customer = embeddedCustomerId(session.user_id);
  const created = seconds(now);
  const event = (suffix: string, type: string, object: Record<string, unknown>): PaymentEvent => ({
    id: `evt_${key}_${suffix}`,
    type,
    created,
    data: { object },
  });
  const metadata = { user_id: session.user_id, plan_id: session.plan_id === null ? '' : String(session.plan_id), zupu_id: session.zupu_id ?? '', discount_percent: String(session.discount_percent) };
  const checkoutCompleted = (extra: Record<string, unknown>, amount: number) =>
    event('session', 'checkout.session.completed', {
      id: session.id,
      object: 'checkout.session',
      mode: session.mode,
      client_reference_id: session.user_id,
      customer,
      amount_total: amount,
      currency: session.currency,
      payment_status: amount > 0 ? 'paid' : 'no_payment_required',
      metadata,
      ...extra,
    });

  if (session.mode === 'payment') {
    return [checkoutCompleted({ payment_intent: `pi_${key}`, description: session.description }, session.amount_cents)];
  }
  const subscriptionId = `sub_${key}`;
  const trialEnd = session.trial_days > 0 ? new Date(now.getTime() + session.trial_days * 86_400_000) : null;
  const periodEnd = trialEnd ?? addPeriod(now, billingPeriod ?? 'yearly');
  const firstAmount = trialEnd ? 0 : Math.round((session.amount_cents * (100 - session.discount_percent)) / 100);
  const description = trialEnd
    ? `${session.description}: free trial, ${session.trial_days} days`
    : `${session.description}: first ${billingPeriod === 'monthly' ? 'month' : 'year'}${session.discount_percent ? ` (${session.discount_percent}% off)` : ''}`;
  return [
    event('sub', 'customer.subscription.created', {
      id: subscriptionId,
      object: 'subscription',
      customer,
      status: trialEnd ? 'trialing' : 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      trial_end: trialEnd ? seconds(trialEnd) : null,
      current_period_end: seconds(periodEnd),
      created,
      metadata,
    }),
    event('invoice', 'invoice.paid', {
      id: `in_${key}`,
      object: 'invoice',
      customer,
      subscription: subscriptionId,
      amount_paid: firstAmount,
      currency: session.currency,
      description,
      hosted_invoice_url: '',
      created,
      metadata,
    }),
    checkoutCompleted({ subscription: subscriptionId }, firstAmount),
  ];
}
