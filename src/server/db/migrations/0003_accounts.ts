import { sql, type Kysely } from 'kysely';

const USER_TEXT_COLUMNS = ['first_name', 'last_name', 'surname_ch', 'surname_en', 'ancestral_province', 'ancestral_prefecture_city',
  'ancestral_district_county', 'ancestral_town', 'ancestral_village', 'photo', 'photo_thumbnail', 'referral_code',
  'entry_point_url', 'entry_point_name', 'onboarding_step', 'fws_username'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const text = USER_TEXT_COLUMNS;
  const columns = [
    ...text.map((name) => `ADD COLUMN ${name} text NOT NULL DEFAULT ''`),
    ...['subscribe_to_newsletter', 'tree_show_birth_order', 'email_verified', 'is_onboarded', 'is_shared'].map(
      (name) => `ADD COLUMN ${name} boolean NOT NULL DEFAULT false`,
    ),
    'ADD COLUMN color_code_gender boolean NOT NULL DEFAULT true',
    // A public handle for URLs; accounts made outside registration get a random one.
    `ADD COLUMN username text NOT NULL DEFAULT ('u' || replace(gen_random_uuid()::text, '-', ''))`,
    // Trees arrive in a later migration; the reference is added there.
    'ADD COLUMN family_tree_id uuid',
    'ADD COLUMN referred_by uuid',
  ];
  await sql.raw(`ALTER TABLE users ${columns.join(', ')}`).execute(db);
  await db.schema.createIndex('users_username').on('users').column('username').unique().execute();
  // Each member's own code to invite others; unique when set.
  await sql`CREATE UNIQUE INDEX users_referral_code ON users (lower(referral_code)) WHERE referral_code <> ''`.execute(db);

  // Single-use links sent by e-mail; only the hash is stored, like login keys.
  await db.schema
    .createTable('email_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('verify', 'reset')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('reviewed_items')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('reviewed_items_pk', ['user_id', 'key'])
    .execute();

  await db.schema
    .createTable('tutorials_shown')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tutorial_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('tutorials_shown_pk', ['user_id', 'tutorial_id'])
    .execute();

  await db.schema
    .createTable('email_settings')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('subscribed', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('email_settings_pk', ['user_id', 'list'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('action_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('action_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('dismissed_at', 'timestamptz')
    .addUniqueConstraint('notifications_user_key', ['user_id', 'key'])
    .execute();

  // One row per attempt; counting rows in a window is exact and old rows are pruned on write.
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_bucket').on('rate_limit_hits').columns(['bucket', 'at']).execute();

  await db.schema
    .createTable('impersonation_audit')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('staff_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('error', 'text')
    .execute();

  await db.schema
    .createTable('ip_login_ranges')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('cidr', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('social_accounts')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_user_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('social_accounts_pk', ['provider', 'provider_user_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['social_accounts', 'ip_login_ranges', 'outbox', 'impersonation_audit', 'rate_limit_hits', 'notifications',
    'email_settings', 'tutorials_shown', 'reviewed_items', 'email_tokens']) {
    await db.schema.dropTable(table).execute();
  }
  await sql`DROP INDEX IF EXISTS users_referral_code`.execute(db);
  await db.schema.dropIndex('users_username').execute();
  const dropped = [...USER_TEXT_COLUMNS, 'subscribe_to_newsletter', 'tree_show_birth_order', 'email_verified', 'is_onboarded',
    'is_shared', 'color_code_gender', 'username', 'family_tree_id', 'referred_by'];
  await sql.raw(`ALTER TABLE users ${dropped.map((name) => `DROP COLUMN ${name}`).join(', ')}`).execute(db);
}
