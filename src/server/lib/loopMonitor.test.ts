import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import pino from 'pino';
import { LoopMonitor } from './loopMonitor';

/** Holds the event loop for `ms`, as a synchronous step of real work would. */
function block(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({ write: (chunk, _, done) => (lines.push(JSON.parse(String(chunk))), done()) });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('the event-loop monitor', () => {
  it('counts a block, names what was in flight, and warns past the warning threshold', async () => {
    const { logger, lines } = capturedLogger();
    const monitor = new LoopMonitor(logger, { blockMs: 50, warnMs: 150, tickMs: 10 }).start();
    try {
      await pause(30);
      const done = monitor.track('job gedcom.import 42');
      block(80);
      done();
      await pause(30);
      let f = monitor.figures();
      expect(f.blocks_over_50ms).toBe(1);
      expect(f.longest_block!.ms).toBeGreaterThanOrEqual(60);
      expect(f.longest_block!.during).toEqual(['job gedcom.import 42']);
      expect(lines.filter((l) => l.msg === 'event loop blocked')).toEqual([]);

      const request = monitor.track('POST /api/v1/familytree/1/draw/');
      block(200);
      await pause(30);
      request();
      f = monitor.figures(true);
      expect(f.blocks_over_50ms).toBe(2);
      expect(f.delay_ms.max).toBeGreaterThanOrEqual(150);
      const warned = lines.filter((l) => l.msg === 'event loop blocked');
      expect(warned).toHaveLength(1);
      expect(warned[0]).toMatchObject({ during: ['POST /api/v1/familytree/1/draw/'] });
      expect(warned[0].blocked_ms).toBeGreaterThanOrEqual(150);

      // Reset: the figures start again.
      await pause(40);
      expect(monitor.figures()).toMatchObject({ blocks_over_50ms: 0, longest_block: null });
    } finally {
      monitor.stop();
    }
  });
});
