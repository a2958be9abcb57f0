import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser } from '../../../../tests/harness/users';
import { commands } from '../../manage/commands';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const run = async (name: string, args: string[]) => {
  const lines: string[] = [];
  await commands[name].run({ db: t.database.db, args, out: (l) => lines.push(l) });
  return lines;
};

describe('account commands', () => {
  it('user:staff turns staff rights on and off', async () => {
    const user = await createTestUser(t.database.db, { email: 'helper@example.com' });
    expect(await run('user:staff', ['HELPER@example.com', 'on'])).toEqual(['helper@example.com now has staff rights']);
    const row = () => t.database.db.selectFrom('users').select('is_staff').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect((await row()).is_staff).toBe(true);
    await run('user:staff', ['helper@example.com', 'off']);
    expect((await row()).is_staff).toBe(false);
    await expect(run('user:staff', ['helper@example.com', 'maybe'])).rejects.toThrow('usage: user:staff EMAIL on|off');
    await expect(run('user:staff', ['nobody@example.com', 'on'])).rejects.toThrow('no user with e-mail nobody@example.com');
  });

  it('ip-range:add checks the range and ties it to the account', async () => {
    const user = await createTestUser(t.database.db, { email: 'lib@example.org' });
    await run('ip-range:add', ['192.0.2.0/24', '--email', 'lib@example.org']);
    await expect(run('ip-range:add', ['192.0.2.0/33', '--email', 'lib@example.org'])).rejects.toThrow(/not an IPv4 or IPv6 range/);
    await expect(run('ip-range:add', ['10.0.0.0/8'])).rejects.toThrow('usage: ip-range:add CIDR --email E');
    const rows = await t.database.db.selectFrom('ip_login_ranges').select(['cidr', 'user_id']).execute();
    expect(rows).toEqual([{ cidr: '192.0.2.0/24', user_id: user.id }]);
  });
});
