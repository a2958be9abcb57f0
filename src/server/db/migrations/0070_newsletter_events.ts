import { sql, type Kysely } from 'kysely';

// Newsletter double opt-in: a signup asks for lists (requested_lists) and counts only once its address
// confirms them; one-click unsubscribe stops it. Events and workshops take registrations up to a capacity.
// The outbox keeps extra headers (List-Unsubscribe) so a resend carries them too.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE newsletter_signups
    ADD COLUMN requested_lists jsonb NOT NULL DEFAULT '[]'::jsonb,
    ADD COLUMN source text NOT NULL DEFAULT 'footer',
    ADD COLUMN confirm_nonce text,
    ADD COLUMN confirm_sent_at timestamptz,
    ADD COLUMN confirmed_at timestamptz,
    ADD COLUMN unsubscribed_at timestamptz,
    ADD COLUMN forwarded_at timestamptz,
    ADD COLUMN forward_error text`.execute(db);
  // Signups made before double opt-in were never confirmed: they keep their lists as a request and do not count.
  await sql`UPDATE newsletter_signups SET requested_lists = lists`.execute(db);

  await sql`ALTER TABLE outbox ADD COLUMN headers jsonb`.execute(db);

  await sql`ALTER TABLE wiki_events ADD COLUMN capacity integer CHECK (capacity IS NULL OR capacity > 0)`.execute(db);
  await db.schema
    .createTable('event_registrations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('wiki_events.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX event_registrations_email ON event_registrations (event_id, lower(email))`.execute(db);
  // The seeded online workshops take a class-sized group.
  await sql`UPDATE wiki_events SET capacity = 40 WHERE is_online`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_registrations').execute();
  await sql`ALTER TABLE wiki_events DROP COLUMN capacity`.execute(db);
  await sql`ALTER TABLE outbox DROP COLUMN headers`.execute(db);
  await sql`ALTER TABLE newsletter_signups DROP COLUMN requested_lists, DROP COLUMN source, DROP COLUMN confirm_nonce,
    DROP COLUMN confirm_sent_at, DROP COLUMN confirmed_at, DROP COLUMN unsubscribed_at, DROP COLUMN forwarded_at, DROP COLUMN forward_error`.execute(db);
}
