import { sql, type Kysely } from 'kysely';

/**
 * A table rewritten into a fresh copy of itself (rows in a new order, or with a column recomputed):
 * `asideTable` renames the table and its indexes out of the way and creates the new, empty table of
 * the same shape; the caller copies the rows; `restoreIndexes` drops the old table and rebuilds every
 * index under its own name and definition (found in the catalogue), then ANALYZE (PGlite runs no
 * autovacuum, and a new table has no statistics).
 */
export interface AsideTable {
  /** The old table, renamed. */
  before: string;
  primaryKey: string[];
  indexes: string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function asideTable(db: Kysely<any>, table: string): Promise<AsideTable> {
  const { rows: all } = await sql<{ name: string; definition: string; is_primary: boolean }>`
    SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition, i.indisprimary AS is_primary
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE i.indrelid = ${table}::regclass`.execute(db);
  const { rows: key } = await sql<{ column: string }>`
    SELECT a.attname AS column
      FROM pg_index i JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, n) ON true
      JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
     WHERE i.indrelid = ${table}::regclass AND i.indisprimary
     ORDER BY k.n`.execute(db);
  const before = `${table}_before`;
  await sql`ALTER TABLE ${sql.table(table)} RENAME TO ${sql.table(before)}`.execute(db);
  for (const { name } of all) await sql`ALTER INDEX ${sql.ref(name)} RENAME TO ${sql.ref(`${name.slice(0, 50)}_before`)}`.execute(db);
  await sql`CREATE TABLE ${sql.table(table)} (LIKE ${sql.table(before)} INCLUDING DEFAULTS INCLUDING GENERATED INCLUDING CONSTRAINTS)`.execute(db);
  return { before, primaryKey: key.map((k) => k.column), indexes: all.filter((i) => !i.is_primary).map((i) => i.definition) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function restoreIndexes(db: Kysely<any>, table: string, aside: AsideTable): Promise<void> {
  await sql`DROP TABLE ${sql.table(aside.before)}`.execute(db);
  if (aside.primaryKey.length) await sql`ALTER TABLE ${sql.table(table)} ADD PRIMARY KEY (${sql.join(aside.primaryKey.map((c) => sql.ref(c)))})`.execute(db);
  const on = new RegExp(` ON (?:\\S+\\.)?${table} `);
  for (const indexdef of aside.indexes) await sql.raw(indexdef.replace(on, ` ON ${table} `)).execute(db);
  await sql`ANALYZE ${sql.table(table)}`.execute(db);
}
