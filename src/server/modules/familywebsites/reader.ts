/**
 * Reading a family website: who may (service.ts), then the page (pages.ts) from the site's tree as
 * it is now (a tree edit is a new revision, so the next page read shows it). Also the website's
 * sitemap and a site's Open Graph image, for public websites only.
 */
import type { GetByNameAnswer, GetByNameQuery } from '../../../protocol/familywebsites';
import type { AppDeps, AuthUser } from '../../deps';
import { fileUrlSecret } from '../../files/urls';
import { notFound } from '../../http/errors';
import { esc } from './html';
import { partsOf, renderSitePage, renderWebsiteIndex, PAGE_PERSONS } from './pages';
import { pedigreePng, pedigreeSvg } from './pedigree';
import { requireReader, siteByName, sitesOf, siteUrl, websiteAccess, websiteByUsername } from './service';
import { loadSiteGraph, scrubber, siteScope, branchOf } from './siteGraph';

export async function readSitePage(deps: AppDeps, user: AuthUser | null, q: GetByNameQuery): Promise<GetByNameAnswer> {
  const db = deps.database.db;
  const now = deps.clock();
  const a = await websiteAccess(db, q.username, user);
  requireReader(a, user);
  const website = { username: a.website.username, is_public: a.website.is_public, is_member: a.isMember, is_owner: a.isOwner };
  if (!q.site_name) {
    const sites = await sitesOf(db, a.website.username);
    const titles = new Map<string, string>();
    for (const s of sites) titles.set(s.id, scrubber((await loadSiteGraph(db, s.tree_id, now)).livingNames)(s.title) || s.site_name);
    return { website, page: renderWebsiteIndex(a.website, sites, titles) };
  }
  const site = await siteByName(db, a.website.username, q.site_name);
  if (!site) throw notFound('No site by that name.');
  const g = await loadSiteGraph(db, site.tree_id, now);
  const page = await renderSitePage(
    {
      db,
      website: a.website,
      site,
      g,
      publicUrl: deps.config.publicUrl,
      now,
      secret: fileUrlSecret(deps.config.dataDir),
      // Only the owner tries another cover out.
      coverAssetId: a.isOwner && q.keep_image_asset_id ? q.keep_image_asset_id : undefined,
    },
    q.part,
    q.page,
  );
  return { website, page };
}

/** The sitemap of a public website: every page of every site, no living person's among them. */
export async function websiteSitemap(deps: AppDeps, username: string): Promise<string> {
  const db = deps.database.db;
  const website = await websiteByUsername(db, username);
  if (!website || !website.is_public) throw notFound('No public family website by that name.');
  const base = deps.config.publicUrl.replace(/\/$/, '');
  const urls: string[] = [siteUrl(website.username)];
  for (const site of await sitesOf(db, website.username)) {
    const g = await loadSiteGraph(db, site.tree_id, deps.clock());
    const scope = siteScope(g, site.start_person_id);
    const deceased = [...scope].filter((id) => !g.living.has(id));
    urls.push(siteUrl(site.username, site.site_name), siteUrl(site.username, site.site_name, 'gallery'), siteUrl(site.username, site.site_name, 'people'));
    for (let p = 2; p <= Math.ceil(deceased.length / PAGE_PERSONS); p++) urls.push(`${siteUrl(site.username, site.site_name, 'people')}?page=${p}`);
    for (const part of partsOf(site, g, scope)) {
      urls.push(siteUrl(site.username, site.site_name, part.key));
      const size = branchOf(g, part.person_id).length;
      for (let p = 2; p <= Math.ceil(size / PAGE_PERSONS); p++) urls.push(`${siteUrl(site.username, site.site_name, part.key)}?page=${p}`);
    }
    for (const id of deceased) urls.push(siteUrl(site.username, site.site_name, `person-${id}`));
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `<url><loc>${esc(base + u)}</loc></url>`).join('\n')}\n</urlset>\n`;
}

/** A public site's Open Graph image: its pedigree under its title, as PNG. */
export async function siteOgImage(deps: AppDeps, username: string, siteName: string): Promise<Buffer> {
  const db = deps.database.db;
  const website = await websiteByUsername(db, username);
  if (!website || !website.is_public) throw notFound('No public family website by that name.');
  const site = await siteByName(db, website.username, siteName);
  if (!site) throw notFound('No site by that name.');
  const g = await loadSiteGraph(db, site.tree_id, deps.clock());
  const title = scrubber(g.livingNames)(site.title) || 'Family website';
  // sharp draws in libuv's threads, off the event loop.
  return pedigreePng(pedigreeSvg(g, site.start_person_id, site.theme_color), title, site.theme_color);
}
