import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { eventListSchema } from '../../../protocol/events';
import { commands } from '../../manage/commands';

describe('events and workshops', () => {
  let t: TestApp;
  let workshop: string;
  let small: string;
  beforeAll(async () => {
    t = await testApp();
    const lines: string[] = [];
    // Added as an operator would, with two places.
    await commands['event:add']!.run({
      db: t.database.db,
      out: (l) => lines.push(l),
      args: ['--title', 'Reading headstones', '--starts', '2026-12-10T02:00:00Z', '--ends', '2026-12-10T03:00:00Z', '--location', 'Online', '--online', '--capacity', '2', '--description', 'Dates, villages and generation names on graves.'],
    });
    small = /added event (\S+)/.exec(lines[0]!)![1]!;
  });
  afterAll(() => t.close());

  const list = async (when: 'upcoming' | 'past') => eventListSchema.parse(await (await t.request(`/api/v1/events/?when=${when}`)).json());
  const register = (id: string, json: unknown) => t.request(`/api/v1/events/${id}/register/`, { method: 'POST', json });

  it('lists upcoming events soonest first with their places, and past ones apart', async () => {
    const upcoming = await list('upcoming');
    expect(upcoming.objects.length).toBeGreaterThan(1);
    const starts = upcoming.objects.map((e) => e.starts_at);
    expect([...starts].sort()).toEqual(starts);
    const first = upcoming.objects[0]!;
    expect(first).toMatchObject({ capacity: 40, registered_count: 0, registration_open: true });
    workshop = first.id;
    expect((await list('past')).objects).toHaveLength(0);
  });

  it('registers once per address, e-mails a confirmation and counts the place', async () => {
    const res = await register(workshop, { name: 'Mei Lin', email: 'Mei.Lin@example.com' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ event_id: workshop, email: 'Mei.Lin@example.com', name: 'Mei Lin' });
    const mail = await t.database.db.selectFrom('outbox').selectAll().where('to_address', '=', 'Mei.Lin@example.com').executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^You are registered: /);
    expect(mail.text_body).toContain('UTC');

    const again = await register(workshop, { name: 'Mei', email: 'mei.lin@EXAMPLE.com' });
    expect(again.status).toBe(409);
    expect((await again.json()).fields.email).toBeDefined();
    expect((await list('upcoming')).objects.find((e) => e.id === workshop)!.registered_count).toBe(1);
  });

  it('answers bad input with the field named and stores nothing', async () => {
    for (const [body, field] of [[{ name: 'A', email: 'nope' }, 'email'], [{ email: 'a@example.com' }, 'name'], [{ name: ' ', email: 'a@example.com' }, 'name']] as const) {
      const res = await register(workshop, body);
      expect(res.status).toBe(400);
      expect(Object.keys((await res.json()).fields)).toContain(field);
    }
    expect((await register('not-an-id', { name: 'A', email: 'a@example.com' })).status).toBe(400);
    expect((await register('00000000-0000-4000-8000-000000000000', { name: 'A', email: 'a@example.com' })).status).toBe(404);
    const count = await t.database.db.selectFrom('event_registrations').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('closes when full, even when the last places are asked for at once', async () => {
    const answers = await Promise.all(['a', 'b', 'c'].map((who) => register(small, { name: who, email: `${who}@example.com` })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 409]);
    const event = (await list('upcoming')).objects.find((e) => e.id === small)!;
    expect(event).toMatchObject({ registered_count: 2, registration_open: false });
  });

  it('closes once the event has started and lists it as past after it ends', async () => {
    t.clock.advance(14 * 86_400_000 + 3_600_000);
    const res = await register(workshop, { name: 'Late', email: 'late@example.com' });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatch(/closed/);
    const past = await list('past');
    expect(past.objects.map((e) => e.id)).toContain(workshop);
    expect(past.objects.find((e) => e.id === workshop)!.registration_open).toBe(false);
  });
});
