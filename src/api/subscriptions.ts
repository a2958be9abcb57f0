/** Subscriptions and payments calls (spec section 7), typed with src/protocol/subscriptions.ts. */
import { z } from 'zod';
import {
  checkoutSessionResponseSchema,
  orderListSchema,
  ownedZupuListSchema,
  planListSchema,
  portalUrlResponseSchema,
  subscriberLinkSchema,
  subscriptionListSchema,
  subscriptionSchema,
  ORDERS_PAGE_SIZE,
  type CancelRequest,
} from '../protocol/subscriptions';
import { call } from './client';

/** The success and cancel pages of this site, the only return addresses the server takes. */
export function returnUrls(success: string, cancel: string): { success_url: string; cancel_url: string } {
  return { success_url: new URL(success, location.origin).toString(), cancel_url: new URL(cancel, location.origin).toString() };
}

export const subscriptionsApi = {
  plans: () => call('GET', 'plan/', planListSchema),
  list: () => call('GET', 'subscription/list/', subscriptionListSchema),
  start: (planId: number, code?: string) =>
    call('GET', 'subscription/start/', checkoutSessionResponseSchema, {
      searchParams: { plan_id: planId, ...returnUrls('/subscription-success', '/subscription-canceled'), code },
    }),
  cancel: (id: string, survey: CancelRequest['survey']) => call('POST', `subscription/${id}/cancel/`, subscriptionSchema, { json: { survey } }),
  reactivate: (id: string) => call('POST', `subscription/${id}/reactivate/`, subscriptionSchema),
  portalUrl: () => call('GET', 'member/customer-portal-url/', portalUrlResponseSchema),
  orders: (offset = 0) => call('GET', 'order/', orderListSchema, { searchParams: { limit: ORDERS_PAGE_SIZE, offset } }),
  /** 'Permanent Access to Zupu': a checkout session for one zupu. */
  buyZupu: (zupuId: string) =>
    call('POST', 'payment/checkout-session/', checkoutSessionResponseSchema, {
      json: { zupu_id: zupuId, ...returnUrls(`/payment/checkout-success?zupu=${encodeURIComponent(zupuId)}`, `/zupus/${encodeURIComponent(zupuId)}`) },
    }),
  ownedZupus: () => call('GET', 'owned-clan-pedigree/', ownedZupuListSchema),
  subscriberLink: (code: string) => call('GET', `subscriber-link/${encodeURIComponent(code)}/`, subscriberLinkSchema),
};

/** Sends the browser to the provider's hosted checkout. */
export function goToCheckout(session: z.infer<typeof checkoutSessionResponseSchema>): void {
  location.assign(session.url);
}
