/** The onboarding state of the caller (is_onboarded, step), kept on the users row by the accounts migration. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AuthUser } from '../../deps';
import { HttpError } from '../../http/errors';
import { usersHasColumn } from './service';

async function requireColumns(db: Db): Promise<void> {
  if (!(await usersHasColumn(db, 'is_onboarded')) || !(await usersHasColumn(db, 'onboarding_step'))) {
    throw new HttpError(503, 'Onboarding is not available until the accounts migration has run.');
  }
}

export async function readOnboarding(db: Db, user: AuthUser) {
  await requireColumns(db);
  const rows = await sql<{ is_onboarded: boolean; onboarding_step: string }>`SELECT is_onboarded, onboarding_step FROM users WHERE id = ${user.id}`.execute(db);
  const row = rows.rows[0];
  return { is_onboarded: row.is_onboarded, onboarding_step: row.onboarding_step || null };
}

export async function saveOnboarding(db: Db, user: AuthUser, input: { is_onboarded?: boolean; onboarding_step?: string }) {
  await requireColumns(db);
  if (input.is_onboarded !== undefined) await sql`UPDATE users SET is_onboarded = ${input.is_onboarded} WHERE id = ${user.id}`.execute(db);
  if (input.onboarding_step !== undefined) await sql`UPDATE users SET onboarding_step = ${input.onboarding_step} WHERE id = ${user.id}`.execute(db);
  return readOnboarding(db, user);
}
