/**
 * A durable job queue in the database: enqueue, claim with SKIP LOCKED (so several workers or API
 * nodes can share it), report progress, finish or fail. A running job is held by one node under a
 * lease (locked_by, renewed in locked_at); the calls that report on or end a job take that node's id
 * and change nothing once another node holds the job. A job interrupted by a restart, or whose lease
 * expired, goes back to the queue until it runs out of attempts, then fails with a clear error.
 */
import { sql, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { Db } from '../db/database';
import type { DB, JobStatus } from '../db/schema';

export interface Job<P = unknown> {
  id: string;
  kind: string;
  payload: P;
  status: JobStatus;
  stage: string | null;
  progress: number;
  result: unknown;
  error: { message: string; line?: number } | null;
  attempts: number;
  max_attempts: number;
  owner_id: string | null;
  locked_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface EnqueueOptions {
  kind: string;
  payload: unknown;
  ownerId?: string | null;
  maxAttempts?: number;
  now: Date;
}

export async function enqueue(db: Db, o: EnqueueOptions): Promise<string> {
  const row = await db
    .insertInto('jobs')
    .values({
      kind: o.kind,
      payload: JSON.stringify(o.payload),
      owner_id: o.ownerId ?? null,
      max_attempts: o.maxAttempts ?? 3,
      run_after: o.now,
      created_at: o.now,
      updated_at: o.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function getJob<P = unknown>(db: Db, id: string): Promise<Job<P> | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  return (await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst()) as Job<P> | undefined;
}

/** Takes the oldest ready job for one of `kinds` for node `nodeId`, or nothing. */
export async function claimNext(db: Db, kinds: string[], now: Date, nodeId: string | null = null): Promise<Job | undefined> {
  if (kinds.length === 0) return undefined;
  const result = await sql<Job>`
    UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_at = ${now}, locked_by = ${nodeId}, updated_at = ${now}
    WHERE id = (
      SELECT id FROM jobs
      WHERE status = 'queued' AND run_after <= ${now} AND kind IN (${sql.join(kinds)})
      ORDER BY created_at, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING *`.execute(db);
  return result.rows[0];
}

/** The running job with this id, held by `nodeId` when one is given. */
function held(id: string, nodeId: string | null | undefined) {
  return (q: UpdateQueryBuilder<DB, 'jobs', 'jobs', UpdateResult>) => {
    const one = q.where('id', '=', id);
    return nodeId ? one.where('status', '=', 'running').where('locked_by', '=', nodeId) : one;
  };
}

const updated = (r: { numUpdatedRows: bigint }) => Number(r.numUpdatedRows) > 0;

/** Stores the stage and progress, renewing the lease; false when `nodeId` no longer holds the job. */
export async function reportProgress(db: Db, id: string, stage: string, progress: number, now: Date, nodeId?: string | null): Promise<boolean> {
  const pct = Math.max(0, Math.min(100, Math.round(progress)));
  const q = held(id, nodeId)(db.updateTable('jobs').set({ stage, progress: pct, updated_at: now, locked_at: now }));
  return updated(await q.executeTakeFirst());
}

/** Renews the lease of a running job; false when `nodeId` no longer holds it. */
export async function renewLease(db: Db, id: string, nodeId: string, now: Date): Promise<boolean> {
  const q = held(id, nodeId)(db.updateTable('jobs').set({ locked_at: now }));
  return updated(await q.executeTakeFirst());
}

/**
 * Inside the transaction that makes a job's work visible: locks the job's row and checks that
 * `nodeId` still holds it, so a node that lost its lease cannot commit work another node redoes.
 */
export async function holdsLease(trx: Db, id: string, nodeId: string): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM jobs WHERE id = ${id} AND status = 'running' AND locked_by = ${nodeId} FOR UPDATE`.execute(trx);
  return rows.length === 1;
}

/** Finishes a job; false (and nothing stored) when `nodeId` no longer holds it. */
export async function completeJob(db: Db, id: string, result: unknown, now: Date, nodeId?: string | null): Promise<boolean> {
  const q = held(id, nodeId)(
    db.updateTable('jobs').set({ status: 'done', stage: 'done', progress: 100, result: JSON.stringify(result ?? null), error: null, locked_at: null, locked_by: null, updated_at: now }),
  );
  return updated(await q.executeTakeFirst());
}

/** A job stopped by its node's shutdown goes back to the queue as it was, the attempt not counted. */
export async function requeuePaused(db: Db, id: string, nodeId: string | null, now: Date): Promise<boolean> {
  const q = held(id, nodeId)(
    db.updateTable('jobs').set((eb) => ({ status: 'queued', stage: 'queued', attempts: eb('attempts', '-', 1), locked_at: null, locked_by: null, run_after: now, updated_at: now })),
  );
  return updated(await q.executeTakeFirst());
}

/** Fails a job for good (bad input) or, when `retry` and attempts remain, queues it again later. */
export async function failJob(db: Db, id: string, error: { message: string; line?: number }, now: Date, retry = false, nodeId?: string | null): Promise<JobStatus> {
  const job = await getJob(db, id);
  if (!job || (nodeId && (job.status !== 'running' || job.locked_by !== nodeId))) return job?.status ?? 'failed';
  const again = retry && job.attempts < job.max_attempts;
  const status: JobStatus = again ? 'queued' : 'failed';
  await db
    .updateTable('jobs')
    .set({
      status,
      stage: again ? 'queued' : 'failed',
      error: JSON.stringify(error),
      locked_at: null,
      locked_by: null,
      run_after: new Date(now.getTime() + (again ? 1000 * 2 ** job.attempts : 0)),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
  return status;
}

/**
 * Jobs left running by a process that died: back to the queue while attempts remain, else failed.
 * `olderThan` spares jobs whose lease a live node renewed since.
 */
export async function recoverInterrupted(db: Db, now: Date, olderThan: Date = now): Promise<number> {
  const requeued = await db
    .updateTable('jobs')
    .set({ status: 'queued', stage: 'queued', locked_at: null, locked_by: null, updated_at: now })
    .where('status', '=', 'running')
    .where('locked_at', '<=', olderThan)
    .where((eb) => eb('attempts', '<', eb.ref('max_attempts')))
    .executeTakeFirst();
  const failed = await db
    .updateTable('jobs')
    .set({
      status: 'failed',
      stage: 'failed',
      locked_at: null,
      locked_by: null,
      updated_at: now,
      error: JSON.stringify({ message: 'The job was interrupted too many times and has stopped. Please try again.' }),
    })
    .where('status', '=', 'running')
    .where('locked_at', '<=', olderThan)
    .executeTakeFirst();
  return Number(requeued.numUpdatedRows) + Number(failed.numUpdatedRows);
}
