/**
 * Outgoing e-mail. Every message is written to the outbox table first (so nothing is lost and the
 * development mailbox can show it), logged, then handed to SMTP when SMTP_URL is configured.
 */
import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe on newsletter e-mails. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(db: Db, message: MailMessage, now: Date): Promise<void>;
}

/**
 * Sends over SMTP when a transport is given; the outbox row records whether it went out. With
 * `rethrow`, a failed send also throws after recording it, so a durable job can retry the message.
 */
export function createMailer(logger: Logger, options: { smtpUrl?: string; from?: string; rethrow?: boolean } = {}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const from = options.from ?? 'Xungen <no-reply@xungen.example>';
  return {
    async send(db, message, now) {
      const row = await db
        .insertInto('outbox')
        .values({ to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html, headers: message.headers ? JSON.stringify(message.headers) : null, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      logger.info({ outboxId: row.id, to: message.to, subject: message.subject, smtp: Boolean(transport) }, 'e-mail queued');
      if (!transport) return;
      try {
        await transport.sendMail({ from, ...message });
        await db.updateTable('outbox').set({ sent_at: new Date() }).where('id', '=', row.id).execute();
      } catch (err) {
        // The request that caused the mail still succeeds; the row keeps the failure for an operator.
        logger.error({ err, outboxId: row.id }, 'e-mail sending failed');
        await db.updateTable('outbox').set({ error: String(err) }).where('id', '=', row.id).execute();
        if (options.rethrow) throw err;
      }
    },
  };
}
