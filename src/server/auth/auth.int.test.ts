import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { testApp, type TestApp } from '../../../tests/harness/app';
import { createTestUser } from '../../../tests/harness/users';
import type { AppEnv } from '../deps';
import { revokeKey } from './keys';
import { authenticate, requireUser } from './middleware';

let t: TestApp;
let probe: Hono<AppEnv>;
beforeEach(async () => {
  t = await testApp();
  probe = new Hono<AppEnv>().use('*', authenticate(t.deps)).get('/me', (c) => c.json({ id: requireUser(c).id }));
  probe.onError((err, c) => c.json({ error: err.message }, (err as { status?: 401 }).status ?? 500));
});
afterEach(() => t.close());

describe('login keys', () => {
  it('a live key identifies its user; no key is 401', async () => {
    const user = await createTestUser(t.database.db);
    const ok = await probe.request('/me', { headers: { authorization: `Token ${user.key}` } });
    expect(await ok.json()).toEqual({ id: user.id });
    expect((await probe.request('/me')).status).toBe(401);
  });

  it('an unknown or revoked key is 401', async () => {
    const user = await createTestUser(t.database.db);
    expect((await probe.request('/me', { headers: { authorization: 'Token nope' } })).status).toBe(401);
    await revokeKey(t.database.db, user.key, new Date());
    const res = await probe.request('/me', { headers: { authorization: `Token ${user.key}` } });
    expect(res.status).toBe(401);
    expect((await res.json()).error).toMatch(/revoked/);
  });

  it('stores only a hash of the key', async () => {
    const user = await createTestUser(t.database.db);
    const rows = await t.database.db.selectFrom('login_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].key_hash).not.toContain(user.key);
  });
});
