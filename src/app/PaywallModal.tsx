import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { fetchPlans, type Plan } from '../api/content';
import { subscriptionsApi } from '../api/subscriptions';
import { useSession } from '../state/session';
import { paywallStore } from './chromeState';
import { pathFor } from './match';
import { Modal } from './Modal';
import { paywallOffer, yearlyPlan } from './paywall';
import { useStore } from './store';

/**
 * The paid tier's offer, opened with openPaywall() (or by the server's paywall 403). It opens only
 * when the plans endpoint answers with a yearly plan; without plans there is nothing honest to
 * offer, so it stays closed. Subscribers and staff never see it. The trial wording follows the
 * member's subscriptions (spec 4).
 */
export function PaywallModal({ hasSubscriptions }: { hasSubscriptions?: boolean }) {
  const requested = useStore(paywallStore);
  const loggedIn = useSession((s) => Boolean(s.key));
  const exempt = useSession((s) => Boolean(s.member?.is_subscribed || s.member?.is_staff));
  const [plan, setPlan] = useState<Plan | null>(null);
  const [hadSubscriptions, setHadSubscriptions] = useState(hasSubscriptions ?? false);

  useEffect(() => {
    if (!requested) return;
    if (exempt) {
      paywallStore.set(false);
      return;
    }
    let live = true;
    const subscriptions = hasSubscriptions !== undefined || !loggedIn ? Promise.resolve(hasSubscriptions ?? false) : subscriptionsApi.list().then((l) => l.objects.length > 0, () => false);
    Promise.all([fetchPlans(), subscriptions]).then(([plans, had]) => {
      if (!live) return;
      const yearly = plans ? yearlyPlan(plans) : null;
      setPlan(yearly);
      setHadSubscriptions(had);
      if (!yearly) paywallStore.set(false);
    });
    return () => {
      live = false;
    };
  }, [requested, exempt, loggedIn, hasSubscriptions]);

  const close = () => paywallStore.set(false);
  const offer = plan ? paywallOffer(plan, hadSubscriptions) : null;
  return (
    <Modal open={requested && !exempt && offer !== null} onClose={close} title="Become a member">
      {offer && (
        <div className="paywall">
          <ul>
            <li>Search the overseas and China collections</li>
            <li>RecordFinder matches for the people in your tree</li>
            <li>Text extraction with translation for your documents</li>
          </ul>
          <Link href={pathFor('subscription-plans')} className="paywall__button" onClick={close}>
            {offer.button}
          </Link>
          <p className="paywall__sub">{offer.subText}</p>
        </div>
      )}
    </Modal>
  );
}
