/**
 * The API client's global error callback. Callers still get every failure and show field errors
 * themselves; this only tells the person when the server or the network let them down, once per
 * burst.
 */
import type { ApiError } from '../api/client';
import { openPaywall } from './chromeState';
import { showToast } from './toast';

const QUIET_MS = 10_000;
let lastToastAt = -Infinity;

/** 5xx and lost connections get one toast; a paywall 403 opens the paywall; other 4xx answers are the calling page's to explain. */
export function onApiError(error: ApiError, now = Date.now()): 'toast' | 'quiet' | 'paywall' {
  // The server's paywall rule names its reason: the member is offered the paid tier.
  if (error.status === 403 && error.body.fields?.paywall) {
    openPaywall();
    return 'paywall';
  }
  const serverOrNetwork = error.status === 0 || error.status >= 500;
  if (!serverOrNetwork || now - lastToastAt < QUIET_MS) return 'quiet';
  lastToastAt = now;
  showToast(
    error.status === 0 ? 'We could not reach Xungen. Check your connection and try again.' : 'Something went wrong on our side. Please try again.',
    { kind: 'error' },
  );
  return 'toast';
}

export function resetApiErrorToasts(): void {
  lastToastAt = -Infinity;
}
