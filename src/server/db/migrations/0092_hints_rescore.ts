/**
 * RecordFinder's score is calibrated to the corpus size from here on (matching/score.ts, corpusScale),
 * with weights fitted again: hints scored before would keep their old probabilities, and a new hint
 * the new score drops would stay in the list. Every tree is matched again whole: its matching state is
 * forgotten (so its next run takes all its persons, as a first run does) and it is marked for the
 * hints scheduler. Accepted and ignored hints are never touched by matching.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM hint_tree_state`.execute(db);
  await sql`INSERT INTO hint_pending (tree_id) SELECT id FROM family_trees ON CONFLICT (tree_id) DO NOTHING`.execute(db);
}
