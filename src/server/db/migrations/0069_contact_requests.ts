import { sql, type Kysely } from 'kysely';

/**
 * Contact and support requests: get-in-touch (prospect) requests, the two support forms and consult
 * cases in one table, each with a status staff move from new to in progress to done. Attachments are
 * uploaded before the form is sent, so they exist unclaimed (request_id null) until a request takes
 * them; unclaimed ones a day old are removed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE contact_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL CHECK (kind IN ('get-in-touch', 'support-mcr', 'support-institutional', 'consult')),
      status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'done')),
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      email text NOT NULL,
      first_name text NOT NULL DEFAULT '',
      last_name text NOT NULL DEFAULT '',
      interests text[] NOT NULL DEFAULT '{}',
      other_comment text NOT NULL DEFAULT '',
      entry_point_url text NOT NULL DEFAULT '',
      entry_point_name text NOT NULL DEFAULT '',
      is_payment boolean NOT NULL DEFAULT false,
      subscribe_to_newsletter boolean NOT NULL DEFAULT false,
      request_info text NOT NULL DEFAULT '',
      additional_info text NOT NULL DEFAULT '',
      call_schedule_datetime timestamptz,
      help_type text NOT NULL DEFAULT '',
      comment text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX contact_requests_status ON contact_requests (status, created_at DESC)`.execute(db);
  await sql`CREATE INDEX contact_requests_kind ON contact_requests (kind, created_at DESC)`.execute(db);
  await sql`
    CREATE TABLE contact_request_attachments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      purpose text NOT NULL CHECK (purpose IN ('prospect', 'consult')),
      request_id uuid REFERENCES contact_requests(id) ON DELETE CASCADE,
      uploaded_by uuid REFERENCES users(id) ON DELETE SET NULL,
      storage_key text NOT NULL,
      file_name text NOT NULL,
      content_type text NOT NULL,
      size integer NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX contact_request_attachments_request ON contact_request_attachments (request_id)`.execute(db);
  await sql`CREATE INDEX contact_request_attachments_unclaimed ON contact_request_attachments (created_at) WHERE request_id IS NULL`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE contact_request_attachments`.execute(db);
  await sql`DROP TABLE contact_requests`.execute(db);
}
