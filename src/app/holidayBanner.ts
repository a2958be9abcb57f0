/** When the holiday sale banner shows and which offer it makes (platform spec 2.6, 9). */

export type HolidayVariant = 'first-year-half-off' | 'second-year-free' | 'new-year';

export interface HolidayOffer {
  variant: HolidayVariant;
  /** The reviewed-item key a dismissal stores; a new season brings the banner back. */
  token: string;
  title: string;
  text: string;
}

/** The offer for a date: the new-year sale in January, second year free in the last week of December, else 50% off. */
export function holidayOffer(now: Date): HolidayOffer {
  const month = now.getUTCMonth();
  const day = now.getUTCDate();
  const year = now.getUTCFullYear();
  if (month === 0) {
    return {
      variant: 'new-year',
      token: `holiday-sale-new-year-${year}`,
      title: 'New Year sale',
      text: 'Start the year with your roots: 50% off your first year of membership.',
    };
  }
  if (month === 11 && day >= 26) {
    return {
      variant: 'second-year-free',
      token: `holiday-sale-second-year-free-${year}`,
      title: 'Holiday sale',
      text: 'Join now and your second year of membership is free.',
    };
  }
  return {
    variant: 'first-year-half-off',
    token: `holiday-sale-first-year-half-off-${year}`,
    title: 'Holiday sale',
    text: '50% off your first year of membership: search overseas and China collections, get RecordFinder matches and extract text with translation.',
  };
}

export interface HolidayBannerInputs {
  switchOn: boolean;
  isSubscribed: boolean;
  isService: boolean;
  hideBannerSubscription: boolean;
  reviewedItems: readonly string[];
  token: string;
}

export function shouldShowHolidayBanner(i: HolidayBannerInputs): boolean {
  return i.switchOn && !i.isSubscribed && !i.isService && !i.hideBannerSubscription && !i.reviewedItems.includes(i.token);
}

const REVIEWED_KEY = 'xungen.reviewedItems';

/** Reviewed items kept in this browser until the member API stores them (a visitor has no account). */
export function readLocalReviewedItems(storage: Pick<Storage, 'getItem'>): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(REVIEWED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function addLocalReviewedItem(storage: Pick<Storage, 'getItem' | 'setItem'>, token: string): string[] {
  const items = readLocalReviewedItems(storage);
  if (!items.includes(token)) items.push(token);
  storage.setItem(REVIEWED_KEY, JSON.stringify(items));
  return items;
}
