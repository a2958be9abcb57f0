/** Helpers for the subscriptions tests: an app with a known webhook secret, signed events, the checkout form over HTTP. */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { signPayload } from '../../payments/signature';
import type { PaymentEvent, PaymentsProvider } from '../../payments/types';

export const TEST_WEBHOOK_SECRET = 'whsec_test_subscriptions';

export interface PaymentsTestApp extends TestApp {
  /** The app over a real socket. */
  url: string;
  stop(): Promise<void>;
}

export async function paymentsTestApp(payments?: PaymentsProvider): Promise<PaymentsTestApp> {
  const t = await testApp({
    ...(payments ? { payments } : {}),
    config: { version: 'test', nodeEnv: 'test', publicUrl: 'http://localhost:3000', dataDir: '.tmp/test-data', writeLimits: false, paymentsWebhookSecret: TEST_WEBHOOK_SECRET },
  });
  const server: ServerType = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...t,
    url,
    async stop() {
      await new Promise((r) => server.close(r));
      await t.close();
    },
  };
}

/** Posts an event to the webhook endpoint, signed with `secret` at `signedAt` (the app's clock by default). */
export function postEvent(t: TestApp, event: PaymentEvent, options: { secret?: string; signedAt?: Date; body?: string } = {}) {
  const body = options.body ?? JSON.stringify(event);
  const at = Math.floor((options.signedAt ?? t.clock.now).getTime() / 1000);
  return t.request('/api/v1/payments/webhook/', { method: 'POST', body, headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(body, options.secret ?? TEST_WEBHOOK_SECRET, at) } });
}

/** Fills and submits the hosted checkout page's form as a browser would (no redirect followed). */
export async function payOnCheckoutPage(url: string, sessionId: string, card: string, expiry = '12 / 34') {
  const page = await fetch(`${url}/checkout/${sessionId}`);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no checkout form in ${html.slice(0, 200)}`);
  const form = new URLSearchParams({ card_number: card, expiry, cvc: '123', name: 'Mei Lin Chan' });
  return fetch(`${url}${action}`, { method: 'POST', body: form, redirect: 'manual' });
}
