import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { newsletterSignupResultSchema, newsletterSubscriptionSchema } from '../../../protocol/newsletter';
import type { Mailer } from '../../mail/mailer';
import { httpMarketingService } from './marketing';
import { signUp } from '../accounts/testing';
import { newsletterDeps } from './routes';
import { NEWSLETTER_ISSUE_JOB, queueIssue } from './issueJob';
import { retryForwarding, subscriberCounts } from './service';

const signup = (t: TestApp, json: unknown) => t.request('/api/v1/newsletter/', { method: 'POST', json });

/** What `newsletter:send` does, then the server's job worker: queue the issue, run its jobs; answers how many were queued. */
async function sendIssue(t: TestApp, list: Parameters<typeof queueIssue>[1], subject: string, text: string): Promise<number> {
  const queued = await queueIssue(newsletterDeps(t.deps), list, subject, text);
  await t.deps.jobs.drain();
  return queued;
}

/** The newest e-mail to an address, with the first link of a path in it. */
async function lastMail(t: TestApp, to: string) {
  const row = await t.database.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return row;
}
function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://\\S*${path}\\?token=(\\S+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]!);
}

describe('newsletter double opt-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('rejects a bad e-mail or an unknown list with the field named, and stores nothing', async () => {
    const bad = await signup(t, { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields.email).toBeDefined();
    const list = await signup(t, { email: 'a@example.com', lists: ['spam'] });
    expect(list.status).toBe(400);
    expect(Object.keys((await list.json()).fields)[0]).toMatch(/^lists/);
    const none = await signup(t, { email: 'a@example.com', lists: [] });
    expect(none.status).toBe(400);
    expect(await t.database.db.selectFrom('newsletter_signups').selectAll().execute()).toHaveLength(0);
  });

  it('keeps a signup pending until the e-mailed link confirms it; only then it counts', async () => {
    const res = await signup(t, { email: 'Mei.Lin@example.com', lists: ['events_workshops', 'general'] });
    expect(res.status).toBe(201);
    const body = newsletterSignupResultSchema.parse(await res.json());
    expect(body).toEqual({ email: 'Mei.Lin@example.com', lists: ['general', 'events_workshops'], status: 'pending', confirmation_sent: true });
    expect((await subscriberCounts(t.database.db)).general).toBe(0);

    const mail = await lastMail(t, 'Mei.Lin@example.com');
    expect(mail.subject).toBe('Please confirm your newsletter subscription');
    expect(mail.text_body).toContain('Events and workshops');
    const token = linkIn(mail.text_body, '/newsletter/confirm');

    // A forged or altered link does nothing.
    for (const forged of [token.slice(0, -2) + 'xx', token.replace(/^c\./, 'u.'), 'garbage']) {
      const r = await t.request('/api/v1/newsletter/confirm/', { method: 'POST', json: { token: forged } });
      expect(r.status, forged).toBe(400);
    }
    expect((await subscriberCounts(t.database.db)).general).toBe(0);

    const confirmed = await t.request('/api/v1/newsletter/confirm/', { method: 'POST', json: { token } });
    expect(confirmed.status).toBe(200);
    expect(newsletterSubscriptionSchema.parse(await confirmed.json())).toEqual({ email: 'Mei.Lin@example.com', lists: ['general', 'events_workshops'], status: 'confirmed' });
    const counts = await subscriberCounts(t.database.db);
    expect([counts.general, counts.events_workshops, counts.offers_discounts]).toEqual([1, 1, 0]);
    // Following the link again answers with the subscription as it stands.
    expect((await t.request('/api/v1/newsletter/confirm/', { method: 'POST', json: { token } })).status).toBe(200);
  });

  it('changes the lists of a confirmed address only when the new choice is confirmed', async () => {
    await signup(t, { email: 'mei.lin@example.com', lists: ['offers_discounts'] });
    const rows = await t.database.db.selectFrom('newsletter_signups').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.lists).toEqual(['general', 'events_workshops']);
    const token = linkIn((await lastMail(t, 'mei.lin@example.com')).text_body, '/newsletter/confirm');
    await t.request('/api/v1/newsletter/confirm/', { method: 'POST', json: { token } });
    const counts = await subscriberCounts(t.database.db);
    expect([counts.general, counts.offers_discounts]).toEqual([0, 1]);
  });

  it('lets a confirmation link expire after 7 days', async () => {
    await signup(t, { email: 'late@example.com', lists: ['general'] });
    const token = linkIn((await lastMail(t, 'late@example.com')).text_body, '/newsletter/confirm');
    t.clock.advance(8 * 86_400_000);
    const res = await t.request('/api/v1/newsletter/confirm/', { method: 'POST', json: { token } });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/expired/);
  });

  it('sends issues only to confirmed addresses, each with a one-click unsubscribe that works', async () => {
    // Outbox ids are random: the issue must be later than the confirmation mail to be the last one.
    t.clock.advance(1_000);
    const sent = await sendIssue(t, 'offers_discounts', 'Records from Taishan', 'New immigration files are searchable.\n\nSee you soon.');
    expect(sent).toBe(1);
    const issue = await lastMail(t, 'Mei.Lin@example.com');
    expect(issue.subject).toBe('Records from Taishan');
    expect(issue.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const header = /^<(.+)>$/.exec(issue.headers?.['List-Unsubscribe'] ?? '')![1]!;
    expect(issue.text_body).toMatch(/Unsubscribe: http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=/);
    expect(issue.html_body).toContain('Unsubscribe</a>');

    // What a mail client does for List-Unsubscribe-Post (RFC 8058): a form POST to the header's URL.
    const url = new URL(header);
    const res = await t.request(url.pathname + url.search, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('unsubscribed');
    expect((await subscriberCounts(t.database.db)).offers_discounts).toBe(0);
    expect(await sendIssue(t, 'offers_discounts', 'Again', 'x')).toBe(0);
    // The page's link does the same, and repeating it is harmless.
    const token = linkIn(issue.text_body, '/newsletter/unsubscribe');
    expect((await t.request('/api/v1/newsletter/unsubscribe/', { method: 'POST', json: { token } })).status).toBe(200);
    expect((await t.request('/api/v1/newsletter/unsubscribe/', { method: 'POST', json: { token: 'u.nope' } })).status).toBe(400);
  });

  it('queues an issue as one durable job per subscriber, and skips an address unsubscribed before its turn', async () => {
    for (const email of ['ah.wing@example.com', 'siu.fong@example.com']) {
      await signup(t, { email, lists: ['stories_search_tips'] });
      await t.request('/api/v1/newsletter/confirm/', { method: 'POST', json: { token: linkIn((await lastMail(t, email)).text_body, '/newsletter/confirm') } });
    }
    t.clock.advance(1_000);
    const queued = await queueIssue(newsletterDeps(t.deps), 'stories_search_tips', 'Reading a zupu', 'How a generation poem orders the names.');
    expect(queued).toBe(2);
    const jobs = await t.database.db.selectFrom('jobs').select(['payload', 'max_attempts']).where('kind', '=', NEWSLETTER_ISSUE_JOB).where('status', '=', 'queued').execute();
    expect(jobs).toHaveLength(2);
    expect(jobs[0]!.max_attempts).toBeGreaterThan(3);
    // Siu Fong leaves before the worker reaches her e-mail.
    const leaving = linkIn((await lastMail(t, 'siu.fong@example.com')).text_body, '/newsletter/confirm');
    const row = await t.database.db.selectFrom('newsletter_signups').select('id').where('email', '=', 'siu.fong@example.com').executeTakeFirstOrThrow();
    expect(leaving).toContain(row.id);
    const unsubscribe = (jobs.map((j) => j.payload as { signup_id: string; unsubscribe_token: string }).find((p) => p.signup_id === row.id))!.unsubscribe_token;
    expect((await t.request('/api/v1/newsletter/unsubscribe/', { method: 'POST', json: { token: unsubscribe } })).status).toBe(200);
    expect(await t.deps.jobs.drain()).toBe(2);
    const sent = await t.database.db.selectFrom('outbox').select('to_address').where('subject', '=', 'Reading a zupu').execute();
    expect(sent.map((m) => m.to_address)).toEqual(['ah.wing@example.com']);
    const issue = await lastMail(t, 'ah.wing@example.com');
    expect(issue.text_body).toMatch(/Unsubscribe: http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=/);
    expect(issue.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/v1\/newsletter\/unsubscribe\/\?token=/);
  });

  it('signs up the registration opt-in for every list, pending its own confirmation', async () => {
    const password = 'Long enough passphrase 42';
    // Nothing is asked for until the e-mailed sign-up link creates the account.
    await t.request('/api/v1/member/register/', { method: 'POST', json: { email: 'wei.chen@example.com', password, password_confirm: password, subscribe_to_newsletter: true } });
    expect(await t.database.db.selectFrom('newsletter_signups').select('id').where('email', '=', 'wei.chen@example.com').executeTakeFirst()).toBeUndefined();
    await signUp(t, { email: 'wei.chen@example.com', password, subscribe_to_newsletter: true });
    const row = await t.database.db.selectFrom('newsletter_signups').selectAll().where('email', '=', 'wei.chen@example.com').executeTakeFirstOrThrow();
    expect([row.source, row.confirmed_at, row.requested_lists.length, row.user_id]).toEqual(['register', null, 5, expect.any(String)]);
    const subjects = (await t.database.db.selectFrom('outbox').select('subject').where('to_address', '=', 'wei.chen@example.com').execute()).map((r) => r.subject);
    expect(subjects).toContain('Please confirm your newsletter subscription');
  });
});

describe('newsletter when the mailer fails', () => {
  let t: TestApp;
  const failing: Mailer = {
    send: () => Promise.reject(new Error('SMTP down')),
  };
  beforeAll(async () => {
    t = await testApp({ mailer: failing });
  });
  afterAll(() => t.close());

  it('keeps the signup and says the confirmation was not sent; a new request resends', async () => {
    const res = await signup(t, { email: 'kept@example.com', lists: ['general'] });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ status: 'pending', confirmation_sent: false });
    const rows = await t.database.db.selectFrom('newsletter_signups').selectAll().execute();
    expect(rows.map((r) => [r.email, r.requested_lists])).toEqual([['kept@example.com', ['general']]]);
  });
});

describe('forwarding to an e-mail marketing service', () => {
  let t: TestApp;
  let server: Server;
  let answer = 200;
  const calls: { path: string; auth: string | undefined; body: unknown }[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let s = '';
      req.on('data', (c) => (s += c));
      req.on('end', () => resolve(s));
    });
  beforeAll(async () => {
    server = createServer(async (req, res) => {
      calls.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(await read(req)) });
      res.writeHead(answer, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3/`;
    t = await testApp({ marketing: httpMarketingService({ url, apiKey: 'test-key' }) });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('forwards only confirmed subscriptions, keeps a failed forward and retries it', async () => {
    await signup(t, { email: 'lee@example.com', lists: ['general', 'stories_search_tips'] });
    expect(calls).toHaveLength(0);
    const token = linkIn((await lastMail(t, 'lee@example.com')).text_body, '/newsletter/confirm');

    answer = 503;
    expect((await t.request('/api/v1/newsletter/confirm/', { method: 'POST', json: { token } })).status).toBe(200);
    let row = await t.database.db.selectFrom('newsletter_signups').selectAll().executeTakeFirstOrThrow();
    expect(row.confirmed_at).not.toBeNull();
    expect(row.forward_error).toMatch(/503/);

    answer = 200;
    expect(await retryForwarding(newsletterDeps(t.deps))).toEqual({ tried: 1, failed: 0 });
    row = await t.database.db.selectFrom('newsletter_signups').selectAll().executeTakeFirstOrThrow();
    expect([row.forward_error, row.forwarded_at]).toEqual([null, expect.any(Date)]);
    expect(calls.at(-1)).toEqual({ path: '/v3/subscribers', auth: 'Bearer test-key', body: { email: 'lee@example.com', lists: ['general', 'stories_search_tips'], status: 'subscribed' } });

    t.clock.advance(1_000);
    await sendIssue(t, 'general', 'Hello', 'Text');
    const unsub = linkIn((await lastMail(t, 'lee@example.com')).text_body, '/newsletter/unsubscribe');
    await t.request('/api/v1/newsletter/unsubscribe/', { method: 'POST', json: { token: unsub } });
    expect(calls.at(-1)).toMatchObject({ path: '/v3/subscribers/unsubscribe', body: { email: 'lee@example.com' } });
  });
});
