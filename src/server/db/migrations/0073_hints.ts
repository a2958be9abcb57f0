import { sql, type Kysely } from 'kysely';

/**
 * RecordFinder hints: a tree person and a record person the matcher thinks are one, with its score
 * (a probability) and what the member did (new, accepted with the data taken, ignored). One hint per
 * person and record, for ever: matching again updates a new hint's score and leaves an accepted or
 * ignored one as it is.
 *
 * hint_pending is the queue of trees to match again: a trigger on tree_changes (every write to
 * persons, couples and parenthoods logs there, migration 0050) marks the tree, in the writer's own
 * transaction, and the hints scheduler turns marks into jobs. hint_tree_state keeps how far each
 * tree's persons were matched (their updated_at), so a job matches only the persons touched since.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE hints (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      tree_id uuid NOT NULL REFERENCES family_trees(id) ON DELETE CASCADE,
      person_id uuid NOT NULL REFERENCES persons(id) ON DELETE CASCADE,
      record_code text NOT NULL,
      record_position smallint NOT NULL,
      collection_id text NOT NULL,
      source_id text NOT NULL,
      score real NOT NULL,
      status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'accepted', 'ignored')),
      accepted_data jsonb,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (person_id, record_code)
    )`.execute(db);
  await sql`CREATE INDEX hints_tree_status ON hints (tree_id, status, score DESC)`.execute(db);
  await sql`CREATE INDEX hints_person_status ON hints (person_id, status, score DESC)`.execute(db);
  await sql`
    CREATE TABLE hint_pending (
      tree_id uuid PRIMARY KEY REFERENCES family_trees(id) ON DELETE CASCADE,
      since timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE hint_tree_state (
      tree_id uuid PRIMARY KEY REFERENCES family_trees(id) ON DELETE CASCADE,
      matched_until timestamptz,
      full_match_at timestamptz
    )`.execute(db);
  await sql`
    CREATE TABLE hint_digests (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      sent_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE FUNCTION hint_pending_mark() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO hint_pending (tree_id) SELECT DISTINCT tree_id FROM new_rows ON CONFLICT (tree_id) DO NOTHING;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER hint_pending_mark AFTER INSERT ON tree_changes REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION hint_pending_mark()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER hint_pending_mark ON tree_changes`.execute(db);
  await sql`DROP FUNCTION hint_pending_mark()`.execute(db);
  await sql`DROP TABLE hint_digests`.execute(db);
  await sql`DROP TABLE hint_tree_state`.execute(db);
  await sql`DROP TABLE hint_pending`.execute(db);
  await sql`DROP TABLE hints`.execute(db);
}
