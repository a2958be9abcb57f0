/**
 * subscription-plans: the plans on sale with the paywall's wording (spec 2.6). A visitor registers
 * first and comes back to the confirm step; a subscriber is told they already subscribe.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { subscriptionsApi } from '../../api/subscriptions';
import type { Plan } from '../../protocol/subscriptions';
import { useSession } from '../../state/session';
import { AccountCard } from '../account/shared';
import { planOffer } from './offer';
import { useSubscriptions } from './useSubscriptions';
import './subscriptions.css';

export function confirmPath(planId: number, code?: string): string {
  const q = new URLSearchParams({ plan_id: String(planId), ...(code ? { code } : {}) });
  return `/subscription-confirm?${q}`;
}

export default function SubscriptionPlansPage() {
  const [, navigate] = useLocation();
  const loggedIn = useSession((s) => Boolean(s.key));
  const subscribed = useSession((s) => s.member?.is_subscribed ?? false);
  const { subscriptions } = useSubscriptions();
  const [plans, setPlans] = useState<Plan[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    subscriptionsApi.plans().then(
      (list) => setPlans(list.objects),
      () => setError('The plans could not be loaded. Please try again.'),
    );
  }, []);

  const choose = (plan: Plan) => {
    if (subscribed) return navigate('/subscription-active');
    const next = confirmPath(plan.id);
    navigate(loggedIn ? next : `/register?redirect=${encodeURIComponent(next)}`);
  };

  return (
    <AccountCard title="Become a member">
      <p>Membership opens the whole of Xungen:</p>
      <ul className="plans-benefits">
        <li>Full record images and transcriptions of the overseas and China collections</li>
        <li>RecordFinder matches for everyone in your tree</li>
        <li>Text extraction with translation for your documents</li>
      </ul>
      {error && <p className="account-error">{error}</p>}
      {plans && subscriptions !== null && (
        <div className="plans">
          {plans.map((plan) => {
            const offer = planOffer(plan, subscriptions.length > 0);
            return (
              <section key={plan.id} className="plan-card" aria-label={plan.name}>
                <h2>{plan.name}</h2>
                <div className="plan-card__price">
                  ${plan.cost % 1 ? plan.cost.toFixed(2) : plan.cost}
                  <small>/{plan.billing_period === 'yearly' ? 'year' : 'month'}</small>
                </div>
                <button type="button" className="account-button" onClick={() => choose(plan)}>
                  {offer.button}
                </button>
                <p className="plan-card__sub">{offer.subText}</p>
              </section>
            );
          })}
        </div>
      )}
    </AccountCard>
  );
}
