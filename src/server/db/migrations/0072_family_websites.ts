import { sql, type Kysely } from 'kysely';

/**
 * Family websites and research reports. A member's report username (users.fws_username, chosen once,
 * unique) names her family website: one public flag and one list of invited members (by e-mail) for
 * all her sites. Each site is built from one tree and a start person, with its parts (branches),
 * a theme colour, an introduction and a cover image from the tree's library. Research reports are
 * documents staff write for the holder of a report username, in sections.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE UNIQUE INDEX users_fws_username ON users (lower(fws_username)) WHERE fws_username <> ''`.execute(db);
  await sql`
    CREATE TABLE family_websites (
      username text PRIMARY KEY,
      owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      is_public boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX family_websites_owner ON family_websites (owner_id)`.execute(db);
  await sql`
    CREATE TABLE family_website_sites (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      username text NOT NULL REFERENCES family_websites(username) ON DELETE CASCADE ON UPDATE CASCADE,
      site_name text NOT NULL,
      tree_id uuid NOT NULL REFERENCES family_trees(id) ON DELETE CASCADE,
      start_person_id uuid NOT NULL REFERENCES persons(id) ON DELETE CASCADE,
      title text NOT NULL DEFAULT '',
      introduction text NOT NULL DEFAULT '',
      theme_color text NOT NULL DEFAULT '#8b1e1e',
      cover_asset_id uuid REFERENCES library_assets(id) ON DELETE SET NULL,
      parts jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (username, site_name)
    )`.execute(db);
  await sql`CREATE INDEX family_website_sites_tree ON family_website_sites (tree_id)`.execute(db);
  await sql`
    CREATE TABLE family_website_members (
      username text NOT NULL REFERENCES family_websites(username) ON DELETE CASCADE ON UPDATE CASCADE,
      email text NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (username, email)
    )`.execute(db);
  await sql`CREATE INDEX family_website_members_email ON family_website_members (email)`.execute(db);
  await sql`
    CREATE TABLE research_reports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      username text NOT NULL,
      slug text NOT NULL,
      title text NOT NULL,
      sections jsonb NOT NULL DEFAULT '[]',
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (username, slug)
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE research_reports`.execute(db);
  await sql`DROP TABLE family_website_members`.execute(db);
  await sql`DROP TABLE family_website_sites`.execute(db);
  await sql`DROP TABLE family_websites`.execute(db);
  await sql`DROP INDEX users_fws_username`.execute(db);
}
