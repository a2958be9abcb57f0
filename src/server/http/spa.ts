/**
 * Serves the built web app: files from the build folder, and index.html for every other GET so
 * client-side routes survive a reload (history fallback). /api paths never reach here. A missing
 * file answers 404 only when its extension is one the build emits: an app path may well hold a dot
 * (/forgotpwd/emailsent/a@b.com, a person's slug) and is still a page.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Context } from 'hono';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Extensions of files that are assets, never app routes: a missing one is a real 404. */
const assetExtensions = new Set([...Object.keys(types), '.gif', '.avif', '.mp4', '.webm', '.mp3', '.pdf', '.xml', '.webmanifest', '.gz', '.br']);

/** Whether a path names an asset file (by its extension) rather than a route of the app. */
export function isAssetPath(path: string): boolean {
  const ext = extname(path).toLowerCase();
  return ext !== '' && assetExtensions.has(ext);
}

export function spaHandler(staticDir: string) {
  const root = resolve(staticDir);
  let indexHtml: Buffer | undefined;

  return async (c: Context) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.json({ error: 'Method not allowed.' }, 405);
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad request', 400);
    }
    const file = normalize(join(root, path));
    if (file.startsWith(root + sep) && extname(file)) {
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) {
        const body = await readFile(file);
        const immutable = path.startsWith('/assets/');
        return c.body(new Uint8Array(body), 200, {
          'content-type': types[extname(file).toLowerCase()] ?? 'application/octet-stream',
          'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
      }
      // A missing asset is a real 404, not the app shell; any other dotted path is a page of the app.
      if (isAssetPath(path)) return c.text('Not found', 404);
    }
    indexHtml ??= await readFile(join(root, 'index.html'));
    return c.body(new Uint8Array(indexHtml), 200, { 'content-type': types['.html'], 'cache-control': 'no-cache' });
  };
}
