/**
 * Plans, subscriptions, trial eligibility and the paywall rule. Services take the database, the
 * clock and the payments provider as arguments.
 */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { SubscriptionPlansTable, SubscriptionsTable } from '../../db/paymentsSchema';
import { HttpError, unauthorized } from '../../http/errors';
import type { AuthUser } from '../../deps';
import type { PaywallReason, Plan, Subscription, SubscriptionStatus } from '../../../protocol/subscriptions';

type PlanRow = Selectable<SubscriptionPlansTable>;
type SubscriptionRow = Selectable<SubscriptionsTable>;

export const planView = (p: PlanRow): Plan => ({
  id: p.id,
  name: p.name,
  cost: p.cost_cents / 100,
  currency: p.currency,
  billing_period: p.billing_period,
  trial_days: p.trial_days,
});

export async function listPlans(db: Db): Promise<PlanRow[]> {
  return db.selectFrom('subscription_plans').selectAll().where('is_active', '=', true).orderBy('id').execute();
}

/** The standard yearly plan (spec 4): billing yearly and 'Standard' in the name. */
export const standardYearlyPlan = (plans: readonly PlanRow[]) => plans.find((p) => p.billing_period === 'yearly' && p.name.includes('Standard')) ?? null;

/** Trial-eligible (spec 4, tree-workspace 9): no subscriptions, and the standard yearly plan has trial days. */
export async function isTrialEligible(db: Db, userId: string): Promise<boolean> {
  const any = await db.selectFrom('subscriptions').select('id').where('user_id', '=', userId).executeTakeFirst();
  if (any) return false;
  return (standardYearlyPlan(await listPlans(db))?.trial_days ?? 0) > 0;
}

/** Whether the subscription gives the paid tier at `now`: trial or active, and its period not over. */
export function givesAccess(s: Pick<SubscriptionRow, 'status' | 'current_period_end'>, now: Date): boolean {
  const periodOver = s.current_period_end !== null && new Date(s.current_period_end).getTime() <= now.getTime();
  return (s.status === 'trialing' || s.status === 'active') && !periodOver;
}

export function displayStatus(s: SubscriptionRow, now: Date): SubscriptionStatus {
  if (s.status === 'ended') return 'ended';
  if (s.status === 'past_due') return 'past_due';
  if (!givesAccess(s, now)) return 'ended';
  if (s.cancel_at_period_end) return 'canceled';
  return s.status === 'trialing' ? 'trial' : 'active';
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The member's share code, made the first time they have one to share. */
export async function ensureShareCode(db: Db, userId: string, now: Date): Promise<string> {
  const existing = await db.selectFrom('subscriber_links').select('code').where('user_id', '=', userId).executeTakeFirst();
  if (existing) return existing.code;
  const code = randomBytes(6).toString('base64url');
  await db.insertInto('subscriber_links').values({ code, user_id: userId, created_at: now }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  return (await db.selectFrom('subscriber_links').select('code').where('user_id', '=', userId).executeTakeFirstOrThrow()).code;
}

export async function listSubscriptions(db: Db, userId: string, now: Date): Promise<Subscription[]> {
  const rows = await db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute();
  if (!rows.length) return [];
  const plans = new Map((await db.selectFrom('subscription_plans').selectAll().execute()).map((p) => [p.id, p]));
  const shareCode = rows.some((r) => givesAccess(r, now)) ? await ensureShareCode(db, userId, now) : null;
  return rows.map((r) => {
    const access = givesAccess(r, now);
    return {
      id: r.id,
      plan: planView(plans.get(r.plan_id)!),
      status: displayStatus(r, now),
      is_active: access,
      cancel_at_period_end: r.cancel_at_period_end,
      trial_end: iso(r.trial_end),
      current_period_end: iso(r.current_period_end),
      discount_percent: r.discount_percent,
      share_code: access ? shareCode : null,
      created_at: iso(r.created_at)!,
    };
  });
}

/** The subscription that gives access now, if any (member/me's `subscription`). */
export async function currentSubscription(db: Db, userId: string, now: Date): Promise<Subscription | null> {
  return (await listSubscriptions(db, userId, now)).find((s) => s.is_active) ?? null;
}

export async function isSubscribed(db: Db, userId: string, now: Date): Promise<boolean> {
  const rows = await db.selectFrom('subscriptions').select(['status', 'current_period_end']).where('user_id', '=', userId).execute();
  return rows.some((r) => givesAccess(r, now));
}

const paywallMessages: Record<PaywallReason, string> = {
  records: 'Full record images and transcriptions of the overseas and China collections are for members.',
  hints: 'More RecordFinder matches are for members: non-members review three a month in each tree.',
  image_to_text: 'Text extraction with translation is for members.',
};

/** The paywall's answer: 403 naming the reason in `fields.paywall`, which the client turns into the modal. */
export function paywallError(reason: PaywallReason): HttpError {
  return new HttpError(403, paywallMessages[reason], { paywall: [reason] });
}

/** Staff and subscribers see what the paywall keeps from everyone else. */
export async function hasPaidAccess(db: Db, user: AuthUser | null | undefined, now: Date): Promise<boolean> {
  if (!user) return false;
  return user.is_staff || (await isSubscribed(db, user.id, now));
}

/**
 * The paywall's server rule: staff and subscribers pass; anyone else gets 403 naming the reason in
 * `fields.paywall`, which the client turns into the paywall modal. The records, hints and OCR
 * features call it when they land.
 */
export async function requireSubscriber(db: Db, user: AuthUser | null, reason: PaywallReason, now: Date): Promise<void> {
  if (!user) throw unauthorized();
  if (await hasPaidAccess(db, user, now)) return;
  throw paywallError(reason);
}
