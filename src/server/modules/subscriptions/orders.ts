/** Orders (subscription invoices and one-off purchases), owned zupus and subscriber links. */
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { SHARE_LINK_TRIAL_DAYS, type Order, type SubscriberLink } from '../../../protocol/subscriptions';
import { isSubscribed, listPlans, planView, standardYearlyPlan } from './service';

export async function listOrders(db: Db, userId: string, limit: number, offset: number): Promise<{ objects: Order[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
    db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    objects: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      description: r.description,
      amount: r.amount_cents / 100,
      currency: r.currency,
      status: r.status,
      zupu_id: r.zupu_id,
      invoice_url: r.invoice_url,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}

export async function listOwnedZupus(db: Db, userId: string, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    db.selectFrom('zupu_access').selectAll().where('user_id', '=', userId).orderBy('granted_at', 'desc').orderBy('zupu_id').limit(limit).offset(offset).execute(),
    db.selectFrom('zupu_access').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    objects: rows.map((r) => ({ clan_pedigree_id: r.zupu_id, order_id: r.order_id, granted_at: new Date(r.granted_at).toISOString() })),
  };
}

/**
 * A subscriber's share link. The rule: while its owner subscribes, the code gives whoever opens it
 * a 30-day free trial of a plan, even a member whose earlier subscriptions took away the usual trial.
 */
export async function subscriberLink(db: Db, code: string, now: Date): Promise<SubscriberLink> {
  const link = await db
    .selectFrom('subscriber_links')
    .innerJoin('users', 'users.id', 'subscriber_links.user_id')
    .select(['subscriber_links.code', 'subscriber_links.user_id', 'users.first_name'])
    .where('subscriber_links.code', '=', code)
    .executeTakeFirst();
  const plan = standardYearlyPlan(await listPlans(db));
  if (!link || !plan || !(await isSubscribed(db, link.user_id, now))) throw notFound('This share link is not valid any more.');
  return { code: link.code, from_name: link.first_name || 'A member', trial_days: SHARE_LINK_TRIAL_DAYS, plan: planView(plan) };
}
