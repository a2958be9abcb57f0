import { sql, type Kysely } from 'kysely';
import { PERSON_ORDER_SQL } from '../../modules/records/personOrder';
import { writableColumns } from '../columns';
import { asideTable, restoreIndexes } from '../tableRewrite';

/**
 * Record persons already stored are rewritten in name order within each import (surname, first name,
 * Chinese name), the order an import now stores them in (src/server/modules/records/personOrder.ts):
 * a search's matches then share heap pages. The rows are copied into a new table in that order and
 * the indexes rebuilt (db/tableRewrite.ts), as 0086 did; at 1,000,000 records about two minutes, at 200,000 about twenty
 * seconds. An empty table is left as it is.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT 1 FROM record_persons LIMIT 1) AS any_row`.execute(db);
  if (!rows[0]!.n) return;
  const columns = sql.join((await writableColumns(db, 'record_persons')).map((c) => sql.ref(c)));
  const aside = await asideTable(db, 'record_persons');
  await sql`INSERT INTO record_persons (${columns}) SELECT ${columns} FROM record_persons_before ORDER BY import_id, ${PERSON_ORDER_SQL}, record_code, position`.execute(db);
  await restoreIndexes(db, 'record_persons', aside);
}

export async function down(): Promise<void> {
  // The order is physical only: nothing to undo.
}
