/**
 * Signed newsletter links. A confirmation token carries the signup id and a one-time nonce that the
 * row must still hold; an unsubscribe token carries the id only, so the link in every newsletter
 * keeps working. Both are signed with NEWSLETTER_SECRET, or a secret generated once into DATA_DIR.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { dataDirSecret } from '../../lib/dataDirSecret';

export function newsletterSecret(dataDir: string): Buffer {
  return dataDirSecret(dataDir, 'newsletter-secret', process.env.NEWSLETTER_SECRET);
}

const mac = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 32);

export function newNonce(): string {
  return randomBytes(12).toString('base64url');
}

export function confirmToken(secret: Buffer, id: string, nonce: string): string {
  const payload = `c.${id}.${nonce}`;
  return `${payload}.${mac(secret, payload)}`;
}

export function unsubscribeToken(secret: Buffer, id: string): string {
  const payload = `u.${id}`;
  return `${payload}.${mac(secret, payload)}`;
}

export type ReadToken = { kind: 'confirm'; id: string; nonce: string } | { kind: 'unsubscribe'; id: string };

/** The token's content when its signature holds; null for anything else. */
export function readToken(secret: Buffer, token: string): ReadToken | null {
  const cut = token.lastIndexOf('.');
  if (cut < 0) return null;
  const payload = token.slice(0, cut);
  const given = Buffer.from(token.slice(cut + 1));
  const expected = Buffer.from(mac(secret, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const parts = payload.split('.');
  const uuid = /^[0-9a-f-]{36}$/;
  if (parts[0] === 'c' && parts.length === 3 && uuid.test(parts[1]!)) return { kind: 'confirm', id: parts[1]!, nonce: parts[2]! };
  if (parts[0] === 'u' && parts.length === 2 && uuid.test(parts[1]!)) return { kind: 'unsubscribe', id: parts[1]! };
  return null;
}
