import { sql, type Kysely } from 'kysely';

/**
 * When a member accepted or ignored a hint (re-matching touches updated_at, so it cannot say): the
 * RecordFinder paywall counts a non-member's reviews by it. Hints handled before keep their last
 * update as the best known time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE hints ADD COLUMN reviewed_at timestamptz`.execute(db);
  await sql`UPDATE hints SET reviewed_at = updated_at WHERE status <> 'new'`.execute(db);
  await sql`CREATE INDEX hints_reviewed ON hints (tree_id, reviewed_at) WHERE reviewed_at IS NOT NULL`.execute(db);
}
