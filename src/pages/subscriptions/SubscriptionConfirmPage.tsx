/**
 * subscription-confirm?plan_id=…[&code=…]: shows what the member is about to start, then starts the
 * checkout and sends them to the provider's hosted page. A failure is the server's message in a
 * toast (spec 8); an existing subscription goes to subscription-active.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ApiError } from '../../api/client';
import { goToCheckout, subscriptionsApi } from '../../api/subscriptions';
import { showToast } from '../../app/toast';
import { SHARE_LINK_TRIAL_DAYS, type Plan } from '../../protocol/subscriptions';
import { useSession } from '../../state/session';
import { AccountCard, describeError, useQuery } from '../account/shared';
import { planOffer } from './offer';
import { useSubscriptions } from './useSubscriptions';
import './subscriptions.css';

export default function SubscriptionConfirmPage() {
  const query = useQuery();
  const [, navigate] = useLocation();
  const planId = Number(query.get('plan_id'));
  const code = query.get('code') ?? undefined;
  const loggedIn = useSession((s) => Boolean(s.key));
  const { subscriptions } = useSubscriptions();
  const [plan, setPlan] = useState<Plan | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    subscriptionsApi.plans().then(
      (list) => setPlan(list.objects.find((p) => p.id === planId) ?? null),
      () => setPlan(null),
    );
  }, [planId]);

  if (!loggedIn) {
    const here = `/subscription-confirm?${query}`;
    return (
      <AccountCard title="Create your account first">
        <p>Membership belongs to an account.</p>
        <div className="account-links">
          <Link href={`/register?redirect=${encodeURIComponent(here)}`}>Get started for free</Link>
          <Link href={`/login?redirect=${encodeURIComponent(here)}`}>Log in</Link>
        </div>
      </AccountCard>
    );
  }
  if (plan === null) {
    return (
      <AccountCard title="Choose a plan">
        <p>
          That plan is not on sale. <Link href="/subscription-plans">See the plans</Link>
        </p>
      </AccountCard>
    );
  }
  if (!plan || subscriptions === null) return <AccountCard title="Confirm your membership">Loading…</AccountCard>;

  const offer = code ? { button: `Start Free ${SHARE_LINK_TRIAL_DAYS} Day Trial`, subText: `then $${plan.cost}/${plan.billing_period === 'yearly' ? 'year' : 'month'}` } : planOffer(plan, subscriptions.length > 0);
  const start = async () => {
    setBusy(true);
    try {
      goToCheckout(await subscriptionsApi.start(plan.id, code));
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.status === 409) return navigate('/subscription-active');
      showToast(describeError(err).message || 'Error', { kind: 'error' });
    }
  };
  return (
    <AccountCard title="Confirm your membership">
      <p>
        <strong>{plan.name}</strong>: {offer.subText}
      </p>
      <p className="account-hint">You pay on the secure checkout page and come back here. You can cancel at any time from Billing History.</p>
      <button type="button" className="account-button" onClick={start} disabled={busy}>
        {offer.button}
      </button>
    </AccountCard>
  );
}
