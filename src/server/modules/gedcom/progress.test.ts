import { describe, expect, it } from 'vitest';
import { progressWriter, rowProgress } from './progress';

/** A write that stays open until the test lets it finish. */
function gatedWrites() {
  const written: number[] = [];
  const gates: (() => void)[] = [];
  const write = (percent: number) =>
    new Promise<void>((resolve) => {
      written.push(percent);
      gates.push(resolve);
    });
  const openNext = async () => {
    gates.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { written, write, openNext };
}

describe('progressWriter', () => {
  it('sends one write at a time and, after it, only the latest value', async () => {
    const g = gatedWrites();
    const p = progressWriter(g.write);
    p.report(40);
    p.report(41);
    p.report(47.4);
    expect(g.written).toEqual([40]);
    await g.openNext();
    expect(g.written).toEqual([40, 47]);
    await g.openNext();
    p.report(47);
    expect(g.written).toEqual([40, 47]);
    await p.flush();
  });

  it('flush waits for the latest value to be written', async () => {
    const g = gatedWrites();
    const p = progressWriter(g.write);
    p.report(50);
    p.report(60);
    let flushed = false;
    const done = p.flush().then(() => (flushed = true));
    await g.openNext();
    expect(flushed).toBe(false);
    await g.openNext();
    await done;
    expect(g.written).toEqual([50, 60]);
  });

  it('flush rejects with a failed write and nothing more is sent after it', async () => {
    const written: number[] = [];
    const p = progressWriter(async (v) => {
      written.push(v);
      throw new Error('database gone');
    });
    p.report(10);
    p.report(20);
    await expect(p.flush()).rejects.toThrow('database gone');
    p.report(30);
    await expect(p.flush()).rejects.toThrow('database gone');
    expect(written).toEqual([10]);
  });
});

describe('rowProgress', () => {
  it('maps rows written onto its stretch of the bar and stops at its end', () => {
    const seen: number[] = [];
    const onRows = rowProgress(200, 35, 85, (v) => seen.push(v));
    onRows(100);
    onRows(100);
    onRows(50);
    expect(seen).toEqual([60, 85, 85]);
  });
});
