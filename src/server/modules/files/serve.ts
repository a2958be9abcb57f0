/**
 * Answers for stored files: an original streamed with byte ranges (audio and video seek), and WebP
 * derivatives made once in the worker pool and kept in the store (files/derived.ts). A file is
 * reached only through a signed token (files/urls.ts), handed out after its tree's permission check.
 */
import { Readable } from 'node:stream';
import type { AppDeps } from '../../deps';
import type { DerivativeOptions } from '../../files/images';
import { derivedKey } from '../../files/derived';
import { specOf } from '../../files/storeConfig';
import { fileStore, readAll, type ByteRange, type FileStore } from '../../files/store';
import type { FileToken } from '../../files/urls';
import { notFound } from '../../http/errors';

/** No stored file may act as a document of our origin: an SVG's script, an HTML page, a form. */
const FILE_CSP = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

function baseHeaders(token: FileToken, now: Date): Record<string, string> {
  const maxAge = Math.max(0, Math.floor(token.e - now.getTime() / 1000));
  return {
    'cache-control': `private, max-age=${maxAge}`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': FILE_CSP,
  };
}

/** The byte range of a Range header: null to send the whole file, 'unsatisfiable' for 416. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // A header we do not understand (or several ranges) is ignored, as HTTP allows: the whole file.
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** `attachment` (or `inline`) with the name in ASCII and in full (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const full = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${full}`;
}

const toWeb = (body: Readable) => Readable.toWeb(body) as unknown as ReadableStream<Uint8Array>;

/** The original of a token: whole, or the range asked for. */
export async function serveOriginal(deps: AppDeps, token: FileToken, o: { name: string; range?: string; download: boolean }): Promise<Response> {
  const store = fileStore(deps);
  const info = await store.head(token.k);
  if (!info) throw notFound('The file is no longer stored.');
  const headers: Record<string, string> = {
    ...baseHeaders(token, deps.clock()),
    'content-type': token.c ?? info.contentType,
    'accept-ranges': 'bytes',
    'content-disposition': contentDisposition(o.download ? 'attachment' : 'inline', o.name),
  };
  const range = parseRange(o.range, info.size);
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${info.size}` } });
  }
  const obj = await store.get(token.k, range ?? undefined);
  if (!obj) throw notFound('The file is no longer stored.');
  if (!range) return new Response(toWeb(obj.body), { status: 200, headers: { ...headers, 'content-length': String(info.size) } });
  return new Response(toWeb(obj.body), {
    status: 206,
    headers: { ...headers, 'content-length': String(range.end - range.start + 1), 'content-range': `bytes ${range.start}-${range.end}/${info.size}` },
  });
}

const making = new Map<string, Promise<Uint8Array>>();

/** The derivative's bytes: from the store when made before, else made in the pool (once, however many ask) and kept. */
async function derivedBytes(deps: AppDeps, store: FileStore, key: string, options: DerivativeOptions): Promise<Uint8Array> {
  const width = Math.min(options.width, options.maxWidth ?? Infinity);
  const target = derivedKey(key, { angle: options.angle, width, quality: options.quality });
  const kept = await store.get(target);
  if (kept) return readAll(kept);
  // One making per derivative in this process, however many ask at once (a page of thumbnails).
  const id = `${store.kind}:${target}`;
  let pending = making.get(id);
  if (!pending) {
    pending = (async () => {
      if (!(await store.head(key))) throw notFound('The file is no longer stored.');
      const bytes = await deps.pool.run('images.derivative', { source: { store: specOf(store), key }, options: { ...options, width, maxWidth: undefined } });
      await store.put(target, bytes, 'image/webp');
      return bytes;
    })().finally(() => making.delete(id));
    making.set(id, pending);
  }
  return pending;
}

/** A WebP derivative of the image a token names. */
export async function serveDerivative(deps: AppDeps, token: FileToken, options: Omit<DerivativeOptions, 'angle'>): Promise<Response> {
  const store = fileStore(deps);
  const bytes = await derivedBytes(deps, store, token.k, { ...options, angle: token.a ?? 0 });
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: { ...baseHeaders(token, deps.clock()), 'content-type': 'image/webp', 'content-length': String(bytes.length) },
  });
}
