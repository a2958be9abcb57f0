/**
 * The payments interface: what subscriptions and orders need from a card processor. Chosen once at
 * start-up (select.ts): the embedded test-mode checkout, or Stripe. Both deliver Stripe-shaped
 * events to one webhook endpoint, so one handler applies them.
 */

export interface CheckoutInput {
  userId: string;
  email: string;
  /** The provider's customer id from an earlier subscription, if any. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
  item:
    | {
        mode: 'subscription';
        planId: number;
        planName: string;
        costCents: number;
        currency: string;
        billingPeriod: 'yearly' | 'monthly';
        /** The provider's price id for the plan, when there is one. */
        stripePriceId: string;
        trialDays: number;
        /** Off the first year (or month): the holiday sale's 50. */
        discountPercent: number;
      }
    | { mode: 'payment'; zupuId: string; description: string; amountCents: number; currency: string };
}

export interface CheckoutSession {
  id: string;
  /** Where the member pays: the provider's hosted checkout page. */
  url: string;
}

/** A provider event in Stripe's shape: `created` in seconds, the object as the provider sent it. */
export interface PaymentEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

/** A webhook refused before anything was applied (bad signature, stale timestamp, bad body). */
export class WebhookRefused extends Error {}

export interface PaymentsProvider {
  readonly name: 'embedded' | 'stripe';
  createCheckoutSession(input: CheckoutInput, now: Date): Promise<CheckoutSession>;
  /** Where a member manages cards and invoices. */
  customerPortalUrl(input: { userId: string; customerId: string | null; returnUrl: string }): Promise<string>;
  /** Tells the provider a subscription ends with its period (true) or goes on (false). */
  setCancelAtPeriodEnd(providerSubscriptionId: string, cancel: boolean): Promise<void>;
  /** Verifies the signature and age of a webhook and parses it; throws WebhookRefused. */
  parseWebhook(rawBody: string, signatureHeader: string | undefined, now: Date): PaymentEvent;
}
