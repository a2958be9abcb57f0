import { sql, type Kysely } from 'kysely';

/**
 * Sign-ups waiting for their e-mailed link. The details typed at registration (the password's hash
 * among them) live in the link's own row, never on an account, so each link creates the account
 * with its own password and a later sign-up of the same address cannot change an earlier one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE pending_signups (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX pending_signups_email ON pending_signups (lower(email))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE pending_signups`.execute(db);
}
