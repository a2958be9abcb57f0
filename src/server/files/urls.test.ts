import { describe, expect, it } from 'vitest';
import { originalUrl, signToken, thumbnailUrl, urlExpiry, verifyToken } from './urls';

const secret = Buffer.from('a'.repeat(64), 'hex');
const now = new Date('2026-11-27T10:00:00Z');

function tokenOf(url: string): string {
  return url.split('/')[4]!;
}

describe('signed file URLs', () => {
  it('opens the key it was made for until it expires, and not after', () => {
    const { url, expiresAt } = originalUrl(secret, 'library/t1/a1/original', '祖父 1930.jpg', 'image/jpeg', now);
    expect(url).toMatch(/^\/api\/v1\/files\/[^/]+\/%E7%A5%96%E7%88%B6%201930\.jpg$/);
    expect(expiresAt.toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(verifyToken(secret, tokenOf(url), now)).toMatchObject({ k: 'library/t1/a1/original', t: 'o', c: 'image/jpeg' });
    expect(verifyToken(secret, tokenOf(url), new Date(expiresAt.getTime() - 1))).not.toBeNull();
    expect(verifyToken(secret, tokenOf(url), expiresAt)).toBeNull();
  });

  it('refuses a token signed with another secret, or with its content changed', () => {
    const token = tokenOf(thumbnailUrl(secret, 'library/t1/a1/original', 90, now, 320));
    expect(verifyToken(secret, token, now)).toMatchObject({ t: 't', a: 90 });
    expect(verifyToken(Buffer.from('b'.repeat(64), 'hex'), token, now)).toBeNull();
    const [, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ k: 'library/t2/secret/original', t: 'o', e: 2_000_000_000 })).toString('base64url');
    expect(verifyToken(secret, `${forged}.${sig}`, now)).toBeNull();
    expect(verifyToken(secret, 'not-a-token', now)).toBeNull();
    expect(verifyToken(secret, `${token}.x`, now)).toBeNull();
  });

  it('gives the same URL all day, so cards and caches stay stable', () => {
    const later = new Date('2026-11-27T23:59:59Z');
    expect(thumbnailUrl(secret, 'k/x', 0, now, 200)).toBe(thumbnailUrl(secret, 'k/x', 0, later, 200));
    expect(urlExpiry(new Date('2026-11-28T00:00:00Z')).getTime()).toBeGreaterThan(urlExpiry(later).getTime());
    expect(signToken(secret, { k: 'k/x', t: 't', e: 1, a: 0 })).not.toBe(signToken(secret, { k: 'k/x', t: 't', e: 1, a: 90 }));
  });
});
