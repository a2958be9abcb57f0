import { useState } from 'react';
import { Link } from 'wouter';
import { memberApi } from '../api/member';
import { pathFor } from './match';
import type { RouteMeta } from './routeTable';
import { addLocalReviewedItem, holidayOffer, readLocalReviewedItems, shouldShowHolidayBanner } from './holidayBanner';
import { useShellSession } from './shellSession';
import { useSwitch } from './switches';
import { isUnsupportedBrowser, UNSUPPORTED_BROWSER_TEXT } from './userAgent';
import './Banners.css';

/** The holiday sale: switch on, not subscribed, not dismissed, not a service page. */
export function HolidayBanner({ meta }: { meta: RouteMeta }) {
  const session = useShellSession();
  const switchOn = useSwitch('XMAS_DISCOUNT_SUBSCRIPTION');
  const [local, setLocal] = useState(() => readLocalReviewedItems(localStorage));
  const offer = holidayOffer(new Date());
  const show = shouldShowHolidayBanner({
    switchOn,
    isSubscribed: session.isSubscribed,
    isService: meta.isService === true,
    hideBannerSubscription: meta.hideBannerSubscription === true,
    reviewedItems: [...session.reviewedItems, ...local],
    token: offer.token,
  });
  if (!show) return null;
  return (
    <aside className="holiday-banner" aria-label={offer.title}>
      <p>
        <strong>{offer.title}:</strong> {offer.text}
      </p>
      <Link href={pathFor('subscription-plans')} className="holiday-banner__cta">
        See plans
      </Link>
      <button
        type="button"
        className="holiday-banner__close"
        aria-label="Dismiss the holiday sale"
        onClick={() => {
          setLocal(addLocalReviewedItem(localStorage, offer.token));
          // A member's dismissal is kept on the account too, so other devices stop showing it.
          if (session.isLoggedIn) memberApi.markReviewed(offer.token).catch(() => undefined);
        }}
      >
        ×
      </button>
    </aside>
  );
}

/** The unsupported-browser notice on routes flagged for it (spec 8). */
export function BrowserNotice({ meta }: { meta: RouteMeta }) {
  if (!meta.displayBrowserNotSupported || !isUnsupportedBrowser(navigator.userAgent)) return null;
  return (
    <div className="browser-notice" role="alert">
      {UNSUPPORTED_BROWSER_TEXT}
    </div>
  );
}
