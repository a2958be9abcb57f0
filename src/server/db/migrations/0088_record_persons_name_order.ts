import { sql, type Kysely } from 'kysely';
import { PERSON_ORDER_SQL } from '../../modules/records/personOrder';
import { writableColumns } from '../columns';

/**
 * Record persons already stored are rewritten in name order within each import (surname, first name,
 * Chinese name), the order an import now stores them in (src/server/modules/records/personOrder.ts):
 * a search's matches then share heap pages. The rows are copied into a new table in that order and
 * the indexes rebuilt, as 0086 did; at 1,000,000 records about two minutes, at 200,000 about twenty
 * seconds. An empty table is left as it is.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT 1 FROM record_persons LIMIT 1) AS any_row`.execute(db);
  if (!rows[0]!.n) return;
  const columns = sql.join((await writableColumns(db, 'record_persons')).map((c) => sql.ref(c)));
  // Every index keeps its name and definition: the old ones are renamed out of the way first.
  const { rows: all } = await sql<{ name: string; definition: string; is_primary: boolean }>`
    SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition, i.indisprimary AS is_primary
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE i.indrelid = 'record_persons'::regclass`.execute(db);
  const indexes = all.filter((i) => !i.is_primary).map((i) => ({ indexdef: i.definition }));
  await sql`ALTER TABLE record_persons RENAME TO record_persons_before`.execute(db);
  for (const { name } of all) await sql`ALTER INDEX ${sql.ref(name)} RENAME TO ${sql.ref(`${name.slice(0, 50)}_before`)}`.execute(db);
  await sql`CREATE TABLE record_persons (LIKE record_persons_before INCLUDING DEFAULTS INCLUDING GENERATED INCLUDING CONSTRAINTS)`.execute(db);
  await sql`INSERT INTO record_persons (${columns}) SELECT ${columns} FROM record_persons_before ORDER BY import_id, ${PERSON_ORDER_SQL}, record_code, position`.execute(db);
  await sql`DROP TABLE record_persons_before`.execute(db);
  await sql`ALTER TABLE record_persons ADD PRIMARY KEY (import_id, record_code, position)`.execute(db);
  for (const { indexdef } of indexes) await sql.raw(indexdef.replace(/ ON (?:\S+\.)?record_persons /, ' ON record_persons ')).execute(db);
  // A new table has no statistics (PGlite runs no autovacuum).
  await sql`ANALYZE record_persons`.execute(db);
}

export async function down(): Promise<void> {
  // The order is physical only: nothing to undo.
}
