/**
 * The development mailbox: the outbox as JSON at /api/v1/dev/mailbox/ and as a plain page at
 * /dev/mailbox, so verification and reset links can be followed without an SMTP server. It holds
 * every member's reset links, so it answers only staff, or a request made on this machine (a socket
 * from the loopback interface, with no header saying a proxy passed it on from elsewhere); anyone
 * else gets 404, as does everyone in production.
 */
import { Hono, type Context } from 'hono';
import type { Db } from '../db/database';
import type { AppDeps, AppEnv } from '../deps';
import { isDirectLoopback } from '../http/address';
import { notFound } from '../http/errors';

async function messages(db: Db) {
  const rows = await db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(200).execute();
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    created_at: new Date(r.created_at).toISOString(),
    sent_at: r.sent_at ? new Date(r.sent_at).toISOString() : null,
  }));
}

/** Whether this caller may read the mailbox. */
function mayRead(c: Context<AppEnv>, deps: AppDeps): boolean {
  if (deps.config.nodeEnv === 'production') return false;
  return c.get('user')?.is_staff === true || isDirectLoopback(c);
}

export function devMailboxApi(deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false }).get('/mailbox', async (c) => {
    if (!mayRead(c, deps)) throw notFound();
    return c.json({ objects: await messages(deps.database.db) });
  });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function devMailboxPage(deps: AppDeps) {
  return async (c: Context<AppEnv>) => {
    if (!mayRead(c, deps)) return c.json({ error: 'Not found.' }, 404);
    const list = await messages(deps.database.db);
    const items = list
      .map((m) => `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)} · ${m.created_at}</p><div>${m.html}</div></article>`)
      .join('<hr>');
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title></head>` +
        `<body style="font-family:sans-serif;max-width:50rem;margin:2rem auto"><h1>Development mailbox</h1>` +
        `${items || '<p>No e-mail has been sent yet.</p>'}</body></html>`,
    );
  };
}
