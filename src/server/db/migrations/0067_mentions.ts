import { sql, type Kysely } from 'kysely';

/**
 * Mentions: a person of a tree named in an indexed record (its code, its source, the images it is
 * on), pending until published, then active. A saved mention keeps a mention on the person's profile
 * and in the member's record inbox. The record is named by its code, not by an import's row, so a
 * collection imported again keeps its mentions.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE mentions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      tree_id uuid NOT NULL REFERENCES family_trees(id) ON DELETE CASCADE,
      person_id uuid NOT NULL REFERENCES persons(id) ON DELETE CASCADE,
      record_code text NOT NULL,
      source_id text NOT NULL,
      image_ids text[] NOT NULL DEFAULT '{}',
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active')),
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL,
      UNIQUE (person_id, record_code)
    )`.execute(db);
  await sql`CREATE INDEX mentions_person_source ON mentions (person_id, source_id)`.execute(db);
  await sql`
    CREATE TABLE saved_mentions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      mention_id uuid NOT NULL UNIQUE REFERENCES mentions(id) ON DELETE CASCADE,
      tree_id uuid NOT NULL REFERENCES family_trees(id) ON DELETE CASCADE,
      person_id uuid NOT NULL REFERENCES persons(id) ON DELETE CASCADE,
      saved_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX saved_mentions_person ON saved_mentions (person_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX saved_mentions_tree ON saved_mentions (tree_id, created_at DESC)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE saved_mentions`.execute(db);
  await sql`DROP TABLE mentions`.execute(db);
}
