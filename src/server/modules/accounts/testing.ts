/** Helpers for the accounts integration tests: read links from the outbox, count rows. */
import type { Db } from '../../db/database';

export async function lastLinkToken(db: Db, to: string, path: 'verify-email' | 'reset-password'): Promise<string> {
  const rows = await db.selectFrom('outbox').select('text_body').where('to_address', '=', to).orderBy('created_at', 'desc').execute();
  for (const row of rows) {
    const match = new RegExp(`/${path}\\?token=([A-Za-z0-9_-]+)`).exec(row.text_body);
    if (match) return match[1];
  }
  throw new Error(`no ${path} link sent to ${to}`);
}

export async function countRows(db: Db, table: 'users' | 'outbox' | 'login_keys' | 'impersonation_audit' | 'social_accounts'): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
