/**
 * Newsletter subscriptions with double opt-in. A signup is stored first (its own short write), then
 * the confirmation e-mail goes out; a failing mailer never loses the signup. Only a confirmed, not
 * unsubscribed row counts and receives issues (issueJob.ts); confirming forwards it to the marketing service when
 * one is configured, and a failed forward is kept on the row for `newsletter:forward` to retry.
 */
import { sql } from 'kysely';
import { newsletterListLabels, newsletterLists, type NewsletterList } from '../../../protocol/content';
import type { NewsletterSignupResult, NewsletterSubscription } from '../../../protocol/newsletter';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { newsletterConfirmMail } from '../../mail/templates';
import type { MarketingService } from './marketing';
import { confirmToken, newNonce, readToken } from './tokens';

/** How long a confirmation link works. */
export const CONFIRM_TTL_MS = 7 * 86_400_000;

export interface NewsletterDeps {
  db: Db;
  now: Date;
  mailer: Mailer;
  logger: Logger;
  secret: Buffer;
  publicUrl: string;
  marketing?: MarketingService;
}

const listsOf = (value: unknown): NewsletterList[] =>
  (Array.isArray(value) ? value : []).filter((l): l is NewsletterList => (newsletterLists as readonly string[]).includes(l));

/** Stores the request and e-mails a confirmation link; a confirmed address keeps its lists until the new ones are confirmed. */
export async function requestSubscription(
  d: NewsletterDeps,
  input: { email: string; lists: NewsletterList[]; userId: string | null; source: 'footer' | 'register' | 'profile' },
): Promise<NewsletterSignupResult> {
  const lists = newsletterLists.filter((l) => input.lists.includes(l));
  const nonce = newNonce();
  const row = await d.db
    .insertInto('newsletter_signups')
    .values({
      email: input.email,
      lists: JSON.stringify([]),
      requested_lists: JSON.stringify(lists),
      user_id: input.userId,
      source: input.source,
      confirm_nonce: nonce,
      confirm_sent_at: d.now,
      created_at: d.now,
      updated_at: d.now,
    })
    .onConflict((oc) =>
      oc.expression(sql`lower(email)`).doUpdateSet({
        requested_lists: JSON.stringify(lists),
        confirm_nonce: nonce,
        confirm_sent_at: d.now,
        updated_at: d.now,
        user_id: sql`coalesce(excluded.user_id, newsletter_signups.user_id)`,
      }),
    )
    .returning(['id', 'confirmed_at', 'unsubscribed_at'])
    .executeTakeFirstOrThrow();

  let sent = true;
  try {
    const mail = newsletterConfirmMail(input.email, d.publicUrl, confirmToken(d.secret, row.id, nonce), lists.map((l) => newsletterListLabels[l]));
    await d.mailer.send(d.db, mail, d.now);
  } catch (err) {
    sent = false;
    d.logger.error({ err, signupId: row.id }, 'newsletter confirmation e-mail failed; the signup is kept');
  }
  const active = row.confirmed_at !== null && row.unsubscribed_at === null;
  return { email: input.email, lists, status: active ? 'confirmed' : 'pending', confirmation_sent: sent };
}

const invalidLink = () => badRequest('This link is not valid or has expired. Sign up again from the newsletter form.', { token: ['Not a valid link.'] });

async function forward(d: NewsletterDeps, id: string, email: string, action: 'subscribe' | 'unsubscribe', lists: NewsletterList[]) {
  if (!d.marketing) return;
  try {
    if (action === 'subscribe') await d.marketing.subscribe(email, lists);
    else await d.marketing.unsubscribe(email);
    await d.db.updateTable('newsletter_signups').set({ forwarded_at: d.now, forward_error: null }).where('id', '=', id).execute();
  } catch (err) {
    d.logger.warn({ err, signupId: id }, 'newsletter forward to the marketing service failed; kept for retry');
    await d.db.updateTable('newsletter_signups').set({ forwarded_at: null, forward_error: String(err).slice(0, 500) }).where('id', '=', id).execute();
  }
}

/** Follows a confirmation link: the requested lists become the subscription. */
export async function confirmSubscription(d: NewsletterDeps, token: string): Promise<NewsletterSubscription> {
  const read = readToken(d.secret, token);
  if (!read || read.kind !== 'confirm') throw invalidLink();
  const row = await d.db.selectFrom('newsletter_signups').selectAll().where('id', '=', read.id).executeTakeFirst();
  if (!row) throw invalidLink();
  const fresh = row.confirm_nonce === read.nonce && row.confirm_sent_at && d.now.getTime() - new Date(row.confirm_sent_at).getTime() <= CONFIRM_TTL_MS;
  if (!fresh) {
    // A second click on a link already used answers with the subscription as it stands.
    if (row.confirm_nonce === null && row.confirmed_at && !row.unsubscribed_at) return { email: row.email, lists: listsOf(row.lists), status: 'confirmed' };
    throw invalidLink();
  }
  const lists = listsOf(row.requested_lists);
  await d.db
    .updateTable('newsletter_signups')
    .set({ lists: JSON.stringify(lists), confirmed_at: d.now, unsubscribed_at: null, confirm_nonce: null, updated_at: d.now })
    .where('id', '=', row.id)
    .where('confirm_nonce', '=', read.nonce)
    .execute();
  await forward(d, row.id, row.email, 'subscribe', lists);
  return { email: row.email, lists, status: 'confirmed' };
}

/** Follows an unsubscribe link (or the List-Unsubscribe one-click POST): nothing more is sent. */
export async function unsubscribe(d: NewsletterDeps, token: string): Promise<NewsletterSubscription> {
  const read = readToken(d.secret, token);
  if (!read || read.kind !== 'unsubscribe') throw invalidLink();
  const row = await d.db.selectFrom('newsletter_signups').selectAll().where('id', '=', read.id).executeTakeFirst();
  if (!row) throw invalidLink();
  if (!row.unsubscribed_at) {
    await d.db.updateTable('newsletter_signups').set({ unsubscribed_at: d.now, confirm_nonce: null, updated_at: d.now }).where('id', '=', row.id).execute();
    await forward(d, row.id, row.email, 'unsubscribe', []);
  }
  return { email: row.email, lists: listsOf(row.lists), status: 'unsubscribed' };
}

/** Confirmed, active subscribers per list: what counts. */
export async function subscriberCounts(db: Db): Promise<Record<NewsletterList, number>> {
  const rows = await db
    .selectFrom('newsletter_signups')
    .select('lists')
    .where('confirmed_at', 'is not', null)
    .where('unsubscribed_at', 'is', null)
    .execute();
  const counts = Object.fromEntries(newsletterLists.map((l) => [l, 0])) as Record<NewsletterList, number>;
  for (const r of rows) for (const l of listsOf(r.lists)) counts[l] += 1;
  return counts;
}

/** Retries forwarding of confirmations and unsubscriptions the marketing service did not take. */
export async function retryForwarding(d: NewsletterDeps): Promise<{ tried: number; failed: number }> {
  const rows = await d.db
    .selectFrom('newsletter_signups')
    .selectAll()
    .where('forward_error', 'is not', null)
    .execute();
  let failed = 0;
  for (const r of rows) {
    await forward(d, r.id, r.email, r.unsubscribed_at ? 'unsubscribe' : 'subscribe', listsOf(r.lists));
    const after = await d.db.selectFrom('newsletter_signups').select('forward_error').where('id', '=', r.id).executeTakeFirstOrThrow();
    if (after.forward_error) failed += 1;
  }
  return { tried: rows.length, failed };
}
