/** Operator commands of the newsletter: counts, sending an issue (queued as durable jobs the server sends), retrying forwards. */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { newsletterListSchema, newsletterLists } from '../../../protocol/content';
import type { Db } from '../../db/database';
import { parseEnv } from '../../env';
import { createLogger } from '../../logger';
import { createMailer } from '../../mail/mailer';
// commands.ts imports this file too; UsageError is only used inside functions, after both have loaded.
import { UsageError, type CommandContext } from '../../manage/commands';
import { marketingFromEnv } from './marketing';
import { queueIssue } from './issueJob';
import { retryForwarding, subscriberCounts, type NewsletterDeps } from './service';
import { newsletterSecret } from './tokens';

function depsFromEnv(db: Db): NewsletterDeps {
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  return {
    db,
    now: new Date(),
    mailer: createMailer(logger, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
    logger,
    secret: newsletterSecret(resolve(env.DATA_DIR)),
    publicUrl: env.PUBLIC_URL,
    marketing: marketingFromEnv(env),
  };
}

export async function newsletterStats({ db, out }: CommandContext): Promise<void> {
  const counts = await subscriberCounts(db);
  for (const list of newsletterLists) out(`${list.padEnd(22)} ${counts[list]} confirmed`);
  const pending = await db.selectFrom('newsletter_signups').select((eb) => eb.fn.countAll<string>().as('n')).where('confirmed_at', 'is', null).executeTakeFirstOrThrow();
  out(`${'(awaiting confirmation)'.padEnd(22)} ${pending.n}`);
}

export async function newsletterSend({ db, args, out }: CommandContext): Promise<void> {
  const usage = 'usage: newsletter:send --list LIST --subject S FILE';
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { list: { type: 'string' }, subject: { type: 'string' } } });
  const list = newsletterListSchema.safeParse(values.list);
  if (!list.success || !values.subject || positionals.length !== 1) throw new UsageError(`${usage}\n  LIST is one of ${newsletterLists.join(', ')}`);
  const text = await readFile(positionals[0]!, 'utf8');
  if (!text.trim()) throw new UsageError(`${positionals[0]} is empty`);
  const queued = await queueIssue(depsFromEnv(db), list.data, values.subject, text.trim());
  out(`queued "${values.subject}" for ${queued} confirmed subscribers of ${list.data}; the server's job worker sends them and retries failures`);
}

export async function newsletterForward({ db, out }: CommandContext): Promise<void> {
  const d = depsFromEnv(db);
  if (!d.marketing) throw new UsageError('NEWSLETTER_SERVICE_URL and NEWSLETTER_SERVICE_KEY are not set: there is no service to forward to');
  const { tried, failed } = await retryForwarding(d);
  out(`retried ${tried} forwards, ${failed} still failing`);
}
