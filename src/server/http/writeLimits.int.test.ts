import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../tests/harness/app';
import { createTestUser } from '../../../tests/harness/users';
import { sql } from 'kysely';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ config: { version: 'test', nodeEnv: 'test', publicUrl: 'http://localhost:3000', dataDir: '.tmp/test-data', trustProxy: true } });
});
afterAll(() => t.close());

const from = (ip: string, path: string, init: { method?: string; json?: unknown; token?: string } = {}) =>
  t.request(path, { method: init.method ?? 'POST', json: init.json, token: init.token, headers: { 'x-forwarded-for': ip } });
const pageView = { name: 'page_view', path: '/' };
const countRows = async (table: 'analytics_events' | 'jobs') => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(t.database.db)).rows[0].n;

describe('calls that write or queue work', () => {
  it('are limited per address without login: 60 a minute, then 429 with Retry-After, then allowed again', async () => {
    const events = await countRows('analytics_events');
    for (let i = 0; i < 60; i++) expect((await from('203.0.113.1', '/api/v1/analytics/events/', { json: pageView })).status).toBe(204);
    const refused = await from('203.0.113.1', '/api/v1/analytics/events/', { json: pageView });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await countRows('analytics_events')).toBe(events + 60);
    // Another address is counted on its own; reading is never limited.
    expect((await from('203.0.113.2', '/api/v1/analytics/events/', { json: pageView })).status).toBe(204);
    expect((await from('203.0.113.1', '/api/v1/health/', { method: 'GET' })).status).toBe(200);
    t.clock.advance(60_001);
    expect((await from('203.0.113.1', '/api/v1/analytics/events/', { json: pageView })).status).toBe(204);
  });

  it('let 10 newsletter sign-ups an hour through from one address', async () => {
    for (let i = 0; i < 10; i++) expect((await from('203.0.113.3', '/api/v1/newsletter/', { json: { email: `n${i}@example.com` } })).status).toBe(201);
    expect((await from('203.0.113.3', '/api/v1/newsletter/', { json: { email: 'n10@example.com' } })).status).toBe(429);
    expect(await t.database.db.selectFrom('newsletter_signups').select('email').where('email', '=', 'n10@example.com').execute()).toEqual([]);
  });

  it('queue at most 10 background jobs per member in 10 minutes, counting the member wherever they call from', async () => {
    const member = await createTestUser(t.database.db);
    const tree = (await (await t.request('/api/v1/familytree/create/', { method: 'POST', token: member.key, json: { name: 'Queue', is_public: true, start_person: {} } })).json()) as { id: string };
    for (let i = 0; i < 10; i++) expect((await from(`198.51.100.${i}`, `/api/people/tree/export/${tree.id}/?format=gedzip`, { method: 'GET', token: member.key })).status).toBe(200);
    const refused = await from('198.51.100.99', `/api/people/tree/export/${tree.id}/?format=gedzip`, { method: 'GET', token: member.key });
    expect(refused.status).toBe(429);
    expect(await countRows('jobs')).toBe(10);
    // Asking how an export is doing is not queueing another.
    const jobs = await t.database.db.selectFrom('jobs').select('id').execute();
    expect((await from('198.51.100.99', `/api/people/tree/export/${tree.id}/?status_key=${jobs[0].id}`, { method: 'GET', token: member.key })).status).toBe(200);
    // A visitor's exports are counted by address.
    for (let i = 0; i < 10; i++) expect((await from('192.0.2.7', `/api/people/tree/export/${tree.id}/?format=gedzip`, { method: 'GET' })).status).toBe(200);
    expect((await from('192.0.2.7', `/api/people/tree/export/${tree.id}/?format=gedzip`, { method: 'GET' })).status).toBe(429);
    t.clock.advance(10 * 60_000 + 1);
    expect((await from('198.51.100.99', `/api/people/tree/export/${tree.id}/?format=gedzip`, { method: 'GET', token: member.key })).status).toBe(200);
  });

  it('let a member make 300 edits a minute', async () => {
    const member = await createTestUser(t.database.db);
    const answers: number[] = [];
    for (let i = 0; i < 301; i++) answers.push((await t.request('/api/v1/member/tutorials-shown/', { method: 'POST', token: member.key, json: { tutorial_id: `t${i % 5}` } })).status);
    expect(answers.slice(0, 300).every((s) => s === 200)).toBe(true);
    expect(answers[300]).toBe(429);
  });
});
