import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  await db.schema
    .createTable('family_trees')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('home_person_id', 'uuid')
    .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('color_code_gender', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('tree_show_birth_order', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('family_trees_owner').on('family_trees').column('owner_id').execute();

  await db.schema
    .createTable('tree_members')
    .addColumn('tree_id', 'uuid', (c) => c.notNull().references('family_trees.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('is_editor', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX tree_members_tree_email ON tree_members (tree_id, lower(email))`.execute(db);
  await sql`CREATE INDEX tree_members_email ON tree_members (lower(email))`.execute(db);
  await db.schema.createIndex('tree_members_user').on('tree_members').column('user_id').execute();

  await db.schema
    .createTable('persons')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tree_id', 'uuid', (c) => c.notNull().references('family_trees.id').onDelete('cascade'))
    .addColumn('first_names', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('surnames', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('gender', 'text', (c) => c.notNull().defaultTo('none').check(sql`gender in ('f', 'm', 'none')`))
    .addColumn('birth_date', 'jsonb')
    .addColumn('birth_location', 'text')
    .addColumn('death_date', 'jsonb')
    .addColumn('death_location', 'text')
    .addColumn('is_deceased', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('facts', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('notes', 'text')
    .addColumn('residence_location', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // A library asset; that table belongs to another migration, so no foreign key here.
    .addColumn('profile_picture', 'uuid')
    // Search keys (both scripts, pinyin, dialect spellings) separated by spaces, with a leading space,
    // so "every token is a prefix of a key" becomes LIKE '% token%'.
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('birth_sort', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('persons_tree').on('persons').columns(['tree_id', 'birth_sort']).execute();
  await sql`CREATE INDEX persons_search_trgm ON persons USING gin (search_text gin_trgm_ops)`.execute(db);

  await sql`ALTER TABLE family_trees ADD CONSTRAINT family_trees_home_person FOREIGN KEY (home_person_id) REFERENCES persons(id) ON DELETE SET NULL`.execute(db);

  await db.schema
    .createTable('couples')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tree_id', 'uuid', (c) => c.notNull().references('family_trees.id').onDelete('cascade'))
    .addColumn('person1_id', 'uuid', (c) => c.notNull().references('persons.id').onDelete('cascade'))
    .addColumn('person2_id', 'uuid', (c) => c.notNull().references('persons.id').onDelete('cascade'))
    .addColumn('marriage_place', 'text')
    .addColumn('marriage_date', 'jsonb')
    .addColumn('is_divorced', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('divorce_place', 'text')
    .addColumn('divorce_date', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('couples_two_persons', sql`person1_id <> person2_id`)
    .execute();
  await db.schema.createIndex('couples_tree').on('couples').column('tree_id').execute();
  await db.schema.createIndex('couples_person1').on('couples').column('person1_id').execute();
  await db.schema.createIndex('couples_person2').on('couples').column('person2_id').execute();

  await db.schema
    .createTable('parenthoods')
    .addColumn('tree_id', 'uuid', (c) => c.notNull().references('family_trees.id').onDelete('cascade'))
    .addColumn('parent_id', 'uuid', (c) => c.notNull().references('persons.id').onDelete('cascade'))
    .addColumn('child_id', 'uuid', (c) => c.notNull().references('persons.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('birth').check(sql`kind in ('birth', 'adopted', 'foster', 'step')`))
    .addPrimaryKeyConstraint('parenthoods_pk', ['parent_id', 'child_id'])
    .addCheckConstraint('parenthoods_not_self', sql`parent_id <> child_id`)
    .execute();
  await db.schema.createIndex('parenthoods_child').on('parenthoods').column('child_id').execute();
  await db.schema.createIndex('parenthoods_tree').on('parenthoods').column('tree_id').execute();

  // users.family_tree_id comes from the accounts migration; link it when it is there.
  const column = await sql<{ n: number }>`SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'family_tree_id'`.execute(db);
  if (column.rows[0].n > 0) {
    await sql`ALTER TABLE users ADD CONSTRAINT users_family_tree FOREIGN KEY (family_tree_id) REFERENCES family_trees(id) ON DELETE SET NULL`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users DROP CONSTRAINT IF EXISTS users_family_tree`.execute(db);
  for (const table of ['parenthoods', 'couples']) await db.schema.dropTable(table).execute();
  await sql`ALTER TABLE family_trees DROP CONSTRAINT family_trees_home_person`.execute(db);
  for (const table of ['persons', 'tree_members', 'family_trees']) await db.schema.dropTable(table).execute();
}
