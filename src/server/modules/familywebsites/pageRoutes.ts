/**
 * Family websites as documents: /fws/:username/:sitename?/:partkey? answers the rendered page as
 * a whole HTML document (it works without JavaScript, and crawlers read it); the app's own script
 * tags are added when the app is built, so a browser with JavaScript mounts the app over it (the
 * fws route, with the isFWSReport chrome). A private website gets a page asking to log in: the
 * session key lives in the browser, so the app reads private pages through get-by-name. Also the
 * sitemap of a public website, a site's Open Graph image and the site stylesheet.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { getByNameQuerySchema } from '../../../protocol/familywebsites';
import type { AppDeps, AppEnv } from '../../deps';
import { HttpError } from '../../http/errors';
import { documentOf, SITE_CSS } from './html';
import { renderPrivateNotice } from './pages';
import { readSitePage, siteOgImage, websiteSitemap } from './reader';

/** The script and style tags of the built app's index.html, to mount the app over a served page. */
function appHeadOf(indexHtml: string): string {
  const tags = indexHtml.match(/<script\b[^>]*type="module"[^>]*><\/script>|<link\b[^>]*rel="(?:stylesheet|modulepreload)"[^>]*>/g) ?? [];
  return tags.join('');
}

export function familyWebsitePageRoutes(deps: AppDeps) {
  let appHead: Promise<string> | undefined;
  const head = () => {
    if (!deps.staticDir) return Promise.resolve('');
    appHead ??= readFile(join(deps.staticDir, 'index.html'), 'utf8').then(appHeadOf, () => '');
    return appHead;
  };
  const page = async (c: Context<AppEnv>) => {
    const raw = { username: c.req.param('username'), site_name: c.req.param('sitename'), part: c.req.param('partkey'), page: c.req.query('page') };
    const parsed = getByNameQuerySchema.safeParse(Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== '')));
    const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
    if (!parsed.success) return c.body('Not found', 404, { 'content-type': 'text/plain; charset=utf-8' });
    try {
      const answer = await readSitePage(deps, null, parsed.data);
      return c.body(documentOf(answer.page, deps.config.publicUrl, await head()), 200, headers);
    } catch (err) {
      if (err instanceof HttpError && (err.status === 401 || err.status === 403)) {
        // The app, when it mounts, asks again with the reader's session key.
        return c.body(documentOf(renderPrivateNotice(parsed.data.username, false), deps.config.publicUrl, await head()), 401, headers);
      }
      if (err instanceof HttpError && err.status === 404) return c.body('Not found', 404, { 'content-type': 'text/plain; charset=utf-8' });
      throw err;
    }
  };
  return new Hono<AppEnv>({ strict: false })
    .get('/fws-assets/site.css', (c) => c.body(SITE_CSS, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=3600' }))
    .get('/fws/:username/sitemap.xml', async (c) => {
      const username = c.req.param('username').toLowerCase();
      if (!/^[a-z0-9-]{3,40}$/.test(username)) return c.body('Not found', 404);
      return c.body(await websiteSitemap(deps, username), 200, { 'content-type': 'application/xml; charset=utf-8' });
    })
    .get('/fws-og/:username/:file', async (c) => {
      const m = /^([a-z0-9-]{1,60})\.png$/.exec(c.req.param('file'));
      const username = c.req.param('username');
      if (!m || !/^[a-z0-9-]{3,40}$/.test(username)) return c.body('Not found', 404);
      const png = await siteOgImage(deps, username, m[1]!);
      return c.body(new Uint8Array(png), 200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=300' });
    })
    .get('/fws/:username', page)
    .get('/fws/:username/:sitename', page)
    .get('/fws/:username/:sitename/:partkey', page);
}
