/**
 * The pages the checkout returns to: subscription-success, subscription-canceled,
 * subscription-active and payment/checkout-success. Access comes from the provider's webhook, not
 * from arriving here: the success pages re-read the member until the webhook has been applied.
 */
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { memberApi } from '../../api/member';
import { subscriptionsApi } from '../../api/subscriptions';
import { setMember, useSession } from '../../state/session';
import { AccountCard, useQuery } from '../account/shared';
import './subscriptions.css';

const POLL_MS = 1500;
const POLLS = 20;

/** Re-reads until `done` says the webhook has landed (or gives up), and says which. */
function usePolled(check: () => Promise<boolean>): 'waiting' | 'done' | 'late' {
  const [state, setState] = useState<'waiting' | 'done' | 'late'>('waiting');
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const run = async (n: number) => {
      const ok = await check().catch(() => false);
      if (!live) return;
      if (ok) setState('done');
      else if (n >= POLLS) setState('late');
      else timer = setTimeout(() => void run(n + 1), POLL_MS);
    };
    void run(1);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- polls once per page visit
  }, []);
  return state;
}

export function SubscriptionSuccessPage() {
  const subscription = useSession((s) => s.member?.subscription ?? null);
  const state = usePolled(async () => {
    const member = await memberApi.me();
    setMember(member);
    return member.is_subscribed;
  });
  return (
    <AccountCard title={state === 'done' ? 'Welcome, member!' : 'Confirming your payment…'}>
      {state === 'done' && subscription && (
        <p className="account-success" role="status">
          Your {subscription.plan.name} membership is active
          {subscription.trial_end ? `; your free trial runs until ${new Date(subscription.trial_end).toLocaleDateString()}` : ''}.
        </p>
      )}
      {state === 'waiting' && <p>We are waiting for the payment provider to confirm. This takes a few seconds.</p>}
      {state === 'late' && <p>The confirmation has not arrived yet. It will show in Billing History as soon as it does.</p>}
      <div className="account-links">
        <Link href="/search/records">Search records</Link>
        <Link href="/my-orders">Billing History</Link>
      </div>
    </AccountCard>
  );
}

export function SubscriptionCanceledPage() {
  return (
    <AccountCard title="Checkout canceled">
      <p>You left the checkout before paying. Nothing was charged.</p>
      <Link href="/subscription-plans">Back to the plans</Link>
    </AccountCard>
  );
}

export function SubscriptionActivePage() {
  return (
    <AccountCard title="You are already a member">
      <p>Your subscription is active, so there is nothing to buy.</p>
      <Link href="/my-orders">See your subscription in Billing History</Link>
    </AccountCard>
  );
}

export function CheckoutSuccessPage() {
  const zupu = useQuery().get('zupu');
  const state = usePolled(async () => {
    if (!zupu) return true;
    const owned = await subscriptionsApi.ownedZupus();
    return owned.objects.some((o) => o.clan_pedigree_id === zupu);
  });
  return (
    <AccountCard title={state === 'waiting' ? 'Confirming your payment…' : 'Thank you for your purchase'}>
      {state === 'done' && <p className="account-success">Permanent Access to Zupu is yours{zupu ? `: zupu ${zupu}` : ''}.</p>}
      {state === 'late' && <p>The confirmation has not arrived yet. It will show in Billing History as soon as it does.</p>}
      <Link href="/my-orders">Billing History</Link>
    </AccountCard>
  );
}
