import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser } from '../../../../tests/harness/users';
import { countRows } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ config: { version: 'test', nodeEnv: 'test', publicUrl: 'http://localhost:3000', dataDir: '.tmp/test-data', trustProxy: true } });
});
afterAll(() => t.close());

const ipLogin = (ip: string) =>
  t.request('/api/v1/member/ip-address-login/', { method: 'POST', json: {}, headers: { 'x-forwarded-for': ip } });

describe('ip-address-login', () => {
  it('logs in as the account tied to a matching range and refuses other addresses', async () => {
    const library = await createTestUser(t.database.db, { email: 'library@example.org' });
    await t.database.db.insertInto('ip_login_ranges').values([
      { cidr: '192.0.2.0/24', user_id: library.id },
      { cidr: '2001:db8::/32', user_id: library.id },
    ]).execute();
    const ok = await ipLogin('192.0.2.77');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ _reason: 'ip_address', family_tree_id: null });
    expect((await ipLogin('2001:db8::5')).status).toBe(200);
    const keys = await countRows(t.database.db, 'login_keys');
    const refused = await ipLogin('192.0.3.1');
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe('Your network address is not registered for institutional access.');
    expect(await countRows(t.database.db, 'login_keys')).toBe(keys);
  });
});
