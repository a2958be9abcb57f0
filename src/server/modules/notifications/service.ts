/** Server notifications for one member (key, content, action); dismissed by key. */
import type { Notification } from '../../../protocol/accounts';
import type { Db } from '../../db/database';

/** Adds or replaces the member's notification with this key; a replaced one shows again. */
export async function notify(db: Db, userId: string, n: Notification, now: Date): Promise<void> {
  await db
    .insertInto('notifications')
    .values({ user_id: userId, ...n, created_at: now })
    .onConflict((oc) =>
      oc.columns(['user_id', 'key']).doUpdateSet({ content: n.content, action_message: n.action_message, action_url: n.action_url, created_at: now, dismissed_at: null }),
    )
    .execute();
}

export async function openNotifications(db: Db, userId: string): Promise<Notification[]> {
  return db
    .selectFrom('notifications')
    .select(['key', 'content', 'action_message', 'action_url'])
    .where('user_id', '=', userId)
    .where('dismissed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('key')
    .execute();
}

/** False when the member has no open notification with that key. */
export async function dismiss(db: Db, userId: string, key: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('notifications')
    .set({ dismissed_at: now })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('dismissed_at', 'is', null)
    .returning('key')
    .executeTakeFirst();
  return Boolean(row);
}
