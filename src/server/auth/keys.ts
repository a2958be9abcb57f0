/**
 * Login keys: random tokens sent as `Authorization: Token <key>`. The table holds only their
 * SHA-256, so a key is shown once, at login, and can be revoked one by one or all together.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export async function issueKey(db: Db, userId: string, now: Date): Promise<string> {
  const key = randomBytes(20).toString('hex');
  await db.insertInto('login_keys').values({ user_id: userId, key_hash: hashKey(key), created_at: now, last_used_at: now }).execute();
  return key;
}

/** The user id behind a live key, or null for an unknown or revoked one. */
export async function resolveKey(db: Db, key: string, now: Date): Promise<string | null> {
  const row = await db
    .updateTable('login_keys')
    .set({ last_used_at: now })
    .where('key_hash', '=', hashKey(key))
    .where('revoked_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function revokeKey(db: Db, key: string, now: Date): Promise<void> {
  await db.updateTable('login_keys').set({ revoked_at: now }).where('key_hash', '=', hashKey(key)).where('revoked_at', 'is', null).execute();
}

export async function revokeAllKeys(db: Db, userId: string, now: Date): Promise<void> {
  await db.updateTable('login_keys').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}
