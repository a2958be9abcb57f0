import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser } from '../../../../tests/harness/users';
import { HttpError } from '../../http/errors';
import { commands } from '../../manage/commands';
import { requireSubscriber } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const auth = (u: { id: string; email: string; key: string }, staff = false) => ({ id: u.id, email: u.email, key: u.key, is_staff: staff });

async function subscription(userId: string, status: 'trialing' | 'active' | 'past_due' | 'ended', periodEnd: Date) {
  const plan = await db().selectFrom('subscription_plans').select('id').orderBy('id').executeTakeFirstOrThrow();
  await db()
    .insertInto('subscriptions')
    .values({ user_id: userId, plan_id: plan.id, provider: 'embedded', provider_subscription_id: `sub_${userId}`, status, current_period_end: periodEnd, provider_state_at: t.clock.now, created_at: t.clock.now, updated_at: t.clock.now })
    .execute();
}

describe('requireSubscriber, the paywall rule records, hints and image-to-text will call', () => {
  it('refuses a non-subscriber with 403 naming the reason; a visitor with 401', async () => {
    const u = await createTestUser(db());
    const err = await requireSubscriber(db(), auth(u), 'hints', t.clock.now).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(403);
    expect((err as HttpError).fields).toEqual({ paywall: ['hints'] });
    await expect(requireSubscriber(db(), null, 'records', t.clock.now)).rejects.toMatchObject({ status: 401 });
  });

  it('lets subscribers in trial or active, and staff, through; not past-due or ended ones', async () => {
    const trial = await createTestUser(db());
    await subscription(trial.id, 'trialing', new Date(t.clock.now.getTime() + 86_400_000));
    await expect(requireSubscriber(db(), auth(trial), 'records', t.clock.now)).resolves.toBeUndefined();
    // The same subscription once its period is over.
    await expect(requireSubscriber(db(), auth(trial), 'records', new Date(t.clock.now.getTime() + 2 * 86_400_000))).rejects.toMatchObject({ status: 403 });
    const late = await createTestUser(db());
    await subscription(late.id, 'past_due', new Date(t.clock.now.getTime() + 86_400_000));
    await expect(requireSubscriber(db(), auth(late), 'image_to_text', t.clock.now)).rejects.toMatchObject({ status: 403 });
    const staff = await createTestUser(db(), { staff: true });
    await expect(requireSubscriber(db(), auth(staff, true), 'image_to_text', t.clock.now)).resolves.toBeUndefined();
  });
});

describe('plan commands', () => {
  const run = async (name: string, args: string[]) => {
    const lines: string[] = [];
    await commands[name].run({ db: db(), args, out: (l) => lines.push(l) });
    return lines;
  };

  it('plan:list lists the plans and plan:set changes one', async () => {
    const list = await run('plan:list', []);
    expect(list[1]).toMatch(/^\d+\tStandard\t\$99\.00\/year\ttrial 14 days\ton sale$/);
    const id = list[1].split('\t')[0];
    expect(await run('plan:set', [id, '--cost', '89.5', '--trial-days', '7'])).toEqual([`${id}\tStandard\t$89.50/year\ttrial 7 days\ton sale`]);
    const plans = (await (await t.request('/api/v1/plan/')).json()) as { objects: { id: number; cost: number; trial_days: number }[] };
    expect(plans.objects.find((p) => String(p.id) === id)).toMatchObject({ cost: 89.5, trial_days: 7 });
    await run('plan:set', [id, '--on-sale', 'no']);
    expect(((await (await t.request('/api/v1/plan/')).json()) as { objects: { id: number }[] }).objects.map((p) => String(p.id))).not.toContain(id);
    await expect(run('plan:set', [id, '--cost', 'cheap'])).rejects.toThrow('--cost is dollars');
    await expect(run('plan:set', ['999', '--name', 'Gold'])).rejects.toThrow('no plan 999');
    await expect(run('plan:set', [id])).rejects.toThrow('usage: plan:set');
  });
});

describe('the webhook endpoint and the write limits', () => {
  it("a provider's deliveries are not limited like a visitor's writes", async () => {
    const limited = await testApp({ config: { version: 'test', nodeEnv: 'test', publicUrl: 'http://localhost:3000', dataDir: '.tmp/test-data' } });
    try {
      const statuses = new Set<number>();
      for (let i = 0; i < 70; i++) statuses.add((await limited.request('/api/v1/payments/webhook/', { method: 'POST', json: { id: `evt_${i}` } })).status);
      // Unsigned, so each is refused on its own merits, never with 429.
      expect([...statuses]).toEqual([400]);
      const visitor = new Set<number>();
      for (let i = 0; i < 70; i++) visitor.add((await limited.request('/api/v1/member/forgot-password/', { method: 'POST', json: { email: 'x' } })).status);
      expect(visitor.has(429)).toBe(true);
    } finally {
      await limited.close();
    }
  });
});
