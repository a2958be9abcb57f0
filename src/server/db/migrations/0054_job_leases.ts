import { sql, type Kysely } from 'kysely';

/**
 * A running job names the node that holds it (locked_by) and renews its lease (locked_at) while it
 * runs, so that with several API nodes on one PostgreSQL a job whose node died is taken over once its
 * lease has expired, and a node that lost its lease can no longer finish the job: every write that
 * ends or reports on a job checks locked_by.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE jobs ADD COLUMN locked_by text`.execute(db);
  await sql`CREATE INDEX jobs_running ON jobs (locked_at) WHERE status = 'running'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX jobs_running`.execute(db);
  await sql`ALTER TABLE jobs DROP COLUMN locked_by`.execute(db);
}
