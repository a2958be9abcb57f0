/**
 * The planner's statistics after a bulk write. PGlite runs no autovacuum, so a table that grew by
 * 100,000 rows in an import keeps the row counts it had before: reading the new tree page by page was
 * then planned as a scan of every row of the tree for each page (7 s instead of 2.6 s). PostgreSQL's
 * autovacuum would catch up only later. Each table is analysed in a statement of its own, on the
 * columns tree reads filter and order by, from a small sample (under 100 ms each on 100,000 rows).
 */
import { sql } from 'kysely';
import type { Db } from './database';

const TREE_TABLES = [
  ['persons', ['tree_id', 'id', 'birth_sort']],
  ['couples', ['tree_id', 'person1_id', 'person2_id']],
  ['parenthoods', ['tree_id', 'parent_id', 'child_id']],
] as const;

/** A statistics target of 30 (the default is 100): 9,000 sampled rows, plenty to plan by tree. */
const TARGET = 30;

export async function analyzeTreeTables(db: Db): Promise<void> {
  for (const [table, columns] of TREE_TABLES) {
    await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL default_statistics_target = ${sql.lit(TARGET)}`.execute(trx);
      await sql`ANALYZE ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})`.execute(trx);
    });
  }
}

/**
 * A reference table's statistics after its load, from the smaller sample too: ANALYZE of the 124,000
 * dictionary entries at the default target held PGlite's one connection for 1.5 s while the load ran
 * beside members' requests.
 */
export async function analyzeSampled(db: Db, table: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL default_statistics_target = ${sql.lit(TARGET)}`.execute(trx);
    await sql`ANALYZE ${sql.table(table)}`.execute(trx);
  });
}
