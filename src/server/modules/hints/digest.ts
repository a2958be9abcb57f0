/**
 * The e-mail digest of new hints: at most one a day per member, to the owner of each tree that has
 * new hints since the member's last digest, unless the member turned record matches off in the
 * e-mail settings (list "record_matches").
 */
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';

export const DIGEST_LIST = 'record_matches';
const DAY_MS = 24 * 60 * 60 * 1000;

export async function sendHintDigests(db: Db, mailer: Mailer, treeIds: string[], now: Date): Promise<number> {
  if (!treeIds.length) return 0;
  const owners = await db
    .selectFrom('family_trees as t')
    .innerJoin('users as u', 'u.id', 't.owner_id')
    .select(['u.id as user_id', 'u.email'])
    .distinct()
    .where('t.id', 'in', treeIds)
    .execute();
  let sent = 0;
  for (const owner of owners) {
    const off = await db.selectFrom('email_settings').select('subscribed').where('user_id', '=', owner.user_id).where('list', '=', DIGEST_LIST).executeTakeFirst();
    if (off && !off.subscribed) continue;
    const last = await db.selectFrom('hint_digests').select('sent_at').where('user_id', '=', owner.user_id).executeTakeFirst();
    if (last && now.getTime() - last.sent_at.getTime() < DAY_MS) continue;
    const rows = await db
      .selectFrom('hints as h')
      .innerJoin('family_trees as t', 't.id', 'h.tree_id')
      .select(['t.id', 't.name', (eb) => eb.fn.countAll<string>().as('n')])
      .where('t.owner_id', '=', owner.user_id)
      .where('h.status', '=', 'new')
      .$if(!!last, (q) => q.where('h.created_at', '>', last!.sent_at))
      .groupBy(['t.id', 't.name'])
      .execute();
    const total = rows.reduce((n, r) => n + Number(r.n), 0);
    if (!total) continue;
    const lines = rows.map((r) => `${r.name}: ${r.n} new`);
    await mailer.send(
      db,
      {
        to: owner.email,
        subject: `${total} new record match${total === 1 ? '' : 'es'}`,
        text: `RecordFinder found ${total} new record match${total === 1 ? '' : 'es'} for your family tree${rows.length > 1 ? 's' : ''}:\n\n${lines.join('\n')}\n\nReview them on your tree's hints page. You can turn these e-mails off in your e-mail settings.\n\nXungen 寻根`,
        html: `<p>RecordFinder found ${total} new record match${total === 1 ? '' : 'es'}:</p><ul>${rows.map((r) => `<li>${escapeHtml(r.name)}: ${r.n} new</li>`).join('')}</ul><p>You can turn these e-mails off in your e-mail settings.</p><p>Xungen 寻根</p>`,
      },
      now,
    );
    await db
      .insertInto('hint_digests')
      .values({ user_id: owner.user_id, sent_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ sent_at: now }))
      .execute();
    sent++;
  }
  return sent;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
