/**
 * Failed logins slow further tries down instead of locking the account (ten wrong passwords used to
 * lock the owner out for 15 minutes, right password or not). Failures of the last 15 minutes count:
 * - from one address for one e-mail: from the third, each next try waits twice as long after the last
 *   failure (1 s, 2 s, 4 s ... at most 15 minutes);
 * - from one address for any e-mails: the same from the twentieth (times the address multiplier);
 * - for one e-mail from anywhere: from the tenth, an address that has not failed for it still gets a
 *   try 5 s after the e-mail's last failure, so the owner on their own network logs in while whoever
 *   is guessing waits.
 * A correct password clears the e-mail's failures, and that address's for it.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { tooManyRequests } from '../../http/errors';

const WINDOW_MS = 15 * 60_000;
const MAX_DELAY_MS = 15 * 60_000;
const PAIR_FREE = 2;
const ADDRESS_FREE = 19;
const EMAIL_FREE = 9;
const NEW_ADDRESS_DELAY_MS = 5_000;

const growing = (failures: number, free: number) => (failures <= free ? 0 : Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - free - 1)));

const buckets = (email: string, ip: string) => {
  const e = email.trim().toLowerCase();
  return { pair: `login-fail:pair:${e}|${ip}`, address: `login-fail:ip:${ip}`, email: `login-fail:email:${e}` };
};

async function failures(db: Db, bucket: string, since: Date): Promise<{ n: number; last: number }> {
  const { rows } = await sql<{ n: number; last: Date | null }>`
    SELECT count(*)::int AS n, max(at) AS last FROM rate_limit_hits WHERE bucket = ${bucket} AND at > ${since}`.execute(db);
  return { n: Number(rows[0].n), last: rows[0].last ? new Date(rows[0].last).getTime() : 0 };
}

/** Throws 429 with Retry-After when this address must wait before trying this e-mail again. */
export async function throttleLogin(db: Db, email: string, ip: string, now: Date, ipMultiplier = 1): Promise<void> {
  const b = buckets(email, ip);
  const since = new Date(now.getTime() - WINDOW_MS);
  const [pair, address, mail] = await Promise.all([failures(db, b.pair, since), failures(db, b.address, since), failures(db, b.email, since)]);
  const ready = Math.max(
    pair.last + growing(pair.n, PAIR_FREE),
    address.last + growing(address.n, ADDRESS_FREE * ipMultiplier),
    mail.n > EMAIL_FREE ? mail.last + (pair.n === 0 ? NEW_ADDRESS_DELAY_MS : growing(mail.n, EMAIL_FREE)) : 0,
  );
  const wait = ready - now.getTime();
  if (wait > 0) throw tooManyRequests(`Too many failed attempts. Please wait ${Math.ceil(wait / 1000)} seconds and try again.`, wait / 1000);
}

export async function recordLoginFailure(db: Db, email: string, ip: string, now: Date): Promise<void> {
  const b = buckets(email, ip);
  await db.deleteFrom('rate_limit_hits').where('bucket', 'in', [b.pair, b.address, b.email]).where('at', '<=', new Date(now.getTime() - WINDOW_MS)).execute();
  await db.insertInto('rate_limit_hits').values([b.pair, b.address, b.email].map((bucket) => ({ bucket, at: now }))).execute();
}

/** The right password: the e-mail's failures no longer count, nor this address's for it; another address's still do. */
export async function clearLoginFailures(db: Db, email: string, ip: string): Promise<void> {
  const b = buckets(email, ip);
  await db.deleteFrom('rate_limit_hits').where('bucket', 'in', [b.email, b.pair]).execute();
}
