/** The paywall's offer text from the plans (platform spec 2.6, 4). */
import type { Plan } from '../api/content';

/** The standard yearly plan: yearly billing and 'Standard' in the name, else any yearly plan. */
export function yearlyPlan(plans: readonly Plan[]): Plan | null {
  const yearly = plans.filter((p) => p.billing_period === 'yearly');
  return yearly.find((p) => p.name.includes('Standard')) ?? yearly[0] ?? null;
}

export interface PaywallOffer {
  button: string;
  subText: string;
}

function money(cost: number | string): string {
  const n = Number(cost);
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

/** A member is trial-eligible with no subscriptions and a standard yearly plan that has trial days. */
export function paywallOffer(plan: Plan, hasSubscriptions: boolean): PaywallOffer {
  const days = plan.trial_days ?? 0;
  const trial = !hasSubscriptions && plan.name.includes('Standard') && days > 0;
  const price = `$${money(plan.cost)}/year`;
  return trial
    ? { button: `Start Free ${days} Day Trial`, subText: `${price} after ${days} day trial` }
    : { button: 'Become a Member', subText: price };
}
