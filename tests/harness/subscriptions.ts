/** A test member made a subscriber directly in the database (the payment path has its own tests). */
import type { Db } from '../../src/server/db/database';

export async function subscribeTestUser(db: Db, userId: string, now: Date, days = 30): Promise<void> {
  const plan = await db.selectFrom('subscription_plans').select('id').orderBy('id').executeTakeFirstOrThrow();
  await db
    .insertInto('subscriptions')
    .values({ user_id: userId, plan_id: plan.id, provider: 'embedded', provider_subscription_id: `sub_${userId}`, status: 'active', current_period_end: new Date(now.getTime() + days * 86_400_000), provider_state_at: now, created_at: now, updated_at: now })
    .execute();
}
