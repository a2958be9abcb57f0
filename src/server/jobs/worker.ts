/**
 * Runs queued jobs in this process, one at a time, with handlers registered by kind. It polls the
 * queue, and `kick()` wakes it at once after an enqueue. Tests call `drain()` to run everything
 * that is ready without timers.
 */
import type { Db } from '../db/database';
import type { Clock } from '../deps';
import type { Logger } from '../logger';
import { claimNext, completeJob, failJob, recoverInterrupted, reportProgress, type Job } from './queue';

/** Thrown by a handler for bad input: the job fails at once, with the message (and line) shown to the user. */
export class JobInputError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

export interface JobContext {
  db: Db;
  clock: Clock;
  logger: Logger;
  progress(stage: string, percent: number): Promise<void>;
}

export type JobHandler = (job: Job, ctx: JobContext) => Promise<unknown>;

export class JobWorker {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly pollMs = 500,
  ) {}

  register(kind: string, handler: JobHandler): this {
    this.handlers.set(kind, handler);
    return this;
  }

  /** Requeues jobs a previous process left running, then polls. */
  async start(): Promise<void> {
    const recovered = await recoverInterrupted(this.db, this.clock());
    if (recovered) this.logger.warn({ recovered }, 'jobs interrupted by a restart were recovered');
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  kick(): void {
    if (!this.stopped) this.schedule(0);
  }

  /** Runs ready jobs until none is left; returns how many ran. */
  async drain(): Promise<number> {
    let count = 0;
    while (await this.runOne()) count++;
    return count;
  }

  private schedule(ms: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.running) return;
      this.running = this.drain()
        .then(() => undefined)
        .catch((err) => this.logger.error({ err }, 'job worker failed'))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.schedule(this.pollMs);
        });
    }, ms);
  }

  private async runOne(): Promise<boolean> {
    const job = await claimNext(this.db, [...this.handlers.keys()], this.clock());
    if (!job) return false;
    const handler = this.handlers.get(job.kind)!;
    const ctx: JobContext = {
      db: this.db,
      clock: this.clock,
      logger: this.logger,
      progress: (stage, percent) => reportProgress(this.db, job.id, stage, percent, this.clock()),
    };
    try {
      const result = await handler(job, ctx);
      await completeJob(this.db, job.id, result, this.clock());
    } catch (err) {
      if (err instanceof JobInputError) {
        await failJob(this.db, job.id, { message: err.message, ...(err.line ? { line: err.line } : {}) }, this.clock());
      } else {
        this.logger.error({ err, jobId: job.id, kind: job.kind }, 'job failed');
        await failJob(this.db, job.id, { message: 'The job failed unexpectedly. It will be retried.' }, this.clock(), true);
      }
    }
    return true;
  }
}
