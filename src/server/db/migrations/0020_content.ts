import { sql, type Kysely } from 'kysely';

// Company content, newsletter signups and page views live in the database so operators edit them
// without a deploy and the marketing pages read them through the API.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('team_members')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('group_name', 'text', (c) => c.notNull().check(sql`group_name in ('team', 'advisor', 'research')`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('img_src', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('details_html', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('press_articles')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('published_on', 'date', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('press_articles_published').on('press_articles').columns(['published_on']).execute();

  await db.schema
    .createTable('wiki_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz')
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('is_online', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .execute();
  await db.schema.createIndex('wiki_events_starts').on('wiki_events').columns(['starts_at']).execute();

  await db.schema
    .createTable('testimonials')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('who', 'text', (c) => c.notNull())
    .addColumn('story', 'text', (c) => c.notNull())
    .addColumn('features', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('is_illustrative', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('newsletter_signups')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('lists', 'jsonb', (c) => c.notNull())
    .addColumn('user_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX newsletter_signups_email ON newsletter_signups (lower(email))`.execute(db);

  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('route_name', 'text')
    .addColumn('referrer', 'text')
    .addColumn('session_id', 'text')
    .addColumn('user_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('analytics_events_created').on('analytics_events').columns(['created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['analytics_events', 'newsletter_signups', 'testimonials', 'wiki_events', 'press_articles', 'team_members']) {
    await db.schema.dropTable(table).execute();
  }
}
