import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { testApp, type TestApp } from '../../../tests/harness/app';
import { createTestUser } from '../../../tests/harness/users';

let t: TestApp;
let server: ServerType;
let url: string;
beforeAll(async () => {
  t = await testApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await t.request('/api/v1/member/forgot-password/', { method: 'POST', json: { email: (await createTestUser(t.database.db, { email: 'victim@example.com' })).email } });
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
});

describe('the development mailbox, which holds every reset link', () => {
  it('answers a request made on this machine, as JSON and as a page', async () => {
    const list = (await (await fetch(`${url}/api/v1/dev/mailbox/`)).json()) as { objects: { to: string; subject: string }[] };
    expect(list.objects.find((m) => m.to === 'victim@example.com')?.subject).toMatch(/reset/i);
    expect(await (await fetch(`${url}/dev/mailbox`)).text()).toContain('victim@example.com');
  });

  it('refuses a request a proxy passed on from elsewhere, whichever forwarding header it carries', async () => {
    for (const header of [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }, { 'x-real-ip': '203.0.113.9' }] as Record<string, string>[]) {
      expect((await fetch(`${url}/api/v1/dev/mailbox/`, { headers: header })).status).toBe(404);
      expect((await fetch(`${url}/dev/mailbox`, { headers: header })).status).toBe(404);
    }
  });

  it('answers staff from anywhere, and no member or visitor who is not on this machine', async () => {
    const staff = await createTestUser(t.database.db, { staff: true });
    const member = await createTestUser(t.database.db);
    // app.request() has no socket: as a request from elsewhere.
    expect((await t.request('/api/v1/dev/mailbox/')).status).toBe(404);
    expect((await t.request('/api/v1/dev/mailbox/', { token: member.key })).status).toBe(404);
    expect((await t.request('/dev/mailbox')).status).toBe(404);
    const res = await t.request('/api/v1/dev/mailbox/', { token: staff.key });
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).toContain('victim@example.com');
  });

  it('is not there in production, for anyone', async () => {
    const prod = await testApp({ config: { ...t.deps.config, nodeEnv: 'production' } });
    try {
      const staff = await createTestUser(prod.database.db, { staff: true });
      expect((await prod.request('/api/v1/dev/mailbox/', { token: staff.key })).status).toBe(404);
      expect((await prod.request('/dev/mailbox')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
