import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pressListSchema, teamResponseSchema, testimonialListSchema, wikiEventListSchema } from '../../../protocol/content';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser } from '../../../../tests/harness/users';

describe('content API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('serves the team, advisors and research members from the database', async () => {
    const res = await t.request('/api/v1/team/');
    expect(res.status).toBe(200);
    const body = teamResponseSchema.parse(await res.json());
    expect(body.team.length).toBeGreaterThan(0);
    expect(body.advisors.length).toBeGreaterThan(0);
    expect(body.research.map((m) => m.name)).toContain('Guangzhou research desk');
    expect(body.team.every((m) => m.group === 'team')).toBe(true);
    await t.database.db.updateTable('team_members').set({ title: 'Edited by an operator' }).where('name', '=', 'Member support').execute();
    const again = teamResponseSchema.parse(await (await t.request('/api/v1/team/')).json());
    expect(again.team.find((m) => m.name === 'Member support')?.title).toBe('Edited by an operator');
  });

  it('filters press articles by language and category, newest first', async () => {
    const all = pressListSchema.parse(await (await t.request('/api/v1/pressarticle/')).json());
    expect(all.meta.total_count).toBe(all.objects.length);
    const dates = all.objects.map((a) => a.published_on);
    expect(dates).toEqual([...dates].sort().reverse());
    const zh = pressListSchema.parse(await (await t.request('/api/v1/pressarticle/?language=zh')).json());
    expect(zh.objects.length).toBeGreaterThan(0);
    expect(zh.objects.every((a) => a.language === 'zh')).toBe(true);
    const guides = pressListSchema.parse(await (await t.request('/api/v1/pressarticle/?language=en&category=guide')).json());
    expect(guides.objects.map((a) => a.title)).toEqual(['How to read a generation poem in a zupu']);
    expect(guides.objects[0]!.published_on).toBe('2026-09-20');
    expect((await t.request('/api/v1/pressarticle/?language=fr')).status).toBe(400);
  });

  it('lists upcoming events by the clock and past ones on request', async () => {
    const upcoming = wikiEventListSchema.parse(await (await t.request('/api/v1/wiki/events/')).json());
    expect(upcoming.objects[0]!.title).toMatch(/start your tree/);
    t.clock.advance(30 * 86_400_000); // past the 5 December workshop
    const later = wikiEventListSchema.parse(await (await t.request('/api/v1/wiki/events/')).json());
    expect(later.objects.map((e) => e.title)).not.toContain(upcoming.objects[0]!.title);
    const past = wikiEventListSchema.parse(await (await t.request('/api/v1/wiki/events/?when=past')).json());
    expect(past.objects.map((e) => e.title)).toEqual([upcoming.objects[0]!.title]);
    t.clock.advance(-30 * 86_400_000);
  });

  it('marks every testimonial as an illustrative example', async () => {
    const body = testimonialListSchema.parse(await (await t.request('/api/v1/testimonials/')).json());
    expect(body.objects.length).toBeGreaterThan(0);
    expect(body.objects.every((s) => s.is_illustrative)).toBe(true);
  });

  it('stores page views with the member when logged in', async () => {
    const user = await createTestUser(t.database.db);
    const anon = await t.request('/api/v1/analytics/events/', { method: 'POST', json: { name: 'page_view', path: '/press', route_name: 'press' } });
    expect(anon.status).toBe(204);
    const mine = await t.request('/api/v1/analytics/events/', { method: 'POST', token: user.key, json: { name: 'page_view', path: '/team' } });
    expect(mine.status).toBe(204);
    const rows = await t.database.db.selectFrom('analytics_events').select(['path', 'route_name', 'user_id']).orderBy('id').execute();
    expect(rows).toEqual([
      { path: '/press', route_name: 'press', user_id: null },
      { path: '/team', route_name: null, user_id: user.id },
    ]);
    expect((await t.request('/api/v1/analytics/events/', { method: 'POST', json: { name: 'click', path: '/' } })).status).toBe(400);
  });
});
