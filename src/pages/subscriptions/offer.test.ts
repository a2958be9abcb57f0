import { describe, expect, it } from 'vitest';
import { planOffer } from './offer';

const standard = { id: 1, name: 'Standard', cost: 99, currency: 'usd', billing_period: 'yearly' as const, trial_days: 14 };
const monthly = { id: 2, name: 'Standard Monthly', cost: 12.99, currency: 'usd', billing_period: 'monthly' as const, trial_days: 0 };

describe('the buy button of a plan', () => {
  it('offers the trial to a member without subscriptions when the standard yearly plan has trial days', () => {
    expect(planOffer(standard, false)).toEqual({ button: 'Start Free 14 Day Trial', subText: '$99/year after 14 day trial' });
  });
  it('says Become a Member after an earlier subscription, or without trial days', () => {
    expect(planOffer(standard, true)).toEqual({ button: 'Become a Member', subText: '$99/year' });
    expect(planOffer({ ...standard, trial_days: 0 }, false)).toEqual({ button: 'Become a Member', subText: '$99/year' });
    expect(planOffer(monthly, false)).toEqual({ button: 'Become a Member', subText: '$12.99/month' });
  });
});
