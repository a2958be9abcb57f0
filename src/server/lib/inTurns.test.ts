import { describe, expect, it } from 'vitest';
import { inTurns } from './inTurns';

describe('inTurns', () => {
  it('lets work queued on the event loop run between the steps, and answers the result', async () => {
    const seen: string[] = [];
    function* steps(): Generator<void, number> {
      seen.push('step 1');
      yield;
      seen.push('step 2');
      yield;
      seen.push('step 3');
      return 42;
    }
    setImmediate(() => seen.push('other work'));
    expect(await inTurns(steps())).toBe(42);
    expect(seen).toEqual(['step 1', 'other work', 'step 2', 'step 3']);
  });

  it('answers a generator that never yields', async () => {
    // eslint-disable-next-line require-yield
    function* none(): Generator<void, string> {
      return 'done';
    }
    expect(await inTurns(none())).toBe('done');
  });
});
