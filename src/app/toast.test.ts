import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, showImpersonationError, showToast, toastStore } from './toast';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    toastStore.set([]);
    vi.useRealTimers();
  });

  it('disappear after 3000 ms', () => {
    showToast('Saved', { kind: 'success' });
    vi.advanceTimersByTime(2999);
    expect(toastStore.get().map((t) => t.message)).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(toastStore.get()).toEqual([]);
  });

  it('keep the impersonation error for 5 seconds', () => {
    showImpersonationError('li@example.com');
    vi.advanceTimersByTime(4999);
    expect(toastStore.get()[0]).toMatchObject({ message: 'Log in as staff to impersonate li@example.com', kind: 'error' });
    vi.advanceTimersByTime(1);
    expect(toastStore.get()).toEqual([]);
  });

  it('can be closed early', () => {
    const id = showToast('One');
    showToast('Two');
    dismissToast(id);
    expect(toastStore.get().map((t) => t.message)).toEqual(['Two']);
  });
});
