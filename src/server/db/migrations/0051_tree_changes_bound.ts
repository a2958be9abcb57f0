import { sql, type Kysely } from 'kysely';

/** Most log rows kept per tree: a layout older than this many writes is laid out again anyway. */
const KEEP_REVISIONS = 1000;

/**
 * Bounds the change log of a tree that is written but never drawn (no stored layout prunes it): every
 * hundredth write drops rows more than KEEP_REVISIONS behind. A layout older than that finds a gap in
 * the log and counts it as structure, so nothing is missed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION record_tree_change(tree uuid, change_kind text, ids jsonb) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE next_revision integer;
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM family_trees WHERE id = tree) THEN RETURN; END IF;
      INSERT INTO tree_revisions (tree_id, revision) VALUES (tree, 1)
        ON CONFLICT (tree_id) DO UPDATE SET revision = tree_revisions.revision + 1
        RETURNING revision INTO next_revision;
      INSERT INTO tree_changes (tree_id, revision, kind, person_ids) VALUES (tree, next_revision, change_kind, ids);
      IF next_revision % 100 = 0 THEN
        DELETE FROM tree_changes WHERE tree_id = tree AND revision <= next_revision - ${sql.lit(KEEP_REVISIONS)};
      END IF;
    END $$`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION record_tree_change(tree uuid, change_kind text, ids jsonb) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE next_revision integer;
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM family_trees WHERE id = tree) THEN RETURN; END IF;
      INSERT INTO tree_revisions (tree_id, revision) VALUES (tree, 1)
        ON CONFLICT (tree_id) DO UPDATE SET revision = tree_revisions.revision + 1
        RETURNING revision INTO next_revision;
      INSERT INTO tree_changes (tree_id, revision, kind, person_ids) VALUES (tree, next_revision, change_kind, ids);
    END $$`.execute(db);
}
