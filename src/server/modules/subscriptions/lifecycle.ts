/** Cancelling (with the survey, kept for staff) and reactivating a subscription before its period ends. */
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import type { PaymentsProvider } from '../../payments/types';
import type { CancelRequest, Subscription } from '../../../protocol/subscriptions';
import { givesAccess, listSubscriptions } from './service';

async function ownSubscription(db: Db, userId: string, id: string) {
  const uuid = /^[0-9a-f-]{36}$/i.test(id);
  const row = uuid ? await db.selectFrom('subscriptions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst() : undefined;
  if (!row) throw notFound(`You have no subscription ${id}.`);
  return row;
}

async function view(db: Db, userId: string, id: string, now: Date): Promise<Subscription> {
  return (await listSubscriptions(db, userId, now)).find((s) => s.id === id)!;
}

/** The subscription stays active until its period ends; the provider is told first, so a failure there changes nothing here. */
export async function cancelSubscription(db: Db, payments: PaymentsProvider, userId: string, id: string, body: CancelRequest, now: Date): Promise<Subscription> {
  const row = await ownSubscription(db, userId, id);
  if (!givesAccess(row, now)) throw conflict('This subscription has already ended.');
  if (row.cancel_at_period_end) throw conflict('This subscription is already canceled; it ends with its period.');
  await payments.setCancelAtPeriodEnd(row.provider_subscription_id, true);
  await db.transaction().execute(async (trx) => {
    // provider_state_at moves to now: an event the provider sent before the cancellation is older, and changes nothing.
    await trx.updateTable('subscriptions').set({ cancel_at_period_end: true, canceled_at: now, provider_state_at: now, updated_at: now }).where('id', '=', row.id).execute();
    await trx.insertInto('subscription_surveys').values({ subscription_id: row.id, user_id: userId, reason: body.survey.reason, comment: body.survey.comment.trim(), created_at: now }).execute();
  });
  return view(db, userId, id, now);
}

export async function reactivateSubscription(db: Db, payments: PaymentsProvider, userId: string, id: string, now: Date): Promise<Subscription> {
  const row = await ownSubscription(db, userId, id);
  if (!givesAccess(row, now)) throw conflict('This subscription has ended; start a new one from the plans page.');
  if (!row.cancel_at_period_end) throw conflict('This subscription is not canceled.');
  await payments.setCancelAtPeriodEnd(row.provider_subscription_id, false);
  await db.updateTable('subscriptions').set({ cancel_at_period_end: false, canceled_at: null, provider_state_at: now, updated_at: now }).where('id', '=', row.id).execute();
  return view(db, userId, id, now);
}
