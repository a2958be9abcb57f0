/** share-link/:code: a subscriber's invitation. The rule, stated on the page: a 30-day free trial. */
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { subscriptionsApi } from '../../api/subscriptions';
import type { PageProps } from '../../app/routes';
import type { SubscriberLink } from '../../protocol/subscriptions';
import { AccountCard } from '../account/shared';
import { confirmPath } from './SubscriptionPlansPage';

export default function ShareLinkPage({ params }: PageProps) {
  const [link, setLink] = useState<SubscriberLink | null | undefined>(undefined);
  useEffect(() => {
    subscriptionsApi.subscriberLink(params.code).then(setLink, () => setLink(null));
  }, [params.code]);

  if (link === undefined) return <AccountCard title="An invitation">Loading…</AccountCard>;
  if (link === null) {
    return (
      <AccountCard title="This link has expired">
        <p>The member who shared it no longer subscribes. You can still see the plans.</p>
        <Link href="/subscription-plans">See the plans</Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={`${link.from_name} invites you to Xungen`}>
      <p>
        A member&apos;s link gives you a <strong>{link.trial_days}-day free trial</strong> of the {link.plan.name} membership, even if you have had a
        membership before. After the trial it costs ${link.plan.cost}/{link.plan.billing_period === 'yearly' ? 'year' : 'month'}; cancel any time before
        the trial ends and nothing is charged.
      </p>
      <Link className="account-button" href={confirmPath(link.plan.id, link.code)}>
        Start Free {link.trial_days} Day Trial
      </Link>
    </AccountCard>
  );
}
