/**
 * Forwarding confirmed subscriptions to an e-mail marketing service. The product keeps its own list
 * (the newsletter_signups table); when NEWSLETTER_SERVICE_URL and NEWSLETTER_SERVICE_KEY are set,
 * each confirmation and unsubscription is also sent to that service's HTTP API.
 */
import type { NewsletterList } from '../../../protocol/content';

export interface MarketingService {
  readonly name: string;
  subscribe(email: string, lists: NewsletterList[]): Promise<void>;
  unsubscribe(email: string): Promise<void>;
}

/**
 * A JSON API: POST {url}/subscribers {email, lists, status: 'subscribed'} and
 * POST {url}/subscribers/unsubscribe {email}, with the key as a bearer token. Any answer but 2xx throws.
 */
export function httpMarketingService(options: { url: string; apiKey: string; timeoutMs?: number }): MarketingService {
  const base = options.url.replace(/\/+$/, '');
  async function post(path: string, body: unknown): Promise<void> {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (!res.ok) throw new Error(`marketing service answered ${res.status} to ${path}`);
  }
  return {
    name: 'http',
    subscribe: (email, lists) => post('/subscribers', { email, lists, status: 'subscribed' }),
    unsubscribe: (email) => post('/subscribers/unsubscribe', { email }),
  };
}

/** The service the environment names, or none (subscriptions then stay local). */
export function marketingFromEnv(env: { NEWSLETTER_SERVICE_URL?: string; NEWSLETTER_SERVICE_KEY?: string }): MarketingService | undefined {
  if (!env.NEWSLETTER_SERVICE_URL || !env.NEWSLETTER_SERVICE_KEY) return undefined;
  return httpMarketingService({ url: env.NEWSLETTER_SERVICE_URL, apiKey: env.NEWSLETTER_SERVICE_KEY });
}
