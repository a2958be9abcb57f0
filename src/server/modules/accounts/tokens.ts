/**
 * Single-use e-mail tokens (verify, reset): random, stored as a SHA-256, expiring. Only the newest
 * reset link of a member works: issuing one, using one or changing the password ends the others.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';

export type TokenKind = 'verify' | 'reset';
export const TOKEN_LIFETIME_MS: Record<TokenKind, number> = { verify: 7 * 86_400_000, reset: 86_400_000 };

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Ends every unused token of this kind of the member: they read as expired from now on. */
export async function revokeEmailTokens(db: Db, userId: string, kind: TokenKind, now: Date): Promise<void> {
  await db.updateTable('email_tokens').set({ expires_at: now }).where('user_id', '=', userId).where('kind', '=', kind).where('used_at', 'is', null).where('expires_at', '>', now).execute();
}

export async function issueEmailToken(db: Db, userId: string, kind: TokenKind, now: Date): Promise<string> {
  // A newer reset link replaces the older ones: a link left in an old e-mail cannot be used after it.
  if (kind === 'reset') await revokeEmailTokens(db, userId, kind, now);
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('email_tokens')
    .values({ user_id: userId, kind, token_hash: hash(token), created_at: now, expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[kind]) })
    .execute();
  return token;
}

export type TokenCheck = { ok: true; userId: string } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/** Marks the token used and answers its user; a second use, an expired or an unknown token fails. */
export async function consumeEmailToken(db: Db, token: string, kind: TokenKind, now: Date): Promise<TokenCheck> {
  const row = await db
    .selectFrom('email_tokens')
    .select(['id', 'user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', hash(token))
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.used_at) return { ok: false, reason: 'used' };
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  // The used_at guard makes two racing requests with the same token succeed at most once.
  const updated = await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!updated) return { ok: false, reason: 'used' };
  if (kind === 'reset') await revokeEmailTokens(db, row.user_id, kind, now);
  return { ok: true, userId: row.user_id };
}
