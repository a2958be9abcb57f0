import { sql, type Kysely } from 'kysely';

/**
 * A GEDCOM import that makes a new tree writes it in many short transactions, so other requests are
 * served meanwhile; the tree carries the import's key until its last row is in and is hidden until
 * then. A failed or interrupted import deletes its tree by that key.
 *
 * Parent links go with their persons (parent_id and child_id cascade), and the persons with their
 * tree, so the foreign key on parenthoods.tree_id only repeated that check on every inserted row.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE family_trees ADD COLUMN import_key uuid NULL`.execute(db);
  await sql`CREATE INDEX family_trees_importing ON family_trees (import_key) WHERE import_key IS NOT NULL`.execute(db);
  await sql`ALTER TABLE parenthoods DROP CONSTRAINT parenthoods_tree_id_fkey`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE parenthoods ADD CONSTRAINT parenthoods_tree_id_fkey FOREIGN KEY (tree_id) REFERENCES family_trees(id) ON DELETE CASCADE`.execute(db);
  await sql`DROP INDEX family_trees_importing`.execute(db);
  await sql`ALTER TABLE family_trees DROP COLUMN import_key`.execute(db);
}
