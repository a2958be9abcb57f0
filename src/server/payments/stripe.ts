/**
 * The Stripe provider, used when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set: Checkout
 * Sessions (subscription mode with trial_period_days, payment mode for a zupu), the billing portal,
 * cancel at period end, and webhooks verified with stripe.webhooks.constructEvent. Its events have
 * the shape the webhook handler reads; the user and plan travel in the metadata.
 */
import Stripe from 'stripe';
import { conflict } from '../http/errors';
import { SIGNATURE_TOLERANCE_SECONDS } from './signature';
import { WebhookRefused, type CheckoutInput, type CheckoutSession, type PaymentEvent, type PaymentsProvider } from './types';

/** The prefix of the holiday sale's coupons, made in the Stripe account the first time each is needed. */
export const HOLIDAY_COUPON_ID = 'xungen-first-year-off';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the Stripe API is (tests point it at a local stand-in). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

export function stripeProvider(options: StripeOptions): PaymentsProvider {
  const stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, ...(options.api ?? {}) });

  /** The coupon for a discount off the first year: the first yearly invoice, or the first twelve monthly ones. */
  async function firstYearCoupon(percent: number, period: 'yearly' | 'monthly'): Promise<string> {
    const id = period === 'yearly' ? `${HOLIDAY_COUPON_ID}-${percent}` : `${HOLIDAY_COUPON_ID}-${percent}-monthly`;
    try {
      return (await stripe.coupons.retrieve(id)).id;
    } catch (err) {
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError) || err.statusCode !== 404) throw err;
      const duration = period === 'yearly' ? { duration: 'once' as const } : { duration: 'repeating' as const, duration_in_months: 12 };
      return (await stripe.coupons.create({ id, percent_off: percent, ...duration, name: `${percent}% off the first year` })).id;
    }
  }

  return {
    name: 'stripe',
    async createCheckoutSession(input: CheckoutInput): Promise<CheckoutSession> {
      const item = input.item;
      const customer = input.customerId ? { customer: input.customerId } : { customer_email: input.email };
      const common = { ...customer, client_reference_id: input.userId, success_url: input.successUrl, cancel_url: input.cancelUrl };
      let session: Stripe.Checkout.Session;
      if (item.mode === 'subscription') {
        const metadata = { user_id: input.userId, plan_id: String(item.planId), discount_percent: String(item.discountPercent) };
        const price = item.stripePriceId
          ? { price: item.stripePriceId }
          : {
              price_data: {
                currency: item.currency,
                unit_amount: item.costCents,
                product_data: { name: `${item.planName} membership` },
                recurring: { interval: item.billingPeriod === 'yearly' ? ('year' as const) : ('month' as const) },
              },
            };
        session = await stripe.checkout.sessions.create({
          ...common,
          mode: 'subscription',
          line_items: [{ ...price, quantity: 1 }],
          subscription_data: { metadata, ...(item.trialDays > 0 ? { trial_period_days: item.trialDays } : {}) },
          metadata,
          ...(item.discountPercent > 0 ? { discounts: [{ coupon: await firstYearCoupon(item.discountPercent, item.billingPeriod) }] } : {}),
        });
      } else {
        const metadata = { user_id: input.userId, zupu_id: item.zupuId };
        session = await stripe.checkout.sessions.create({
          ...common,
          mode: 'payment',
          line_items: [{ price_data: { currency: item.currency, unit_amount: item.amountCents, product_data: { name: item.description } }, quantity: 1 }],
          payment_intent_data: { metadata },
          metadata,
        });
      }
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },
    async customerPortalUrl({ customerId, returnUrl }) {
      if (!customerId) throw conflict('You have no billing account yet: it is made with your first payment.');
      return (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url;
    },
    async setCancelAtPeriodEnd(providerSubscriptionId, cancel) {
      await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: cancel });
    },
    parseWebhook(rawBody: string, signatureHeader: string | undefined, now: Date): PaymentEvent {
      if (!signatureHeader) throw new WebhookRefused('No Stripe-Signature header.');
      try {
        const event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret, SIGNATURE_TOLERANCE_SECONDS, undefined, now.getTime());
        return event as unknown as PaymentEvent;
      } catch (err) {
        if (err instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookRefused(err.message);
        throw new WebhookRefused(err instanceof Error ? err.message : 'The body is not an event.');
      }
    },
  };
}
