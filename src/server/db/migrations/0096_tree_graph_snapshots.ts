import { sql, type Kysely } from 'kysely';

/**
 * A large tree's persons, couples and parent links as last read whole, compressed in parts of
 * layout_blobs with the mark of that read (modules/drawing/graphSnapshot.ts): a node that has not read
 * the tree (a restart, another API node) reads them and then only the rows written since the mark
 * (tree/refresh.ts), instead of every row of the tree.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE tree_graph_snapshots (
      tree_id uuid PRIMARY KEY REFERENCES family_trees(id) ON DELETE CASCADE,
      mark text NOT NULL,
      revision integer NOT NULL,
      persons integer NOT NULL,
      blob_id uuid NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM layout_blobs b USING tree_graph_snapshots g WHERE g.tree_id = b.tree_id AND g.blob_id = b.id`.execute(db);
  await sql`DROP TABLE tree_graph_snapshots`.execute(db);
}
