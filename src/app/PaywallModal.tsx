import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { fetchPlans, type Plan } from '../api/content';
import { paywallStore } from './chromeState';
import { pathFor } from './match';
import { Modal } from './Modal';
import { paywallOffer, yearlyPlan } from './paywall';
import { useStore } from './store';

/**
 * The paid tier's offer. It opens only when the plans endpoint answers with a yearly plan; without
 * plans there is nothing honest to offer, so it stays closed.
 */
export function PaywallModal({ hasSubscriptions = false }: { hasSubscriptions?: boolean }) {
  const requested = useStore(paywallStore);
  const [plan, setPlan] = useState<Plan | null>(null);

  useEffect(() => {
    if (!requested) return;
    let live = true;
    fetchPlans().then((plans) => {
      if (!live) return;
      const yearly = plans ? yearlyPlan(plans) : null;
      setPlan(yearly);
      if (!yearly) paywallStore.set(false);
    });
    return () => {
      live = false;
    };
  }, [requested]);

  const close = () => paywallStore.set(false);
  const offer = plan ? paywallOffer(plan, hasSubscriptions) : null;
  return (
    <Modal open={requested && offer !== null} onClose={close} title="Become a member">
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
