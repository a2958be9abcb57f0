import { sql, type Kysely } from 'kysely';

/**
 * Each member chooses how family-tree cards show names: in English, in Chinese or in both, and with
 * both, which script leads. Members who never chose see both scripts, English first, as before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN name_script text NOT NULL DEFAULT 'both' CHECK (name_script IN ('en', 'zh', 'both')),
      ADD COLUMN name_first text NOT NULL DEFAULT 'en' CHECK (name_first IN ('en', 'zh'))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN name_script, DROP COLUMN name_first`.execute(db);
}
