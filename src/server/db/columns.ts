import { sql, type Kysely } from 'kysely';

/**
 * The columns a row of a table can be written with (generated ones left out), in table order: for
 * statements that copy rows between tables of the same shape (a table rewritten in a new order, a
 * holding table moved into its own, one database copied to another).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function writableColumns(db: Kysely<any>, table: string): Promise<string[]> {
  const { rows } = await sql<{ column_name: string }>`
    SELECT column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = ${table} AND is_generated = 'NEVER'
     ORDER BY ordinal_position`.execute(db);
  return rows.map((r) => r.column_name);
}
