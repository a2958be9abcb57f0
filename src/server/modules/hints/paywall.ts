/**
 * RecordFinder's paywall ("ask RecordFinder for more than a few hints"): a non-member sees every
 * hint in the list and the counts on the cards, and opens the FREE_HINTS best new hints of a tree
 * (by score, as the list orders them) and any hint already accepted or ignored; accepting or
 * ignoring takes one of FREE_HINTS actions a tree allows in FREE_WINDOW_DAYS. Beyond that the call
 * answers the paywall (403 naming 'hints'). Subscribers and staff are never limited.
 */
import { sql } from 'kysely';
import type { AuthUser } from '../../deps';
import type { Db } from '../../db/database';
import { hasPaidAccess, paywallError } from '../subscriptions/service';

export const FREE_HINTS = 3;
export const FREE_WINDOW_DAYS = 30;

interface PaywalledHint {
  id: string;
  tree_id: string;
  score: number;
  status: string;
  created_at: Date;
}

/** Throws the paywall when a non-member may not open (`acting` false) or act on (`acting` true) this hint. */
export async function requireHintAllowance(db: Db, user: AuthUser, hint: PaywalledHint, acting: boolean, now: Date): Promise<void> {
  if (await hasPaidAccess(db, user, now)) return;
  if (hint.status === 'new') {
    const better = await db
      .selectFrom('hints')
      .select(sql<string>`count(*)`.as('n'))
      .where('tree_id', '=', hint.tree_id)
      .where('status', '=', 'new')
      // The list's order: score, then newest, then id.
      .where((eb) =>
        eb.or([
          eb('score', '>', hint.score),
          eb.and([eb('score', '=', hint.score), eb('created_at', '>', hint.created_at)]),
          eb.and([eb('score', '=', hint.score), eb('created_at', '=', hint.created_at), eb('id', '<', hint.id)]),
        ]),
      )
      .executeTakeFirstOrThrow();
    if (Number(better.n) >= FREE_HINTS) throw paywallError('hints');
  }
  if (!acting) return;
  const since = new Date(now.getTime() - FREE_WINDOW_DAYS * 86_400_000);
  const handled = await db
    .selectFrom('hints')
    .select(sql<string>`count(*)`.as('n'))
    .where('tree_id', '=', hint.tree_id)
    .where('reviewed_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(handled.n) >= FREE_HINTS) throw paywallError('hints');
}
