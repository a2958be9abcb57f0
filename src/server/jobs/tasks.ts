/**
 * The tasks the worker pool runs, by name. The API thread asks for one with plain data (see pool.ts);
 * areas add theirs here, as they add job handlers to handlers.ts.
 */
import { imageTasks } from '../files/images';
import { primeDrawingCode } from '../modules/drawing/primeCode';
import { drawingTasks } from '../modules/drawing/tasks';
import { kinshipTasks } from '../modules/trees/tasks';
import { jobHandlers } from './handlers';
import type { TaskContext } from './pool';
import { jobContext, type JobTaskInput } from './worker';

/** A queued job's handler, run in the thread with the context of a job. */
async function runJob({ job, nodeId, photoSecret }: JobTaskInput, ctx: TaskContext): Promise<unknown> {
  const handler = jobHandlers[job.kind];
  if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}.`);
  return handler(job, jobContext(job, { ...ctx, nodeId, photoSecret }));
}

export const tasks = {
  'job.run': runJob,
  ...drawingTasks,
  ...imageTasks,
  ...kinshipTasks,
};

export type Tasks = typeof tasks;

/** What a new pool thread runs while it has no task, so its first real ones run compiled code (poolThread.ts). */
export const prime: (idle: () => boolean) => Promise<unknown> = primeDrawingCode;
