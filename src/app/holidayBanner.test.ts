import { describe, expect, it } from 'vitest';
import { addLocalReviewedItem, holidayOffer, readLocalReviewedItems, shouldShowHolidayBanner } from './holidayBanner';
import { paywallOffer, yearlyPlan } from './paywall';

const base = { switchOn: true, isSubscribed: false, isService: false, hideBannerSubscription: false, reviewedItems: [], token: 't' };

describe('holiday banner', () => {
  it('shows with the switch on to a non-subscriber on a non-service page', () => {
    expect(shouldShowHolidayBanner(base)).toBe(true);
  });
  it.each([
    ['switch off', { switchOn: false }],
    ['subscribed', { isSubscribed: true }],
    ['service page', { isService: true }],
    ['route hides it', { hideBannerSubscription: true }],
    ['dismissed', { reviewedItems: ['t'] }],
  ])('hides when %s', (_why, change) => {
    expect(shouldShowHolidayBanner({ ...base, ...change })).toBe(false);
  });
  it('picks the variant by date', () => {
    expect(holidayOffer(new Date('2026-12-01T00:00:00Z')).variant).toBe('first-year-half-off');
    expect(holidayOffer(new Date('2026-12-28T00:00:00Z')).variant).toBe('second-year-free');
    expect(holidayOffer(new Date('2027-01-03T00:00:00Z'))).toMatchObject({ variant: 'new-year', token: 'holiday-sale-new-year-2027' });
  });
  it('stores dismissals as reviewed items', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    addLocalReviewedItem(storage, 'a');
    addLocalReviewedItem(storage, 'a');
    expect(readLocalReviewedItems(storage)).toEqual(['a']);
    data.set('xungen.reviewedItems', 'not json');
    expect(readLocalReviewedItems(storage)).toEqual([]);
  });
});

describe('paywall offer', () => {
  const standard = { id: 1, name: 'Standard Yearly', cost: 99, billing_period: 'yearly' as const, trial_days: 7 };
  it('offers the trial to a member without subscriptions', () => {
    expect(paywallOffer(standard, false)).toEqual({ button: 'Start Free 7 Day Trial', subText: '$99/year after 7 day trial' });
  });
  it('asks to become a member otherwise', () => {
    expect(paywallOffer(standard, true)).toEqual({ button: 'Become a Member', subText: '$99/year' });
    expect(paywallOffer({ ...standard, trial_days: 0 }, false)).toEqual({ button: 'Become a Member', subText: '$99/year' });
  });
  it('picks the standard yearly plan', () => {
    const monthly = { ...standard, id: 2, name: 'Standard Monthly', billing_period: 'monthly' as const };
    const family = { ...standard, id: 3, name: 'Family Yearly' };
    expect(yearlyPlan([monthly, family, standard])?.id).toBe(1);
    expect(yearlyPlan([monthly, family])?.id).toBe(3);
    expect(yearlyPlan([monthly])).toBeNull();
  });
});
