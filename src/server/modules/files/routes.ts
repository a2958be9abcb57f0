/**
 * GET /api/v1/files/<token>/<name>: a stored file by its signed token (no login: the token is the
 * permission, given after the tree's check, and it expires). GET /api/v1/image/?url=…: the image
 * service of platform.md 7, a WebP of one of our file URLs at a width and quality.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { DEFAULT_IMAGE_QUALITY, DEFAULT_PREVIEW_WIDTH } from '../../../protocol/library';
import type { AppDeps, AppEnv } from '../../deps';
import { fileUrlSecret, verifyToken, type FileToken } from '../../files/urls';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { parseParams, parseQuery } from '../../http/validate';
import { serveDerivative, serveOriginal } from './serve';

const EXPIRED = 'This link has expired or is not valid.';
const THUMBNAIL_NAME = 'thumbnail.webp';

const fileParams = z.object({ token: z.string().min(1).max(4000), name: z.string().min(1).max(1000) });
const width = z.coerce.number().int().min(16).max(2048);
const derivativeQuery = z.object({
  width: width.default(DEFAULT_PREVIEW_WIDTH),
  max_width: width.optional(),
  quality: z.coerce.number().int().min(1).max(10).default(DEFAULT_IMAGE_QUALITY),
});
const fileQuery = derivativeQuery.extend({ download: z.enum(['1', 'true', '0', 'false']).optional() });
const imageQuery = derivativeQuery.extend({ url: z.string().min(1).max(8000) });

/** The token's content, or 403 when it is forged, cut or expired. */
export function tokenOf(deps: AppDeps, signed: string): FileToken {
  const token = verifyToken(fileUrlSecret(deps.config.dataDir), signed, deps.clock());
  if (!token) throw forbidden(EXPIRED);
  return token;
}

export function fileRoutes(deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false }).get('/:token/:name', async (c) => {
    const { token: signed, name } = parseParams(c, fileParams);
    const token = tokenOf(deps, signed);
    if (token.t === 't') {
      if (name !== THUMBNAIL_NAME) throw notFound();
      const q = parseQuery(c, derivativeQuery);
      return serveDerivative(deps, token, { width: q.width, maxWidth: q.max_width, quality: q.quality });
    }
    const q = parseQuery(c, fileQuery);
    return serveOriginal(deps, token, { name, range: c.req.header('range'), download: q.download === '1' || q.download === 'true' });
  });
}

/** The token of one of our file URLs (relative, or absolute on our own public address); null for anything else. */
export function ourToken(deps: AppDeps, url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, deps.config.publicUrl);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(deps.config.publicUrl).origin) return null;
  const m = /^\/api\/v1\/files\/([^/]+)\/[^/]+$/.exec(parsed.pathname);
  return m ? m[1]! : null;
}

export function imageRoutes(deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false }).get('/', async (c) => {
    const q = parseQuery(c, imageQuery);
    const signed = ourToken(deps, q.url);
    if (!signed) throw badRequest('The url must be a file link of this site.', { url: ['The url must be a file link of this site.'] });
    const token = tokenOf(deps, signed);
    if (token.t === 'o' && !token.c?.startsWith('image/')) throw badRequest('The url is not an image.', { url: ['The url is not an image.'] });
    return serveDerivative(deps, token, { width: q.width, maxWidth: q.max_width, quality: q.quality });
  });
}
