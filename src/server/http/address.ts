/** Where a request comes from: the client's address, and whether it came straight from this machine. */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppConfig } from '../deps';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a proxy adds: a request that carries one came through a proxy, from somewhere else. */
const FORWARDING = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket.
    return undefined;
  }
}

/** The caller's address: the socket's, or X-Forwarded-For's first entry when a trusted proxy sets it. */
export function clientIp(c: Context, config: Pick<AppConfig, 'trustProxy'>): string {
  if (config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress(c) ?? 'unknown';
}

/** The socket is this machine's loopback and no proxy header says the request was passed on from elsewhere. */
export function isDirectLoopback(c: Context): boolean {
  const address = socketAddress(c);
  return address !== undefined && LOOPBACK.has(address) && FORWARDING.every((h) => c.req.header(h) === undefined);
}
