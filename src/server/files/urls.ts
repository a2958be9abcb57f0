/**
 * Signed, expiring URLs of stored files. A URL carries a token that names the stored key and what may
 * be made of it (the original, or a WebP thumbnail at a quarter-turn angle), signed with the server's
 * secret: it is given out only after the permission check of the file's tree, and it opens the file
 * without a login until it expires, so an <img> or a shared link works. Tokens last from one to two
 * days: they are cut at day boundaries so the same file gets the same URL all day (cards and caches
 * stay stable).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { dataDirSecret } from '../lib/dataDirSecret';

const DAY_MS = 86_400_000;

export interface FileToken {
  /** The stored key. */
  k: string;
  /** 'o' the original, 't' a thumbnail. */
  t: 'o' | 't';
  /** Expiry, seconds since the epoch. */
  e: number;
  /** Quarter-turn angle applied to a thumbnail. */
  a?: number;
  /** Content type of the original. */
  c?: string;
}

/**
 * The signing secret: FILE_URL_SECRET when set, else a random one kept in DATA_DIR/files-url-secret
 * (made on first use), so URLs outlive a restart and every node on the same data directory agrees.
 */
export function fileUrlSecret(dataDir: string): Buffer {
  return dataDirSecret(dataDir, 'files-url-secret', process.env.FILE_URL_SECRET);
}

/** When a URL made at `now` expires: the end of the next day (UTC). */
export function urlExpiry(now: Date): Date {
  return new Date((Math.floor(now.getTime() / DAY_MS) + 2) * DAY_MS);
}

function mac(secret: Buffer, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 32);
}

export function signToken(secret: Buffer, token: FileToken): string {
  const payload = Buffer.from(JSON.stringify(token)).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The token's content when its signature holds and it has not expired; null otherwise. */
export function verifyToken(secret: Buffer, signed: string, now: Date): FileToken | null {
  const [payload, sig, extra] = signed.split('.');
  if (!payload || !sig || extra !== undefined) return null;
  const want = Buffer.from(mac(secret, payload));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  let token: FileToken;
  try {
    token = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as FileToken;
  } catch {
    return null;
  }
  if (typeof token.k !== 'string' || (token.t !== 'o' && token.t !== 't') || typeof token.e !== 'number') return null;
  return token.e * 1000 > now.getTime() ? token : null;
}

/** The file name as the last path segment: safe characters only, so the URL needs no escaping rules of its own. */
function urlName(filename: string): string {
  return encodeURIComponent(filename.replace(/[/\\?#]/g, '_')) || 'file';
}

/** `/api/v1/files/<token>/<filename>`: the original, served with range requests. */
export function originalUrl(secret: Buffer, key: string, filename: string, contentType: string, now: Date): { url: string; expiresAt: Date } {
  const expiresAt = urlExpiry(now);
  const token = signToken(secret, { k: key, t: 'o', e: expiresAt.getTime() / 1000, c: contentType });
  return { url: `/api/v1/files/${token}/${urlName(filename)}`, expiresAt };
}

/** `/api/v1/files/<token>/thumbnail.webp[?width=W]`: a WebP of the image at its angle. */
export function thumbnailUrl(secret: Buffer, key: string, angle: number, now: Date, width?: number): string {
  const token = signToken(secret, { k: key, t: 't', e: urlExpiry(now).getTime() / 1000, a: angle });
  return `/api/v1/files/${token}/thumbnail.webp${width ? `?width=${width}` : ''}`;
}
