/**
 * Sending a newsletter issue as durable jobs: one job per confirmed subscriber of the list, queued in
 * short transactions of QUEUE_BATCH, each carrying the issue and that subscriber's signed unsubscribe
 * link (made when queued, with the secret of the node that queues). A job reads its signup when it
 * runs, so an address unsubscribed or taken off the list meanwhile gets nothing; a failed send throws,
 * and the queue retries it with growing waits while the others go out. The mailer is chosen from the
 * environment in whichever thread runs the job.
 */
import { sql } from 'kysely';
import { newsletterListLabels, type NewsletterList } from '../../../protocol/content';
import type { Db } from '../../db/database';
import { parseEnv } from '../../env';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { createMailer } from '../../mail/mailer';
import { newsletterIssueMail } from '../../mail/templates';
import { unsubscribeToken } from './tokens';

export const NEWSLETTER_ISSUE_JOB = 'newsletter.issue';
/** Attempts of one e-mail: the last waits 2^11 s, about 34 minutes, after the one before. */
export const NEWSLETTER_ISSUE_ATTEMPTS = 12;
const QUEUE_BATCH = 200;

export interface NewsletterIssuePayload {
  signup_id: string;
  list: NewsletterList;
  subject: string;
  text: string;
  unsubscribe_token: string;
  public_url: string;
}

/** Queues the issue for every confirmed subscriber of the list; answers how many. */
export async function queueIssue(
  d: { db: Db; now: Date; secret: Buffer; publicUrl: string },
  list: NewsletterList,
  subject: string,
  text: string,
): Promise<number> {
  const rows = await d.db
    .selectFrom('newsletter_signups')
    .select('id')
    .where('confirmed_at', 'is not', null)
    .where('unsubscribed_at', 'is', null)
    .where(sql<boolean>`lists @> ${JSON.stringify([list])}::jsonb`)
    .orderBy('created_at')
    .execute();
  for (let i = 0; i < rows.length; i += QUEUE_BATCH) {
    await d.db.transaction().execute(async (trx) => {
      for (const r of rows.slice(i, i + QUEUE_BATCH)) {
        const payload: NewsletterIssuePayload = { signup_id: r.id, list, subject, text, unsubscribe_token: unsubscribeToken(d.secret, r.id), public_url: d.publicUrl };
        await enqueue(trx, { kind: NEWSLETTER_ISSUE_JOB, payload, maxAttempts: NEWSLETTER_ISSUE_ATTEMPTS, now: d.now });
      }
    });
  }
  return rows.length;
}

export const runNewsletterIssue: JobHandler = async (job, ctx) => {
  const p = job.payload as NewsletterIssuePayload;
  const signup = await ctx.db.selectFrom('newsletter_signups').select(['email', 'lists', 'confirmed_at', 'unsubscribed_at']).where('id', '=', p.signup_id).executeTakeFirst();
  const lists = Array.isArray(signup?.lists) ? (signup.lists as string[]) : [];
  if (!signup || !signup.confirmed_at || signup.unsubscribed_at || !lists.includes(p.list)) return { sent: false, reason: 'no longer subscribed' };
  const env = parseEnv();
  const mailer = createMailer(ctx.logger, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, rethrow: true });
  await mailer.send(ctx.db, newsletterIssueMail(signup.email, p.public_url, p.unsubscribe_token, { subject: p.subject, text: p.text, listLabel: newsletterListLabels[p.list] }), ctx.clock());
  return { sent: true };
};
