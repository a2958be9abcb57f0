import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';
import { commands } from '../../manage/commands';
import { REQUEST_MAIL_JOB } from './mailJob';
import { form, requestsTest, smtpServer, testPng, type RequestsTest } from './testRequests';

let r: RequestsTest;
let staff: TestUser;
let member: TestUser;
let png: Buffer;
let travelId: string;
let supportId: string;
beforeAll(async () => {
  r = await requestsTest();
  staff = await createTestUser(r.t.database.db, { staff: true });
  member = await createTestUser(r.t.database.db);
  png = await testPng();
  const travel = await r.t.request('/api/v1/prospect-request/get-in-touch/', {
    method: 'POST',
    body: form({ email: 'chan@example.com', first_name: 'Lily', last_name: 'Chan', interests: 'travel', other_comment: 'Visit Kaiping.' }, { field: 'attachment', name: 'kaiping.png', bytes: png }),
  });
  travelId = ((await travel.json()) as { id: string }).id;
  const support = await r.t.request('/api/v1/support-form/mcr/', { method: 'POST', token: member.key, json: { help_type: 'account', comment: 'Cannot log in on my phone.' } });
  supportId = ((await support.json()) as { id: string }).id;
});
afterAll(() => r.close());

const list = (query = '', token = staff.key) => r.t.request(`/api/v1/staff/requests/${query}`, { token });

describe('the staff list of requests', () => {
  it('is closed to visitors (401) and members (403), for reading and for status changes', async () => {
    expect((await r.t.request('/api/v1/staff/requests/')).status).toBe(401);
    expect((await list('', member.key)).status).toBe(403);
    const change = (token?: string) => r.t.request(`/api/v1/staff/requests/${supportId}/status/`, { method: 'POST', token, json: { status: 'done' } });
    expect((await change()).status).toBe(401);
    expect((await change(member.key)).status).toBe(403);
    const row = await r.t.database.db.selectFrom('contact_requests').select('status').where('id', '=', supportId).executeTakeFirstOrThrow();
    expect(row.status).toBe('new');
  });

  it('lists every request for staff, with attachments that download through signed URLs', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.meta.total_count).toBe(2);
    expect(body.objects.map((o: { id: string }) => o.id).sort()).toEqual([supportId, travelId].sort());
    const travel = body.objects.find((o: { id: string }) => o.id === travelId);
    expect(travel).toMatchObject({ kind: 'get-in-touch', status: 'new', email: 'chan@example.com', interests: ['travel'], other_comment: 'Visit Kaiping.', member_email: null });
    expect(travel.attachments).toHaveLength(1);
    const file = await r.t.request(travel.attachments[0].url);
    expect(file.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await file.arrayBuffer()), png)).toBe(0);
    const support = body.objects.find((o: { id: string }) => o.id === supportId);
    expect(support).toMatchObject({ kind: 'support-mcr', member_email: member.email, help_type: 'account' });
  });

  it('filters by kind and status, and moves a request through its statuses', async () => {
    expect((await (await list('?kind=support-mcr')).json()).objects.map((o: { id: string }) => o.id)).toEqual([supportId]);
    const moved = await r.t.request(`/api/v1/staff/requests/${travelId}/status/`, { method: 'POST', token: staff.key, json: { status: 'in_progress' } });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toEqual({ id: travelId, status: 'in_progress' });
    expect((await (await list('?status=in_progress')).json()).objects.map((o: { id: string }) => o.id)).toEqual([travelId]);
    expect((await (await list('?status=new')).json()).objects.map((o: { id: string }) => o.id)).toEqual([supportId]);
    const bad = await r.t.request(`/api/v1/staff/requests/${travelId}/status/`, { method: 'POST', token: staff.key, json: { status: 'closed' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields.status).toBeDefined();
    expect((await list('?kind=letters')).status).toBe(400);
    const missing = await r.t.request('/api/v1/staff/requests/6f1e1c3e-0000-4000-8000-000000000000/status/', { method: 'POST', token: staff.key, json: { status: 'done' } });
    expect(missing.status).toBe(404);
  });

  it('is the same through npm run manage: requests:list and requests:status', async () => {
    const lines: string[] = [];
    const ctx = (args: string[]) => ({ db: r.t.database.db, args, out: (l: string) => lines.push(l) });
    await commands['requests:status'].run(ctx([supportId, 'done']));
    expect(lines.pop()).toBe(`request ${supportId} is done`);
    await commands['requests:list'].run(ctx(['--status', 'done']));
    expect(lines.filter((l) => l.startsWith(supportId))).toHaveLength(1);
    expect(lines.some((l) => l.startsWith(travelId))).toBe(false);
    lines.length = 0;
    await commands['requests:list'].run(ctx([]));
    expect(lines.find((l) => l.startsWith(travelId))).toContain('chan@example.com');
    expect(lines.find((l) => l.startsWith(travelId))!.endsWith('\t1')).toBe(true);
    await expect(commands['requests:status'].run(ctx([supportId, 'closed']))).rejects.toThrow(/usage/);
    await expect(commands['requests:status'].run(ctx(['6f1e1c3e-0000-4000-8000-000000000000', 'done']))).rejects.toThrow(/no request/);
  });
});

describe('e-mails of a request when the mailer fails', () => {
  const saved = { SMTP_URL: process.env.SMTP_URL, TEAM_EMAIL: process.env.TEAM_EMAIL };
  afterEach(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  it('keeps the request, retries each e-mail with a growing wait, and delivers once the mail server answers', async () => {
    const db = r.t.database.db;
    await db.updateTable('jobs').set({ status: 'done' }).where('kind', '=', REQUEST_MAIL_JOB).execute();
    process.env.TEAM_EMAIL = 'roots-team@xungen.example';
    // Nothing listens on port 1: every send is refused.
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    const res = await r.t.request('/api/v1/prospect-request/get-in-touch/', { method: 'POST', json: { email: 'ho@example.com', first_name: 'Sam', interests: ['film'] } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await r.t.deps.jobs.drain()).toBe(2);
    const jobs = () => db.selectFrom('jobs').selectAll().where('kind', '=', REQUEST_MAIL_JOB).where('status', '!=', 'done').execute();
    const failed = await jobs();
    expect(failed.map((j) => [j.status, j.attempts])).toEqual([
      ['queued', 1],
      ['queued', 1],
    ]);
    // The first retry waits 2 s: nothing runs before.
    expect(await r.t.deps.jobs.drain()).toBe(0);
    expect((await db.selectFrom('outbox').select('error').where('to_address', '=', 'ho@example.com').executeTakeFirstOrThrow()).error).toMatch(/ECONNREFUSED/);
    expect(await db.selectFrom('contact_requests').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();

    const smtp = await smtpServer();
    try {
      process.env.SMTP_URL = smtp.url;
      r.t.clock.advance(2_000);
      expect(await r.t.deps.jobs.drain()).toBe(2);
      expect((await jobs()).length).toBe(0);
      expect(smtp.received.some((m) => m.includes('To: roots-team@xungen.example') && m.includes('Sam'))).toBe(true);
      expect(smtp.received.some((m) => m.includes('To: ho@example.com') && m.includes('Subject: We received your request'))).toBe(true);
      const sent = await db.selectFrom('outbox').select(['to_address', 'sent_at']).where('sent_at', 'is not', null).where('to_address', 'in', ['ho@example.com', 'roots-team@xungen.example']).execute();
      expect(sent.map((s) => s.to_address).sort()).toEqual(['ho@example.com', 'roots-team@xungen.example']);
    } finally {
      await smtp.close();
    }
  });
});
