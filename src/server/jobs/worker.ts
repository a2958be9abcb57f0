/**
 * Runs queued jobs for this node, one at a time, with handlers registered by kind: in the worker pool
 * when it has one (the server), else in this thread (tests, operator commands). It polls the queue,
 * and `kick()` wakes it at once after an enqueue; tests call `drain()` to run everything that is ready
 * without timers.
 *
 * A running job is this node's under a lease, renewed every third of it. Should the node die, another
 * takes the job over once the lease expires; should this node fail to renew in time, the job is
 * stopped at its next checkpoint and whatever it had not yet made visible is dropped. On shutdown the
 * job is paused at its next checkpoint and goes back to the queue, to run again after the restart.
 */
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { withPriority } from '../db/priority';
import type { Clock } from '../deps';
import { noStore, type FileStore } from '../files/store';
import type { Logger } from '../logger';
import { JobInputError, JobPaused, LeaseLost } from './errors';
import type { RunOptions } from './pool';
import { claimNext, completeJob, failJob, holdsLease, recoverInterrupted, renewLease, reportProgress, requeuePaused, type Job } from './queue';

export { JobInputError };

export interface JobContext {
  db: Db;
  clock: Clock;
  logger: Logger;
  /** Stores the stage and percentage; throws LeaseLost when another node has taken the job over. */
  progress(stage: string, percent: number): Promise<void>;
  /** Call between batches: throws JobPaused on shutdown, LeaseLost when the job was taken over. */
  checkpoint(): void;
  /** In the transaction that makes the job's work visible: throws LeaseLost unless this node still holds the job. */
  confirmLease(trx: Db): Promise<void>;
  signal: AbortSignal;
  /** The app's file store (GEDZIP media). */
  files: FileStore;
  /** The key file URLs are signed with (hex), when the worker was given it: a job that draws a tree signs its card pictures. */
  photoSecret?: string;
}

export type JobHandler = (job: Job, ctx: JobContext) => Promise<unknown>;

/** A job's context on the database and clock of the thread that runs it. */
export function jobContext(job: Job, o: { db: Db; clock: Clock; logger: Logger; signal: AbortSignal; nodeId: string | null; files: FileStore; photoSecret?: string }): JobContext {
  return {
    files: o.files,
    photoSecret: o.photoSecret,
    db: o.db,
    clock: o.clock,
    logger: o.logger,
    signal: o.signal,
    async progress(stage, percent) {
      if (!(await reportProgress(o.db, job.id, stage, percent, o.clock(), o.nodeId))) throw new LeaseLost(job.id);
    },
    checkpoint() {
      if (o.signal.aborted) throw o.signal.reason;
    },
    async confirmLease(trx) {
      if (o.nodeId && !(await holdsLease(trx, job.id, o.nodeId))) throw new LeaseLost(job.id);
    },
  };
}

/** What the 'job.run' task of the worker pool takes. */
export interface JobTaskInput {
  job: Job;
  nodeId: string;
  photoSecret?: string;
}

/** The part of the worker pool that runs jobs. */
export interface JobThreads {
  run(name: 'job.run', input: JobTaskInput, options: RunOptions): Promise<unknown>;
}

export interface JobWorkerOptions {
  /** Runs the handlers in its threads (their own registry, see handlers.ts); without it they run here. */
  pool?: JobThreads;
  /** How long a job stays this node's without a renewal. */
  leaseMs?: number;
  pollMs?: number;
  /**
   * The database is this process's alone (the embedded one): jobs left running belong to an earlier run
   * of it and are taken back at once on start, not after their lease.
   */
  sole?: boolean;
  /** Told of each job while it runs, so a stall of the event loop can name it (see LoopMonitor). */
  monitor?: { track(label: string): () => void };
  /** The file store of handlers run here (with a pool, its threads have their own). */
  files?: FileStore;
  /** The key file URLs are signed with (hex), handed to each job (see JobContext). */
  photoSecret?: string;
}

export class JobWorker {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private current: { job: Job; controller: AbortController } | undefined;
  /** Names this node in locked_by: host, process and a random part (a restarted process is another node). */
  readonly nodeId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly leaseMs: number;
  private readonly pollMs: number;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: JobWorkerOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 30_000;
    this.pollMs = options.pollMs ?? 500;
  }

  register(kind: string, handler: JobHandler): this {
    this.handlers.set(kind, handler);
    return this;
  }

  /** The job running on this node now, if any. */
  get runningJob(): { id: string; kind: string } | undefined {
    return this.current && { id: this.current.job.id, kind: this.current.job.kind };
  }

  /** Takes back jobs a previous process left running, then polls. */
  async start(): Promise<void> {
    const now = this.clock();
    const recovered = await recoverInterrupted(this.db, now, this.options.sole ? now : this.expiredBefore(now));
    if (recovered) this.logger.warn({ recovered }, 'jobs interrupted by a restart were recovered');
    this.stopped = false;
    this.schedule(0);
  }

  private expiredBefore(now: Date): Date {
    return new Date(now.getTime() - this.leaseMs);
  }

  /**
   * Stops polling. With `pause`, the running job is asked to stop at its next checkpoint and goes back
   * to the queue; waits for it up to `graceMs` (for ever without).
   */
  async stop(options: { pause?: boolean; graceMs?: number } = {}): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    if (options.pause) this.current?.controller.abort(new JobPaused());
    if (options.graceMs === undefined) await this.running;
    else await Promise.race([this.running, new Promise((r) => setTimeout(r, options.graceMs).unref())]);
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
      this.running = this.poll()
        .catch((err) => this.logger.error({ err }, 'job worker failed'))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.schedule(this.pollMs);
        });
    }, ms);
  }

  private async poll(): Promise<void> {
    // Jobs of a node that died, once their lease has run out.
    const now = this.clock();
    const recovered = await recoverInterrupted(this.db, now, this.expiredBefore(now));
    if (recovered) this.logger.warn({ recovered }, 'jobs whose node stopped renewing their lease were taken back');
    while (!this.stopped && (await this.runOne()));
  }

  private async runOne(): Promise<boolean> {
    const job = await claimNext(this.db, [...this.handlers.keys()], this.clock(), this.nodeId);
    if (!job) return false;
    const controller = new AbortController();
    this.current = { job, controller };
    const untrack = this.options.monitor?.track(`job ${job.kind} ${job.id}`);
    const heartbeat = setInterval(() => {
      renewLease(this.db, job.id, this.nodeId, this.clock())
        .then((held) => held || controller.abort(new LeaseLost(job.id)))
        .catch((err) => this.logger.warn({ err, jobId: job.id }, 'could not renew a job lease'));
    }, Math.max(50, this.leaseMs / 3));
    try {
      const result = await this.execute(job, controller.signal);
      if (!(await completeJob(this.db, job.id, result, this.clock(), this.nodeId))) this.logger.warn({ jobId: job.id, kind: job.kind }, 'job finished after another node took it over; result dropped');
    } catch (err) {
      await this.settle(job, err);
    } finally {
      clearInterval(heartbeat);
      untrack?.();
      this.current = undefined;
    }
    return true;
  }

  private execute(job: Job, signal: AbortSignal): Promise<unknown> {
    if (this.options.pool) return this.options.pool.run('job.run', { job, nodeId: this.nodeId, photoSecret: this.options.photoSecret }, { background: true, signal });
    const handler = this.handlers.get(job.kind)!;
    const files = this.options.files ?? noStore('This job worker was given no file store.');
    const ctx = jobContext(job, { db: this.db, clock: this.clock, logger: this.logger, signal, nodeId: this.nodeId, files, photoSecret: this.options.photoSecret });
    return withPriority('job', () => handler(job, ctx));
  }

  private async settle(job: Job, err: unknown): Promise<void> {
    const now = this.clock();
    if (err instanceof JobPaused) {
      await requeuePaused(this.db, job.id, this.nodeId, now);
      this.logger.info({ jobId: job.id, kind: job.kind }, 'job paused for shutdown; it will go on after the restart');
    } else if (err instanceof LeaseLost) {
      this.logger.warn({ jobId: job.id, kind: job.kind }, 'job taken over by another node');
    } else if (err instanceof JobInputError) {
      await failJob(this.db, job.id, { message: err.message, ...(err.line ? { line: err.line } : {}) }, now, false, this.nodeId);
    } else {
      this.logger.error({ err, jobId: job.id, kind: job.kind }, 'job failed');
      await failJob(this.db, job.id, { message: 'The job failed unexpectedly. It will be retried.' }, now, true, this.nodeId);
    }
  }
}
