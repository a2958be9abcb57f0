/** Creates an account with a live login key, for tests that act as a signed-in member. */
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../src/server/auth/password';
import { issueKey } from '../../src/server/auth/keys';
import type { Db } from '../../src/server/db/database';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  key: string;
}

export async function createTestUser(db: Db, options: { email?: string; password?: string; staff?: boolean } = {}): Promise<TestUser> {
  const email = options.email ?? `member-${randomBytes(4).toString('hex')}@example.com`;
  const password = options.password ?? 'plum-blossom-1908';
  const row = await db
    .insertInto('users')
    .values({ email, password_hash: await hashPassword(password), is_staff: options.staff ?? false })
    .returning('id')
    .executeTakeFirstOrThrow();
  const key = await issueKey(db, row.id, new Date());
  return { id: row.id, email, password, key };
}
