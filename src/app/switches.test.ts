import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSwitches, resetSwitches, switchStore } from './switches';

afterEach(resetSwitches);

describe('feature switches', () => {
  it('are fetched once', async () => {
    const fetcher = vi.fn(async () => ({ flags: {}, switches: { XMAS_DISCOUNT_SUBSCRIPTION: true }, samples: {} }));
    await loadSwitches(fetcher);
    await loadSwitches(fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(switchStore.get()).toEqual({ loaded: true, switches: { XMAS_DISCOUNT_SUBSCRIPTION: true } });
  });

  it('set loaded even when the call fails', async () => {
    await loadSwitches(async () => {
      throw new Error('offline');
    });
    expect(switchStore.get()).toEqual({ loaded: true, switches: {} });
  });
});
