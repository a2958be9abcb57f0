/** The buy button of a plan (spec 2.6): the paywall's wording for the yearly plan, a plain price for the others. */
import { paywallOffer, type PaywallOffer } from '../../app/paywall';
import type { Plan } from '../../protocol/subscriptions';

function money(cost: number): string {
  return Number.isInteger(cost) ? String(cost) : cost.toFixed(2);
}

export function planOffer(plan: Plan, hasSubscriptions: boolean): PaywallOffer {
  if (plan.billing_period === 'yearly') return paywallOffer(plan, hasSubscriptions);
  return { button: 'Become a Member', subText: `$${money(plan.cost)}/month` };
}
