import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';
import { countRows } from './testing';

let t: TestApp;
let staff: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await testApp();
  staff = await createTestUser(t.database.db, { email: 'staff@example.com', staff: true });
  member = await createTestUser(t.database.db, { email: 'member@example.com' });
});
afterAll(() => t.close());

describe('impersonation', () => {
  it('a staff key with as_user acts as the member, by e-mail or username, and is audited', async () => {
    const res = await t.request('/api/v1/member/refresh/?as_user=MEMBER@example.com', { token: staff.key });
    const body = await res.json();
    expect(body).toMatchObject({ email: 'member@example.com', impersonated_by: 'staff@example.com' });
    await t.request(`/api/v1/?as_user=${body.username}`, { method: 'PATCH', json: { first_name: 'Helped' }, token: staff.key });
    const own = await (await t.request('/api/v1/member/me/', { token: member.key })).json();
    expect(own.first_name).toBe('Helped');
    const audit = await t.database.db.selectFrom('impersonation_audit').selectAll().orderBy('id').execute();
    expect(audit.map((a) => [a.staff_user_id, a.target_user_id, a.method, a.path])).toEqual([
      [staff.id, member.id, 'GET', '/api/v1/member/refresh/'],
      [staff.id, member.id, 'PATCH', '/api/v1/'],
    ]);
  });

  it('does not apply on calls marked not impersonable', async () => {
    const audits = await countRows(t.database.db, 'impersonation_audit');
    const res = await t.request('/api/v1/member/me/?as_user=member@example.com', { token: staff.key });
    expect((await res.json()).email).toBe('staff@example.com');
    expect(await countRows(t.database.db, 'impersonation_audit')).toBe(audits);
  });

  it('does not apply on those calls spelt with percent-encoded letters either, as the router reads them', async () => {
    for (const path of ['member/%6De/', 'member/%6d%65/', 'member/m%65/', '%6Dember/me/']) {
      const res = await t.request(`/api/v1/${path}?as_user=member@example.com`, { token: staff.key });
      expect(res.status, path).toBe(200);
      expect((await res.json()).email, path).toBe('staff@example.com');
    }
    // Logging out everywhere, spelt so: the staff member's own sessions end, never the member's.
    const helper = await createTestUser(t.database.db, { email: 'helper@example.com', staff: true });
    const memberKey = (await createTestUser(t.database.db, { email: 'kept@example.com' })).key;
    const audits = await countRows(t.database.db, 'impersonation_audit');
    const res = await t.request('/api/v1/member/%6Cogout-all/?as_user=kept@example.com', { method: 'POST', token: helper.key });
    expect(res.status).toBe(200);
    expect((await t.request('/api/v1/member/me/', { token: memberKey })).status).toBe(200);
    expect((await t.request('/api/v1/member/me/', { token: helper.key })).status).toBe(401);
    expect(await countRows(t.database.db, 'impersonation_audit')).toBe(audits);
  });

  it('a member or a visitor sending as_user is 403 and nothing is done', async () => {
    const audits = await countRows(t.database.db, 'impersonation_audit');
    const res = await t.request('/api/v1/?as_user=staff@example.com', { method: 'PATCH', json: { first_name: 'Hacked' }, token: member.key });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe('Log in as staff to impersonate staff@example.com');
    expect((await t.request('/api/v1/member/refresh/?as_user=staff@example.com')).status).toBe(403);
    expect((await (await t.request('/api/v1/member/me/', { token: staff.key })).json()).first_name).toBe('');
    expect(await countRows(t.database.db, 'impersonation_audit')).toBe(audits);
  });

  it('an unknown member to impersonate is 404', async () => {
    const res = await t.request('/api/v1/member/refresh/?as_user=nobody@example.com', { token: staff.key });
    expect(res.status).toBe(404);
  });
});
