/** Table types of subscriptions and payments (migration 0065). Money in cents. */
import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './schema';

export type BillingPeriod = 'yearly' | 'monthly';
export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'ended';

export interface SubscriptionPlansTable {
  id: Generated<number>;
  name: string;
  cost_cents: number;
  currency: Generated<string>;
  billing_period: BillingPeriod;
  trial_days: Generated<number>;
  is_active: Generated<boolean>;
  /** The Stripe price the plan is sold at; empty: the price is sent inline with each checkout. */
  stripe_price_id: Generated<string>;
  created_at: Timestamp;
}

export interface SubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  plan_id: number;
  provider: string;
  provider_subscription_id: string;
  provider_customer_id: Generated<string>;
  status: SubscriptionStatus;
  cancel_at_period_end: Generated<boolean>;
  canceled_at: NullableTimestamp;
  trial_end: NullableTimestamp;
  current_period_end: NullableTimestamp;
  discount_percent: Generated<number>;
  /** The provider's time of the state last applied: an older event never overwrites a newer state. */
  provider_state_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SubscriptionSurveysTable {
  id: Generated<string>;
  subscription_id: string;
  user_id: string;
  reason: string;
  comment: Generated<string>;
  created_at: Timestamp;
}

export interface OrdersTable {
  id: Generated<string>;
  user_id: string;
  kind: 'subscription' | 'zupu';
  description: string;
  amount_cents: number;
  currency: Generated<string>;
  status: 'paid' | 'failed';
  provider: string;
  provider_ref: string;
  provider_subscription_id: string | null;
  zupu_id: string | null;
  invoice_url: Generated<string>;
  created_at: Timestamp;
}

export interface ZupuAccessTable {
  user_id: string;
  zupu_id: string;
  order_id: string;
  granted_at: Timestamp;
}

export interface PaymentEventsTable {
  id: string;
  provider: string;
  type: string;
  received_at: Timestamp;
}

export interface CheckoutSessionsTable {
  id: string;
  user_id: string;
  mode: 'subscription' | 'payment';
  plan_id: number | null;
  zupu_id: string | null;
  description: string;
  amount_cents: number;
  currency: Generated<string>;
  trial_days: Generated<number>;
  discount_percent: Generated<number>;
  success_url: string;
  cancel_url: string;
  status: 'open' | 'complete';
  created_at: Timestamp;
  completed_at: NullableTimestamp;
}

export interface SubscriberLinksTable {
  code: string;
  user_id: string;
  created_at: Timestamp;
}
