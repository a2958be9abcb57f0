/**
 * Attempt limits for the calls that can be abused (login, registration, password reset, resend):
 * a bucket per client address and per e-mail; past the limit within the window the call is 429
 * until old attempts slide out of the window.
 */
import type { Db } from '../../db/database';
import { tooManyRequests } from '../../http/errors';

export interface Limit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
export const limits = {
  login: { ip: { max: 30, windowMs: 15 * MINUTE }, email: { max: 10, windowMs: 15 * MINUTE } },
  register: { ip: { max: 10, windowMs: 60 * MINUTE }, email: { max: 5, windowMs: 60 * MINUTE } },
  forgot: { ip: { max: 20, windowMs: 60 * MINUTE }, email: { max: 5, windowMs: 60 * MINUTE } },
  resend: { ip: { max: 20, windowMs: 60 * MINUTE }, email: { max: 5, windowMs: 60 * MINUTE } },
} satisfies Record<string, { ip: Limit; email: Limit }>;

export type LimitedAction = keyof typeof limits;

/** Records one attempt in each bucket, or throws 429 when any bucket is already full. */
export async function takeAttempt(db: Db, action: LimitedAction, ip: string, email: string, now: Date, ipMultiplier = 1): Promise<void> {
  const rule = limits[action];
  const buckets: Array<[string, Limit]> = [[`${action}:ip:${ip}`, { ...rule.ip, max: rule.ip.max * ipMultiplier }]];
  if (email) buckets.push([`${action}:email:${email.trim().toLowerCase()}`, rule.email]);
  for (const [bucket, limit] of buckets) {
    const since = new Date(now.getTime() - limit.windowMs);
    await db.deleteFrom('rate_limit_hits').where('bucket', '=', bucket).where('at', '<=', since).execute();
    const row = await db
      .selectFrom('rate_limit_hits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('bucket', '=', bucket)
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= limit.max) {
      throw tooManyRequests(`Too many attempts. Please wait ${Math.ceil(limit.windowMs / MINUTE)} minutes and try again.`, limit.windowMs / 1000);
    }
  }
  await db.insertInto('rate_limit_hits').values(buckets.map(([bucket]) => ({ bucket, at: now }))).execute();
}
