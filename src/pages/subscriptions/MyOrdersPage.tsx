/**
 * my-orders (Billing History): the member's subscriptions with cancel (after the survey) and
 * reactivate, the provider's billing portal, and the orders, ten a page (spec 9).
 */
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { memberApi } from '../../api/member';
import { subscriptionsApi } from '../../api/subscriptions';
import { showToast } from '../../app/toast';
import { ORDERS_PAGE_SIZE, type Order, type Subscription } from '../../protocol/subscriptions';
import { setMember } from '../../state/session';
import { AccountCard, describeError } from '../account/shared';
import { CancelSurvey } from './CancelSurvey';
import { useSubscriptions } from './useSubscriptions';
import './subscriptions.css';

const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '');
const statusText: Record<Subscription['status'], string> = { trial: 'Free trial', active: 'Active', canceled: 'Canceled', past_due: 'Payment due', ended: 'Ended' };

function SubscriptionBox({ s, onCancel, onReactivate }: { s: Subscription; onCancel: () => void; onReactivate: () => void }) {
  return (
    <div className="subscription-box" aria-label={`${s.plan.name} subscription`}>
      <strong>{s.plan.name}</strong> · <span data-testid="subscription-status">{statusText[s.status]}</span>
      {s.status === 'trial' && s.trial_end && <div>Free trial until {date(s.trial_end)}</div>}
      {s.status === 'canceled' && <div>Ends on {date(s.current_period_end)}; reactivate it before then to keep it.</div>}
      {(s.status === 'active' || s.status === 'trial') && s.current_period_end && <div>Renews on {date(s.current_period_end)}</div>}
      {s.share_code && (
        <div className="account-hint">
          Share a 30-day free trial with a friend: <code>{`${location.origin}/share-link/${s.share_code}`}</code>
        </div>
      )}
      <div className="subscription-box__actions">
        {s.is_active && !s.cancel_at_period_end && (
          <button type="button" className="link-button" onClick={onCancel}>
            Cancel subscription
          </button>
        )}
        {s.is_active && s.cancel_at_period_end && (
          <button type="button" className="account-button" onClick={onReactivate}>
            Reactivate
          </button>
        )}
      </div>
    </div>
  );
}

export default function MyOrdersPage() {
  const { subscriptions, reload } = useSubscriptions();
  const [orders, setOrders] = useState<{ objects: Order[]; total: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const [canceling, setCanceling] = useState<Subscription | null>(null);

  const loadOrders = useCallback(() => {
    subscriptionsApi.orders(offset).then(
      (page) => setOrders({ objects: page.objects, total: page.meta.total_count }),
      () => setOrders({ objects: [], total: 0 }),
    );
  }, [offset]);
  useEffect(loadOrders, [loadOrders]);

  const afterChange = async (message: string) => {
    reload();
    setMember(await memberApi.me());
    showToast(message, { kind: 'success' });
  };
  const reactivate = async (s: Subscription) => {
    try {
      await subscriptionsApi.reactivate(s.id);
      await afterChange('Your membership goes on.');
    } catch (err) {
      showToast(describeError(err).message || 'Error', { kind: 'error' });
    }
  };
  const portal = async () => {
    try {
      location.assign((await subscriptionsApi.portalUrl()).url);
    } catch (err) {
      showToast(describeError(err).message || 'Error', { kind: 'error' });
    }
  };

  return (
    <AccountCard title="Billing History">
      <h2>Membership</h2>
      {subscriptions?.length === 0 && (
        <p>
          You have no membership yet. <Link href="/subscription-plans">See the plans</Link>
        </p>
      )}
      {subscriptions?.map((s) => <SubscriptionBox key={s.id} s={s} onCancel={() => setCanceling(s)} onReactivate={() => void reactivate(s)} />)}
      {subscriptions && subscriptions.length > 0 && (
        <p>
          <button type="button" className="link-button" onClick={() => void portal()}>
            Manage payment details
          </button>
        </p>
      )}
      <h2>Orders</h2>
      {orders && orders.total === 0 && <p>No orders yet.</p>}
      {orders && orders.total > 0 && (
        <>
          <table className="orders-table">
            <thead>
              <tr>
                <th>Date</th>
                <th>Description</th>
                <th>Amount</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {orders.objects.map((o) => (
                <tr key={o.id}>
                  <td>{date(o.created_at)}</td>
                  <td>{o.invoice_url ? <a href={o.invoice_url}>{o.description}</a> : o.description}</td>
                  <td>${o.amount.toFixed(2)}</td>
                  <td>{o.status === 'paid' ? 'Paid' : 'Failed'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {orders.total > ORDERS_PAGE_SIZE && (
            <div className="orders-pager">
              <button type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - ORDERS_PAGE_SIZE))}>
                Newer
              </button>
              <span>
                {offset + 1}–{Math.min(offset + ORDERS_PAGE_SIZE, orders.total)} of {orders.total}
              </span>
              <button type="button" disabled={offset + ORDERS_PAGE_SIZE >= orders.total} onClick={() => setOffset(offset + ORDERS_PAGE_SIZE)}>
                Older
              </button>
            </div>
          )}
        </>
      )}
      <CancelSurvey
        open={canceling !== null}
        periodEnd={canceling?.current_period_end ?? null}
        onClose={() => setCanceling(null)}
        onSubmit={async (survey) => {
          try {
            await subscriptionsApi.cancel(canceling!.id, survey);
            setCanceling(null);
            await afterChange('Your membership is canceled. It stays active until the end of the period.');
          } catch (err) {
            showToast(describeError(err).message || 'Error', { kind: 'error' });
          }
        }}
      />
    </AccountCard>
  );
}
