/** Helpers for the accounts integration tests: read links from the outbox, sign up through them, count rows. */
import type { TestApp } from '../../../../tests/harness/app';
import type { Db } from '../../db/database';

export async function lastLinkToken(db: Db, to: string, path: 'verify-email' | 'reset-password' | 'signup'): Promise<string> {
  const rows = await db.selectFrom('outbox').select('text_body').where('to_address', '=', to).orderBy('created_at', 'desc').execute();
  const link = path === 'signup' ? /\/verify-email\?signup=([A-Za-z0-9_-]+)/ : new RegExp(`/${path}\\?token=([A-Za-z0-9_-]+)`);
  for (const row of rows) {
    const match = link.exec(row.text_body);
    if (match) return match[1];
  }
  throw new Error(`no ${path} link sent to ${to}`);
}

export interface SignedUp {
  username: string;
  key: string;
  family_tree_id: string | null;
  redirect: string;
}

/** Registers, then opens the sign-up link mailed to the address: the new member's login answer. */
export async function signUp(t: TestApp, body: { email: string; password: string; password_confirm?: string } & Record<string, unknown>, headers: Record<string, string> = {}): Promise<SignedUp> {
  const registered = await t.request('/api/v1/member/register/', { method: 'POST', json: { password_confirm: body.password, ...body }, headers });
  if (registered.status !== 202) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  const token = await lastLinkToken(t.database.db, body.email.trim(), 'signup');
  const finished = await t.request('/api/v1/member/finish-signup/', { method: 'POST', json: { token }, headers });
  if (finished.status !== 201) throw new Error(`finish-signup answered ${finished.status}: ${await finished.text()}`);
  return (await finished.json()) as SignedUp;
}

export async function countRows(db: Db, table: 'users' | 'outbox' | 'login_keys' | 'impersonation_audit' | 'social_accounts' | 'pending_signups'): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
