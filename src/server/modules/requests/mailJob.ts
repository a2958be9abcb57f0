/**
 * The durable e-mails of a request: one job per message (the team's, the sender's), queued in the
 * transaction that stores the request. A send that fails throws, so the queue retries it with
 * growing waits (2 s, 4 s, … about an hour in all) while the request itself is already safe. The job
 * reads the request when it runs, so its payload holds no one's words, and the mailer is chosen
 * from the environment in whichever thread runs it.
 */
import type { Db } from '../../db/database';
import { parseEnv } from '../../env';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { createMailer } from '../../mail/mailer';
import { senderMail, teamMail, type MailedRequest, type RequestMailEvent } from './mails';

export const REQUEST_MAIL_JOB = 'requests.mail';
/** Attempts of one message: the last waits 2^11 s, about 34 minutes, after the one before. */
export const REQUEST_MAIL_ATTEMPTS = 12;

export interface RequestMailPayload {
  request_id: string;
  audience: 'team' | 'sender';
  event: RequestMailEvent;
}

/** Queues both e-mails of an event, inside the caller's transaction. */
export async function queueRequestMails(trx: Db, requestId: string, event: RequestMailEvent, now: Date): Promise<void> {
  for (const audience of ['team', 'sender'] as const) {
    await enqueue(trx, { kind: REQUEST_MAIL_JOB, payload: { request_id: requestId, audience, event } satisfies RequestMailPayload, maxAttempts: REQUEST_MAIL_ATTEMPTS, now });
  }
}

async function loadForMail(db: Db, id: string): Promise<MailedRequest | undefined> {
  const row = await db.selectFrom('contact_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const files = await db.selectFrom('contact_request_attachments').select('file_name').where('request_id', '=', id).orderBy('created_at').execute();
  return { ...row, attachments: files.map((f) => f.file_name) };
}

export const runRequestMail: JobHandler = async (job, ctx) => {
  const p = job.payload as RequestMailPayload;
  const request = await loadForMail(ctx.db, p.request_id);
  if (!request) return { sent: false, reason: 'request not found' };
  const env = parseEnv();
  const message = p.audience === 'team' ? teamMail(env.TEAM_EMAIL, env.PUBLIC_URL, request, p.event) : senderMail(request, p.event);
  const mailer = createMailer(ctx.logger, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, rethrow: true });
  await mailer.send(ctx.db, message, ctx.clock());
  return { sent: true, to: p.audience };
};
