import { sql, type Kysely } from 'kysely';

/**
 * A person's kept GEDCOM structures go with the person (person_id cascades), and the person with its
 * tree, so the foreign key on tree_id only repeated that check: a 100,000-person import paid for it
 * 100,000 times.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE gedcom_person_extras DROP CONSTRAINT gedcom_person_extras_tree_id_fkey`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE gedcom_person_extras ADD CONSTRAINT gedcom_person_extras_tree_id_fkey FOREIGN KEY (tree_id) REFERENCES family_trees(id) ON DELETE CASCADE`.execute(db);
}
