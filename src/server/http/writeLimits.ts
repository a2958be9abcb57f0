/**
 * Every call that writes or queues work is limited, per member when logged in and per address when
 * not, and answered 429 with Retry-After past its limit (50 GEDZIP exports queued in 1.5 s, 200
 * analytics events or 50 newsletter sign-ups without login used to go through):
 * - work queued in the background (a GEDCOM import or export, a tree copy): 10 per 10 minutes;
 * - newsletter sign-ups and other anonymous sign-up forms: 10 an hour per address;
 * - any other write: 300 a minute per member, 60 a minute per address without login.
 * Counted in this node's memory, in sliding windows: several API nodes each count their own, which
 * stops a flood from one client; the per-e-mail limits on login, registration and reset are kept in
 * the database and hold across nodes.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getPathNoStrict } from 'hono/utils/url';
import type { AppConfig, AppEnv } from '../deps';
import { clientIp } from './address';
import { tooManyRequests } from './errors';

interface Rule {
  name: string;
  max: number;
  windowMs: number;
  /** Multiplied by RATE_LIMIT_IP_MULTIPLIER when counted per address (many members behind one). */
  perAddress: boolean;
}

const MINUTE = 60_000;
const QUEUED: Rule = { name: 'queued', max: 10, windowMs: 10 * MINUTE, perAddress: false };
const SIGN_UP: Rule = { name: 'sign-up', max: 10, windowMs: 60 * MINUTE, perAddress: true };
const MEMBER: Rule = { name: 'member', max: 300, windowMs: MINUTE, perAddress: false };
const VISITOR: Rule = { name: 'visitor', max: 60, windowMs: MINUTE, perAddress: true };

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/** The rules a request counts against. */
function rulesFor(c: Context<AppEnv>, path: string): Rule[] {
  const method = c.req.method;
  // A payment provider posts every member's events from a few addresses; each is signed, and a
  // refused delivery would only be retried.
  if (path === '/api/v1/payments/webhook') return [];
  // An export starts with a GET that has no status key yet.
  const queues =
    (method === 'POST' && (path === '/api/people/import/gedcom' || /^\/api\/v1\/familytree\/[^/]+\/copy$/.test(path))) ||
    (method === 'GET' && /^\/api\/people\/tree\/export\/[^/]+$/.test(path) && !c.req.query('status_key'));
  const rules: Rule[] = [];
  if (queues) rules.push(QUEUED);
  if (method === 'POST' && path === '/api/v1/newsletter') rules.push(SIGN_UP);
  // Contact forms open to visitors send a confirmation to the address given: limited as sign-ups are.
  if (method === 'POST' && /^\/api\/v1\/prospect-request\/(get-in-touch|update-or-create)$/.test(path)) rules.push(SIGN_UP);
  if (isWrite(method) || queues) rules.push(c.get('user') ? MEMBER : VISITOR);
  return rules;
}

/** Times of recent requests per key, oldest first. */
class Windows {
  private readonly hits = new Map<string, number[]>();
  private sweptAt = 0;

  /** Counts a request; answers how long until it would have been allowed, 0 when it is. */
  take(key: string, rule: Rule, max: number, now: number): number {
    this.sweep(now);
    const list = (this.hits.get(key) ?? []).filter((t) => t > now - rule.windowMs);
    if (list.length >= max) {
      this.hits.set(key, list);
      return list[0] + rule.windowMs - now;
    }
    list.push(now);
    this.hits.set(key, list);
    return 0;
  }

  /** Drops keys with no request in the longest window, at most once a minute. */
  private sweep(now: number): void {
    if (now - this.sweptAt < MINUTE) return;
    this.sweptAt = now;
    for (const [key, list] of this.hits) if (!list.length || list[list.length - 1] <= now - 60 * MINUTE) this.hits.delete(key);
  }
}

export function limitWrites(config: Pick<AppConfig, 'trustProxy' | 'rateLimitIpMultiplier'>, clock: () => Date): MiddlewareHandler<AppEnv> {
  const windows = new Windows();
  return async (c, next) => {
    const rules = rulesFor(c, getPathNoStrict(c.req.raw));
    const user = c.get('user');
    for (const rule of rules) {
      const who = user && !rule.perAddress ? `member:${user.id}` : `address:${clientIp(c, config)}`;
      const max = rule.perAddress || !user ? rule.max * (config.rateLimitIpMultiplier ?? 1) : rule.max;
      const wait = windows.take(`${rule.name}:${who}`, rule, max, clock().getTime());
      if (wait > 0) throw tooManyRequests(`Too many requests. Please wait ${Math.ceil(wait / 1000)} seconds and try again.`, wait / 1000);
    }
    await next();
  };
}
