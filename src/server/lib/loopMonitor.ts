/**
 * Measures how long this thread's event loop is held up, in the process itself: a histogram of the
 * loop's delay (perf_hooks.monitorEventLoopDelay) and a ticking timer that sees each block as it ends,
 * counts those over 50 ms and logs a warning for any over 200 ms, naming the jobs and requests in
 * flight at the time (each tracked with `track`). Staff read the figures at GET health/?detail=1.
 */
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { Logger } from '../logger';

export interface LoopFigures {
  /** The delay of the loop, sampled every 10 ms, in milliseconds. */
  delay_ms: { p50: number; p99: number; max: number; mean: number };
  /** Blocks longer than 50 ms seen by the ticking timer. */
  blocks_over_50ms: number;
  longest_block: { ms: number; at: string; during: string[] } | null;
  /** Since when these figures run: the start, or the last reset. */
  since: string;
}

export interface LoopMonitorOptions {
  /** A block at least this long is counted. */
  blockMs?: number;
  /** A block at least this long is logged as a warning. */
  warnMs?: number;
  tickMs?: number;
}

const ms = (ns: number) => Math.round(ns / 1e4) / 100;

export class LoopMonitor {
  private histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  private timer: NodeJS.Timeout | undefined;
  private last = 0;
  private blocks = 0;
  private longest: LoopFigures['longest_block'] = null;
  private since = new Date();
  private seq = 0;
  private readonly active = new Map<number, string>();
  /** Activities that ended lately, kept for one tick: a block is seen only after the work that made it. */
  private ended: { label: string; at: number }[] = [];
  private readonly blockMs: number;
  private readonly warnMs: number;
  private readonly tickMs: number;

  constructor(
    private readonly logger: Logger,
    options: LoopMonitorOptions = {},
  ) {
    this.blockMs = options.blockMs ?? 50;
    this.warnMs = options.warnMs ?? 200;
    this.tickMs = options.tickMs ?? 20;
  }

  start(): this {
    this.histogram.enable();
    this.last = performance.now();
    this.timer = setInterval(() => this.tick(), this.tickMs).unref();
    return this;
  }

  stop(): void {
    clearInterval(this.timer);
    this.histogram.disable();
  }

  /** Marks work in flight (a request, a job) until the returned function is called. */
  track(label: string): () => void {
    const id = ++this.seq;
    this.active.set(id, label);
    return () => {
      this.active.delete(id);
      this.ended.push({ label, at: performance.now() });
    };
  }

  private tick(): void {
    const now = performance.now();
    const blocked = now - this.last - this.tickMs;
    this.last = now;
    if (blocked >= this.blockMs) {
      const started = now - blocked - this.tickMs;
      const during = [...new Set([...this.active.values(), ...this.ended.filter((e) => e.at >= started).map((e) => e.label)])];
      this.blocks++;
      if (!this.longest || blocked > this.longest.ms) this.longest = { ms: Math.round(blocked), at: new Date().toISOString(), during };
      if (blocked >= this.warnMs) this.logger.warn({ blocked_ms: Math.round(blocked), during }, 'event loop blocked');
    }
    this.ended = this.ended.filter((e) => e.at >= now - this.tickMs);
  }

  /** The figures since the start or the last reset; `reset` starts them again (a benchmark's phases). */
  figures(reset = false): LoopFigures {
    const h = this.histogram;
    const figures: LoopFigures = {
      delay_ms: h.count ? { p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max), mean: ms(h.mean) } : { p50: 0, p99: 0, max: 0, mean: 0 },
      blocks_over_50ms: this.blocks,
      longest_block: this.longest,
      since: this.since.toISOString(),
    };
    if (reset) {
      h.reset();
      this.blocks = 0;
      this.longest = null;
      this.since = new Date();
    }
    return figures;
  }
}
