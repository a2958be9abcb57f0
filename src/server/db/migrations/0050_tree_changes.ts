import { sql, type Kysely } from 'kysely';

/**
 * What changed in a tree since a layout was computed. Every write to persons, couples, parenthoods or
 * a tree's drawing preferences bumps the tree's revision and logs one row, from triggers, so GEDCOM
 * imports, tree copies and any future writer are counted in the same transaction as their write.
 * 'card' means only what a card says changed (names, death, deceased flag, picture, notes...) for the
 * listed persons; 'structure' means the layout itself may have changed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tree_revisions')
    .addColumn('tree_id', 'uuid', (c) => c.primaryKey().references('family_trees.id').onDelete('cascade'))
    .addColumn('revision', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('tree_changes')
    .addColumn('tree_id', 'uuid', (c) => c.notNull().references('family_trees.id').onDelete('cascade'))
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('card', 'structure')`))
    .addColumn('person_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('tree_changes_pk', ['tree_id', 'revision'])
    .execute();

  // The revision a stored layout was computed at, the inputs it was computed from, and for a delta
  // row the full layout it applies to (payload then holds the gzipped diff from that base).
  await db.schema.alterTable('layout_states').addColumn('revision', 'integer', (c) => c.notNull().defaultTo(-1)).execute();
  await db.schema.alterTable('layout_states').addColumn('inputs', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('layout_states').addColumn('base_hash', 'text').execute();

  // A tree deleted in the same statement (cascade) has no row left to bump: it is skipped.
  await sql`
    CREATE FUNCTION record_tree_change(tree uuid, change_kind text, ids jsonb) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE next_revision integer;
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM family_trees WHERE id = tree) THEN RETURN; END IF;
      INSERT INTO tree_revisions (tree_id, revision) VALUES (tree, 1)
        ON CONFLICT (tree_id) DO UPDATE SET revision = tree_revisions.revision + 1
        RETURNING revision INTO next_revision;
      INSERT INTO tree_changes (tree_id, revision, kind, person_ids) VALUES (tree, next_revision, change_kind, ids);
    END $$`.execute(db);

  await sql`
    CREATE FUNCTION tree_rows_structure_change() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE tree uuid;
    BEGIN
      FOR tree IN SELECT DISTINCT tree_id FROM changed_rows LOOP
        PERFORM record_tree_change(tree, 'structure', '[]'::jsonb);
      END LOOP;
      RETURN NULL;
    END $$`.execute(db);

  // An update that keeps every field the layout reads (gender and birth date order siblings) changes
  // cards only; many rows at once are logged as structure, since the fast path would not pay off.
  await sql`
    CREATE FUNCTION persons_update_change() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE r record;
    BEGIN
      FOR r IN
        SELECT t.tree_id,
          bool_or(o.tree_id <> n.tree_id OR o.gender <> n.gender OR o.birth_date IS DISTINCT FROM n.birth_date
            OR o.birth_sort IS DISTINCT FROM n.birth_sort OR o.created_at <> n.created_at) AS structural,
          count(*) AS n,
          jsonb_agg(DISTINCT n.id) AS ids
        FROM new_rows n JOIN old_rows o ON o.id = n.id
        CROSS JOIN LATERAL (SELECT n.tree_id UNION SELECT o.tree_id) t
        GROUP BY t.tree_id
      LOOP
        IF r.structural OR r.n > 500 THEN PERFORM record_tree_change(r.tree_id, 'structure', '[]'::jsonb);
        ELSE PERFORM record_tree_change(r.tree_id, 'card', r.ids);
        END IF;
      END LOOP;
      RETURN NULL;
    END $$`.execute(db);

  await sql`CREATE TRIGGER persons_update_change AFTER UPDATE ON persons REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION persons_update_change()`.execute(db);
  for (const table of ['persons', 'couples', 'parenthoods']) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_insert_change`)} AFTER INSERT ON ${sql.table(table)} REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION tree_rows_structure_change()`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_delete_change`)} AFTER DELETE ON ${sql.table(table)} REFERENCING OLD TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION tree_rows_structure_change()`.execute(db);
  }
  for (const table of ['couples', 'parenthoods']) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_update_change`)} AFTER UPDATE ON ${sql.table(table)} REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION tree_rows_structure_change()`.execute(db);
  }

  // The start person (when none is asked for) and both preferences change the drawing.
  await sql`
    CREATE FUNCTION family_trees_drawing_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM record_tree_change(NEW.id, 'structure', '[]'::jsonb);
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER family_trees_drawing_change AFTER UPDATE OF home_person_id, color_code_gender, tree_show_birth_order ON family_trees
    FOR EACH ROW WHEN (OLD.home_person_id IS DISTINCT FROM NEW.home_person_id OR OLD.color_code_gender <> NEW.color_code_gender
      OR OLD.tree_show_birth_order <> NEW.tree_show_birth_order)
    EXECUTE FUNCTION family_trees_drawing_change()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER family_trees_drawing_change ON family_trees`.execute(db);
  for (const table of ['couples', 'parenthoods']) await sql`DROP TRIGGER ${sql.raw(`${table}_update_change`)} ON ${sql.table(table)}`.execute(db);
  for (const table of ['persons', 'couples', 'parenthoods']) {
    await sql`DROP TRIGGER ${sql.raw(`${table}_insert_change`)} ON ${sql.table(table)}`.execute(db);
    await sql`DROP TRIGGER ${sql.raw(`${table}_delete_change`)} ON ${sql.table(table)}`.execute(db);
  }
  await sql`DROP TRIGGER persons_update_change ON persons`.execute(db);
  await sql`DROP FUNCTION family_trees_drawing_change(), persons_update_change(), tree_rows_structure_change(), record_tree_change(uuid, text, jsonb)`.execute(db);
  await db.schema.alterTable('layout_states').dropColumn('base_hash').execute();
  await db.schema.alterTable('layout_states').dropColumn('inputs').execute();
  await db.schema.alterTable('layout_states').dropColumn('revision').execute();
  await db.schema.dropTable('tree_changes').execute();
  await db.schema.dropTable('tree_revisions').execute();
}
