import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One row per GEDCOM import, keyed by its job: who may read its status, and what it produced.
  await db.schema
    .createTable('gedcom_imports')
    .addColumn('import_key', 'uuid', (c) => c.primaryKey().references('jobs.id').onDelete('cascade'))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Null until the import's transaction commits when the import makes a new tree.
    .addColumn('tree_id', 'uuid', (c) => c.references('family_trees.id').onDelete('set null'))
    .addColumn('new_tree', 'boolean', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_path', 'text', (c) => c.notNull())
    .addColumn('counts', 'jsonb')
    .addColumn('warnings', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('saved', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('gedcom_imports_owner').on('gedcom_imports').column('owner_id').execute();

  // What the latest import into a tree kept outside the graph: HEAD, other records, renamed xrefs.
  await db.schema
    .createTable('gedcom_tree_extras')
    .addColumn('tree_id', 'uuid', (c) => c.primaryKey().references('family_trees.id').onDelete('cascade'))
    .addColumn('import_key', 'uuid', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('head', 'jsonb', (c) => c.notNull())
    .addColumn('records', 'jsonb', (c) => c.notNull())
    .addColumn('xrefs', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Per person: the id it had in the file (kept structures point at it) and its kept structures.
  await db.schema
    .createTable('gedcom_person_extras')
    .addColumn('person_id', 'uuid', (c) => c.primaryKey().references('persons.id').onDelete('cascade'))
    .addColumn('tree_id', 'uuid', (c) => c.notNull().references('family_trees.id').onDelete('cascade'))
    .addColumn('import_key', 'uuid', (c) => c.notNull())
    .addColumn('gedcom_id', 'text', (c) => c.notNull())
    .addColumn('kept', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gedcom_person_extras_tree').on('gedcom_person_extras').columns(['tree_id', 'import_key']).execute();

  // Per FAM record: its shape in the file (partners, children, PEDI) and its kept structures.
  await db.schema
    .createTable('gedcom_family_extras')
    .addColumn('tree_id', 'uuid', (c) => c.notNull().references('family_trees.id').onDelete('cascade'))
    .addColumn('import_key', 'uuid', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('family', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('gedcom_family_extras_pk', ['tree_id', 'import_key', 'position'])
    .execute();

  // Finished export files by job, so the status call can hand the file over.
  await db.schema
    .createTable('gedcom_exports')
    .addColumn('job_id', 'uuid', (c) => c.primaryKey().references('jobs.id').onDelete('cascade'))
    .addColumn('tree_id', 'uuid', (c) => c.notNull().references('family_trees.id').onDelete('cascade'))
    .addColumn('owner_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('file_path', 'text')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('gedcom_exports_format', sql`format IN ('gedcom551', 'gedcom7', 'gedzip')`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['gedcom_exports', 'gedcom_family_extras', 'gedcom_person_extras', 'gedcom_tree_extras', 'gedcom_imports']) await db.schema.dropTable(t).execute();
}
