import { sql, type Kysely } from 'kysely';

/**
 * A couple's update is logged as structure only when the drawing can change with it (tree/changes.ts).
 * The layout reads of a couple its two persons, its tree, its record's age (created_at orders couple
 * records) and the year of its marriage, which orders a person's spouses: only among several, so a
 * changed year counts when either person has another couple in the tree. Places, the divorce and the
 * month or day of the marriage are not drawn; such an update is logged as a change of no card, which a
 * diff answers in milliseconds instead of laying a large tree out again. A re-keyed row (no old row
 * of the same id) counts as structure, as do more than 500 rows at once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION couples_update_change() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE r record;
    BEGIN
      FOR r IN
        SELECT x.tree_id, bool_or(x.structural) AS structural, count(*) AS n
        FROM (
          SELECT n.tree_id,
            o.id IS NULL OR o.tree_id <> n.tree_id OR o.person1_id <> n.person1_id OR o.person2_id <> n.person2_id
              OR o.created_at <> n.created_at
              OR ((o.marriage_date -> 'year') IS DISTINCT FROM (n.marriage_date -> 'year') AND EXISTS (
                SELECT 1 FROM couples c
                WHERE c.tree_id = n.tree_id AND c.id <> n.id
                  AND (c.person1_id IN (n.person1_id, n.person2_id) OR c.person2_id IN (n.person1_id, n.person2_id))
              )) AS structural
          FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
          UNION ALL
          SELECT o.tree_id, n.id IS NULL OR n.tree_id <> o.tree_id
          FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id
        ) x
        GROUP BY x.tree_id
      LOOP
        -- n counts each row from both sides: more than 500 rows.
        IF r.structural OR r.n > 1000 THEN PERFORM record_tree_change(r.tree_id, 'structure', '[]'::jsonb);
        ELSE PERFORM record_tree_change(r.tree_id, 'card', '[]'::jsonb);
        END IF;
      END LOOP;
      RETURN NULL;
    END $$`.execute(db);
  await sql`DROP TRIGGER couples_update_change ON couples`.execute(db);
  await sql`CREATE TRIGGER couples_update_change AFTER UPDATE ON couples REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION couples_update_change()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER couples_update_change ON couples`.execute(db);
  await sql`DROP FUNCTION couples_update_change()`.execute(db);
  await sql`CREATE TRIGGER couples_update_change AFTER UPDATE ON couples REFERENCING NEW TABLE AS changed_rows
    FOR EACH STATEMENT EXECUTE FUNCTION tree_rows_structure_change()`.execute(db);
}
