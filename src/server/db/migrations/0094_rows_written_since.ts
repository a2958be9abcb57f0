import { sql, type Kysely } from 'kysely';

/** Deleting statements whose keys a tree keeps; older ones are dropped and the tree's horizon moves past them. */
const KEEP_DELETIONS = 1000;

const TREE_TABLES = ['persons', 'couples', 'parenthoods'] as const;

/**
 * The rows of a tree written or deleted since a mark, found through an index instead of a scan of the
 * tree (tree/refresh.ts; a scan of every row's xmin in a 100,000-person tree cost about 165 ms, and a
 * deleted row cost a read of every key). xmin cannot be indexed, so:
 * - persons, couples and parenthoods get written_xid, the full (xid8) id of the transaction that last
 *   wrote the row, which is its xmin without the 32-bit wraparound: the column's default on insert, a
 *   row trigger on update and on any insert that gave another value (a copied row);
 * - tree_deletions keeps, under the deleting transaction's id, the keys of the rows a statement deleted
 *   (cascades included) or moved off their key or tree.
 * The database writes both in the writer's transaction, as the revision log's triggers (0050) are
 * written, so no path that writes these tables leaves them out. Rows from before this migration have
 * no written_xid: a graph loaded since holds a mark newer than them. tree_revisions.deletions_from is
 * the newest deletion a tree has dropped: a mark not after it reads the tree whole.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION stamp_written_xid() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.written_xid := pg_current_xact_id();
      RETURN NEW;
    END $$`.execute(db);
  for (const table of TREE_TABLES) {
    // Set apart from the column so the rows already there are not rewritten with a value.
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN written_xid xid8`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} ALTER COLUMN written_xid SET DEFAULT pg_current_xact_id()`.execute(db);
    await sql`CREATE INDEX ${sql.raw(`${table}_written`)} ON ${sql.table(table)} (tree_id, written_xid)`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_written`)} BEFORE INSERT OR UPDATE ON ${sql.table(table)}
      FOR EACH ROW WHEN (NEW.written_xid IS DISTINCT FROM pg_current_xact_id()) EXECUTE FUNCTION stamp_written_xid()`.execute(db);
  }

  await sql`
    CREATE TABLE tree_deletions (
      tree_id uuid NOT NULL REFERENCES family_trees(id) ON DELETE CASCADE,
      written_xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
      kind text NOT NULL CHECK (kind IN ('persons', 'couples', 'parenthoods')),
      keys text[] NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX tree_deletions_written ON tree_deletions (tree_id, written_xid)`.execute(db);
  await sql`ALTER TABLE tree_revisions ADD COLUMN deletions_from xid8`.execute(db);

  // A tree deleted in the same statement (cascade) has no row left to keep keys for: it is skipped.
  await sql`
    CREATE FUNCTION record_tree_deletions(tree uuid, table_name text, gone text[]) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE horizon xid8;
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM family_trees WHERE id = tree) THEN RETURN; END IF;
      INSERT INTO tree_deletions (tree_id, kind, keys) VALUES (tree, table_name, gone);
      SELECT written_xid INTO horizon FROM tree_deletions WHERE tree_id = tree
        ORDER BY written_xid DESC OFFSET ${sql.lit(KEEP_DELETIONS)} LIMIT 1;
      IF horizon IS NOT NULL THEN
        DELETE FROM tree_deletions WHERE tree_id = tree AND written_xid <= horizon;
        INSERT INTO tree_revisions (tree_id, revision, deletions_from) VALUES (tree, 0, horizon)
          ON CONFLICT (tree_id) DO UPDATE SET deletions_from = EXCLUDED.deletions_from;
      END IF;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION tree_rows_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE r record;
    BEGIN
      IF TG_TABLE_NAME = 'parenthoods' THEN
        FOR r IN SELECT tree_id, array_agg(parent_id::text || ' ' || child_id::text) AS gone FROM gone_rows GROUP BY tree_id LOOP
          PERFORM record_tree_deletions(r.tree_id, TG_TABLE_NAME, r.gone);
        END LOOP;
      ELSE
        FOR r IN SELECT tree_id, array_agg(id::text) AS gone FROM gone_rows GROUP BY tree_id LOOP
          PERFORM record_tree_deletions(r.tree_id, TG_TABLE_NAME, r.gone);
        END LOOP;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  // A row moved to another key or tree leaves its old key as a deletion (the new one is written since).
  await sql`
    CREATE FUNCTION tree_row_rekeyed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_TABLE_NAME = 'parenthoods' THEN
        PERFORM record_tree_deletions(OLD.tree_id, TG_TABLE_NAME, ARRAY[OLD.parent_id::text || ' ' || OLD.child_id::text]);
      ELSE
        PERFORM record_tree_deletions(OLD.tree_id, TG_TABLE_NAME, ARRAY[OLD.id::text]);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of TREE_TABLES) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_deleted`)} AFTER DELETE ON ${sql.table(table)} REFERENCING OLD TABLE AS gone_rows
      FOR EACH STATEMENT EXECUTE FUNCTION tree_rows_deleted()`.execute(db);
  }
  await sql`CREATE TRIGGER persons_rekeyed AFTER UPDATE ON persons FOR EACH ROW
    WHEN (OLD.tree_id <> NEW.tree_id OR OLD.id <> NEW.id) EXECUTE FUNCTION tree_row_rekeyed()`.execute(db);
  await sql`CREATE TRIGGER couples_rekeyed AFTER UPDATE ON couples FOR EACH ROW
    WHEN (OLD.tree_id <> NEW.tree_id OR OLD.id <> NEW.id) EXECUTE FUNCTION tree_row_rekeyed()`.execute(db);
  await sql`CREATE TRIGGER parenthoods_rekeyed AFTER UPDATE ON parenthoods FOR EACH ROW
    WHEN (OLD.tree_id <> NEW.tree_id OR OLD.parent_id <> NEW.parent_id OR OLD.child_id <> NEW.child_id) EXECUTE FUNCTION tree_row_rekeyed()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TREE_TABLES) {
    await sql`DROP TRIGGER ${sql.raw(`${table}_rekeyed`)} ON ${sql.table(table)}`.execute(db);
    await sql`DROP TRIGGER ${sql.raw(`${table}_deleted`)} ON ${sql.table(table)}`.execute(db);
    await sql`DROP TRIGGER ${sql.raw(`${table}_written`)} ON ${sql.table(table)}`.execute(db);
    await sql`DROP INDEX ${sql.raw(`${table}_written`)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN written_xid`.execute(db);
  }
  await sql`DROP FUNCTION tree_row_rekeyed(), tree_rows_deleted(), record_tree_deletions(uuid, text, text[]), stamp_written_xid()`.execute(db);
  await sql`ALTER TABLE tree_revisions DROP COLUMN deletions_from`.execute(db);
  await sql`DROP TABLE tree_deletions`.execute(db);
}
