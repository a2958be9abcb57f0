import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatEvery } from './repeat';

afterEach(() => vi.useRealTimers());

describe('repeatEvery', () => {
  it('runs once a period, skips the ticks that come while a run is going, and stops', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let finish: () => void = () => {};
    const task = repeatEvery(100, () => {
      runs++;
      return new Promise<void>((done) => (finish = done));
    }, () => {});
    await vi.advanceTimersByTimeAsync(350);
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(2);
    finish();
    task.stop();
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toBe(2);
  });

  it('hands a failed run to onError and goes on', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    const task = repeatEvery(100, async () => {
      runs++;
      throw new Error(`run ${runs}`);
    }, (err) => errors.push(err));
    await vi.advanceTimersByTimeAsync(250);
    task.stop();
    expect(errors.map((e) => (e as Error).message)).toEqual(['run 1', 'run 2']);
  });
});
