/** The member's subscriptions (empty for a visitor), reloaded on demand. */
import { useCallback, useEffect, useState } from 'react';
import { subscriptionsApi } from '../../api/subscriptions';
import type { Subscription } from '../../protocol/subscriptions';
import { useSession } from '../../state/session';

export function useSubscriptions(): { subscriptions: Subscription[] | null; reload: () => void } {
  const key = useSession((s) => s.key);
  const [subscriptions, setSubscriptions] = useState<Subscription[] | null>(null);
  const reload = useCallback(() => {
    if (!key) {
      setSubscriptions([]);
      return;
    }
    subscriptionsApi.list().then(
      (list) => setSubscriptions(list.objects),
      () => setSubscriptions([]),
    );
  }, [key]);
  useEffect(reload, [reload]);
  return { subscriptions, reload };
}
