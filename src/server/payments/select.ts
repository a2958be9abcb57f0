/** Which payments provider this app uses: the one given in deps, else the embedded test-mode checkout. */
import type { AppDeps } from '../deps';
import { embeddedProvider } from './embedded';
import { webhookSecret } from './secret';
import type { PaymentsProvider } from './types';

const chosen = new WeakMap<AppDeps, PaymentsProvider>();

export function paymentsFor(deps: AppDeps): PaymentsProvider {
  if (deps.payments) return deps.payments;
  let provider = chosen.get(deps);
  if (!provider) {
    const secret = webhookSecret(deps.config.paymentsWebhookSecret, deps.config.dataDir);
    provider = embeddedProvider({ db: deps.database.db, secret });
    chosen.set(deps, provider);
  }
  return provider;
}

/** The embedded provider's secret (the checkout page signs its events with it). */
export const embeddedWebhookSecret = (deps: AppDeps) => webhookSecret(deps.config.paymentsWebhookSecret, deps.config.dataDir);
