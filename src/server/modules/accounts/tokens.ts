/** Single-use e-mail tokens (verify, reset): random, stored as a SHA-256, expiring. */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';

export type TokenKind = 'verify' | 'reset';
export const TOKEN_LIFETIME_MS: Record<TokenKind, number> = { verify: 7 * 86_400_000, reset: 86_400_000 };

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueEmailToken(db: Db, userId: string, kind: TokenKind, now: Date): Promise<string> {
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
  return { ok: true, userId: row.user_id };
}
