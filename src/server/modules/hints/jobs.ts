/**
 * The hints jobs. 'hints.tree' matches the persons of one tree touched since its last run (all of them
 * on the first run, as after a GEDCOM import); 'hints.collection' matches every tree against a record
 * collection just imported, one tree at a time. Both run in the worker pool's threads (jobs/tasks.ts),
 * so scoring never holds up a request, and write in short transactions (matchTree.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { enqueue, type Job } from '../../jobs/queue';
import { repeatEvery } from '../../lib/repeat';
import type { JobContext } from '../../jobs/worker';
import { createLogger } from '../../logger';
import { createMailer } from '../../mail/mailer';
import { sendHintDigests } from './digest';
import { matchTree } from './matchTree';

export const HINTS_TREE_JOB = 'hints.tree';
export const HINTS_COLLECTION_JOB = 'hints.collection';

/** Jobs run in pool threads, which hold no mailer: one is made from the same settings main.ts uses. */
const mailerOf = (ctx: JobContext) => createMailer(ctx.logger ?? createLogger('silent'), { smtpUrl: process.env.SMTP_URL, from: process.env.MAIL_FROM });

export async function runTreeHints(job: Job, ctx: JobContext): Promise<unknown> {
  const { tree_id } = job.payload as { tree_id: string };
  const result = await matchTree(ctx.db, tree_id, ctx.clock(), { scope: 'touched', checkpoint: () => ctx.checkpoint() });
  if (result.created) await sendHintDigests(ctx.db, mailerOf(ctx), [tree_id], ctx.clock());
  return result;
}

export async function runCollectionHints(job: Job, ctx: JobContext): Promise<unknown> {
  const { collection_id } = job.payload as { collection_id: string };
  const trees = await ctx.db.selectFrom('family_trees').select('id').orderBy('id').execute();
  let created = 0;
  const touched: string[] = [];
  for (const [i, tree] of trees.entries()) {
    ctx.checkpoint();
    const result = await matchTree(ctx.db, tree.id, ctx.clock(), { scope: 'all', collectionId: collection_id, checkpoint: () => ctx.checkpoint() });
    created += result.created;
    if (result.created) touched.push(tree.id);
    if (i % 20 === 0) await ctx.progress('matching', Math.round((i / trees.length) * 100));
  }
  if (touched.length) await sendHintDigests(ctx.db, mailerOf(ctx), touched, ctx.clock());
  return { trees: trees.length, created };
}

/** Queues matching of a tree unless it is queued already. */
export async function queueTreeHints(db: Db, treeId: string, now: Date): Promise<boolean> {
  const queued = await sql<{ id: string }>`SELECT id FROM jobs WHERE kind = ${HINTS_TREE_JOB} AND status = 'queued' AND payload->>'tree_id' = ${treeId} LIMIT 1`.execute(db);
  if (queued.rows.length) return false;
  await enqueue(db, { kind: HINTS_TREE_JOB, payload: { tree_id: treeId }, now, maxAttempts: 3 });
  return true;
}

/**
 * Turns the trees marked for matching (by the trigger on tree_changes) into jobs, once their marks are
 * `quietMs` old, so a burst of edits is matched once. Returns how many jobs were queued.
 */
export async function scheduleHintJobs(db: Db, now: Date, quietMs = 1000): Promise<number> {
  // The marks carry the database's time (set by the trigger), so they are compared with it. A tree
  // that a GEDCOM import is still writing keeps its mark until the import is done: matching it then
  // would only compete with the import for the database.
  const { rows } = await sql<{ tree_id: string }>`DELETE FROM hint_pending h
    WHERE h.since <= now() - make_interval(secs => ${quietMs / 1000})
      AND NOT EXISTS (SELECT 1 FROM family_trees t WHERE t.id = h.tree_id AND t.import_key IS NOT NULL)
    RETURNING h.tree_id AS tree_id`.execute(db);
  let n = 0;
  for (const { tree_id } of rows) if (await queueTreeHints(db, tree_id, now)) n++;
  return n;
}

/** Runs scheduleHintJobs every `everyMs` until stopped; wakes the job worker when it queued something. */
export function startHintScheduler(db: Db, clock: () => Date, onQueued: () => void, onError: (err: unknown) => void, everyMs = 2000): { stop(): void } {
  return repeatEvery(everyMs, async () => (await scheduleHintJobs(db, clock())) && onQueued(), onError);
}
