import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Recent layouts by content hash, so any API node can answer a diff from what a client holds.
  await db.schema
    .createTable('layout_states')
    .addColumn('tree_id', 'uuid', (c) => c.notNull().references('family_trees.id').onDelete('cascade'))
    .addColumn('map_hash', 'text', (c) => c.notNull())
    .addColumn('payload', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('layout_states_pk', ['tree_id', 'map_hash'])
    .execute();
  await db.schema.createIndex('layout_states_recent').on('layout_states').columns(['tree_id', 'created_at']).execute();

  // Which hidden branches a member has opened or closed, per tree.
  await db.schema
    .createTable('tree_control_data')
    .addColumn('tree_id', 'uuid', (c) => c.notNull().references('family_trees.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('tree_control_data_pk', ['tree_id', 'user_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tree_control_data').execute();
  await db.schema.dropTable('layout_states').execute();
}
