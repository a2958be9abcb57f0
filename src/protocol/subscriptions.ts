/** Subscriptions, checkout, orders and zupu purchases (platform spec 3, 4, 7). */
import { z } from 'zod';
import { listSchema, pageQuerySchema } from './common';

/** Page size of the orders list (spec 9). */
export const ORDERS_PAGE_SIZE = 10;
/** Days of trial a subscriber's share link gives a friend. */
export const SHARE_LINK_TRIAL_DAYS = 30;
/** The product name of a zupu purchase (spec 1). */
export const ZUPU_PRODUCT_NAME = 'Permanent Access to Zupu';

export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Dollars. */
  cost: z.number(),
  currency: z.string(),
  billing_period: z.enum(['yearly', 'monthly']),
  trial_days: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;
export const planListSchema = listSchema(planSchema);

/** trial → active; canceled keeps access until the period ends; past_due and ended come from the provider. */
export const subscriptionStatuses = ['trial', 'active', 'canceled', 'past_due', 'ended'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const subscriptionSchema = z.object({
  id: z.string(),
  plan: planSchema,
  status: z.enum(subscriptionStatuses),
  /** Whether the member has the paid tier through it now. */
  is_active: z.boolean(),
  cancel_at_period_end: z.boolean(),
  trial_end: z.string().nullable(),
  current_period_end: z.string().nullable(),
  discount_percent: z.number().int(),
  /** The member's share code (subscriber link), while the subscription gives access. */
  share_code: z.string().nullable(),
  created_at: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = listSchema(subscriptionSchema);

/** Same-origin return addresses only: the checkout never sends a member to another site. */
export const startSubscriptionQuerySchema = z.object({
  plan_id: z.coerce.number().int().min(1),
  success_url: z.string().url().max(2000),
  cancel_url: z.string().url().max(2000),
  /** A subscriber's share code (subscriber-link/:code/). */
  code: z.string().max(64).optional(),
});
export type StartSubscriptionQuery = z.infer<typeof startSubscriptionQuerySchema>;

export const checkoutSessionResponseSchema = z.object({ session_id: z.string(), url: z.string() });
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

export const cancelReasons = ['too_expensive', 'not_using', 'missing_features', 'found_what_i_needed', 'technical_problems', 'other'] as const;
export const cancelReasonLabels: Record<(typeof cancelReasons)[number], string> = {
  too_expensive: 'It costs too much',
  not_using: 'I do not use it enough',
  missing_features: 'A feature I need is missing',
  found_what_i_needed: 'I found what I was looking for',
  technical_problems: 'Technical problems',
  other: 'Something else',
};
export const cancelRequestSchema = z.object({
  survey: z.object({ reason: z.enum(cancelReasons), comment: z.string().max(2000).default('') }),
});
export type CancelRequest = z.infer<typeof cancelRequestSchema>;

export const orderSchema = z.object({
  id: z.string(),
  kind: z.enum(['subscription', 'zupu']),
  description: z.string(),
  /** Dollars. */
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['paid', 'failed']),
  zupu_id: z.string().nullable(),
  invoice_url: z.string(),
  created_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = listSchema(orderSchema);
export const orderQuerySchema = pageQuerySchema(ORDERS_PAGE_SIZE, 100);

export const zupuCheckoutRequestSchema = z.object({
  zupu_id: z.string().min(1).max(64),
  success_url: z.string().url().max(2000),
  cancel_url: z.string().url().max(2000),
});
export type ZupuCheckoutRequest = z.infer<typeof zupuCheckoutRequestSchema>;

export const ownedZupuSchema = z.object({ clan_pedigree_id: z.string(), order_id: z.string(), granted_at: z.string() });
export const ownedZupuListSchema = listSchema(ownedZupuSchema);

export const subscriberLinkSchema = z.object({
  code: z.string(),
  /** The subscriber's first name, or 'A member' when they gave none. */
  from_name: z.string(),
  trial_days: z.number().int(),
  plan: planSchema,
});
export type SubscriberLink = z.infer<typeof subscriberLinkSchema>;

export const portalUrlResponseSchema = z.object({ url: z.string() });

/** What the server names in a 403 so the client opens the paywall modal. */
export const paywallReasons = ['records', 'hints', 'image_to_text'] as const;
export type PaywallReason = (typeof paywallReasons)[number];
