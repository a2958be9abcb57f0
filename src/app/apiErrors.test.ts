import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { onApiError, resetApiErrorToasts } from './apiErrors';
import { paywallStore } from './chromeState';
import { toastStore } from './toast';

beforeEach(() => {
  resetApiErrorToasts();
  toastStore.set([]);
});

describe('global API error callback', () => {
  it('toasts once for a server error and stays quiet during the burst that follows', () => {
    expect(onApiError(new ApiError(500, { error: 'boom' }), 1_000)).toBe('toast');
    expect(onApiError(new ApiError(502, { error: 'bad gateway' }), 2_000)).toBe('quiet');
    expect(onApiError(new ApiError(0, { error: 'Failed to fetch' }), 20_000)).toBe('toast');
    expect(toastStore.get().map((t) => t.message)).toEqual([
      'Something went wrong on our side. Please try again.',
      'We could not reach Xungen. Check your connection and try again.',
    ]);
  });

  it('leaves 4xx answers to the page that made the call', () => {
    expect(onApiError(new ApiError(400, { error: 'Invalid body' }))).toBe('quiet');
    expect(onApiError(new ApiError(404, { error: 'Not found.' }))).toBe('quiet');
    expect(toastStore.get()).toEqual([]);
  });

  it("opens the paywall for the server's paywall 403, and only for it", () => {
    paywallStore.set(false);
    expect(onApiError(new ApiError(403, { error: 'You do not have permission.' }))).toBe('quiet');
    expect(paywallStore.get()).toBe(false);
    expect(onApiError(new ApiError(403, { error: 'For members.', fields: { paywall: ['records'] } }))).toBe('paywall');
    expect(paywallStore.get()).toBe(true);
  });

});
