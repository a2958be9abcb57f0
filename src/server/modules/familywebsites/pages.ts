/**
 * The pages of a family website, rendered on the server from the site's redacted graph: the home
 * page (cover, introduction, origin with clan and generation poem, branches, pedigree, migration),
 * a branch (part) by generation, the index of everyone, a person, the gallery, and the website's
 * list of sites. The same page answers the app (get-by-name) and browsers without JavaScript.
 */
import { slugify, splitNames } from '../../../protocol/names';
import type { SitePage } from '../../../protocol/familywebsites';
import type { Db } from '../../db/database';
import type { SitePart } from '../../db/schema';
import { notFound } from '../../http/errors';
import { framed, html, raw, type Html } from './html';
import { migrationPlaces, migrationSvg } from './migrationMap';
import { pedigreeSvg } from './pedigree';
import { coverOf, portraitOf, sitePhotos } from './photos';
import { siteUrl, type SiteRow, type WebsiteRow } from './service';
import { branchOf, scrubber, siteScope, type ShownPerson, type SiteGraph } from './siteGraph';

/** Persons on one page of a branch or of the index: keeps a page well under 150 KB. */
export const PAGE_PERSONS = 200;
export const GALLERY_PAGE = 60;

export interface RenderContext {
  db: Db;
  website: WebsiteRow;
  site: SiteRow;
  g: SiteGraph;
  publicUrl: string;
  now: Date;
  secret: Buffer;
  /** Shown as the cover instead of the saved one (the owner trying a picture out). */
  coverAssetId?: string | null;
}

/** The site's parts: the chosen ones whose head is in the site, else one per child of the start person with a name to show. */
export function partsOf(site: SiteRow, g: SiteGraph, scope: Set<string>): SitePart[] {
  const chosen = site.parts.filter((p) => scope.has(p.person_id));
  if (site.parts.length) return chosen;
  const used = new Set<string>();
  return (g.children.get(site.start_person_id) ?? [])
    .filter((id) => !g.living.has(id))
    .map((id) => {
      const p = g.shown.get(id)!;
      let key = slugify(p.en) || `branch-${id.slice(0, 8)}`;
      if (['people', 'gallery'].includes(key) || key.startsWith('person-') || used.has(key)) key = `${key}-${id.slice(0, 8)}`;
      used.add(key);
      return { key, title: `The branch of ${p.name}`, person_id: id };
    });
}

function personLink(ctx: RenderContext, p: ShownPerson): Html {
  if (p.living) return html`<span class="fws-muted">Living</span>`;
  return html`<a href="${siteUrl(ctx.site.username, ctx.site.site_name, `person-${p.id}`)}">${p.name}</a>${p.lifespan ? html` <span class="fws-muted">${p.lifespan}</span>` : ''}`;
}

function pager(base: string, page: number, total: number, size: number): Html {
  const pages = Math.ceil(total / size);
  if (pages <= 1) return html``;
  return html`<nav class="fws-pager" aria-label="Pages">${page > 1 ? html`<a href="${`${base}?page=${page - 1}`}">Previous</a>` : ''}<span>Page ${page} of ${pages}</span>${page < pages ? html`<a href="${`${base}?page=${page + 1}`}">Next</a>` : ''}</nav>`;
}

/** The clan of the start person's line: its Chinese surname, with pinyin and Jyutping from the reference set. */
async function clanOf(db: Db, g: SiteGraph, start: string): Promise<{ surname: string; line: string } | null> {
  // The oldest deceased man up the father line names the clan; failing that, the start person.
  let id: string | undefined = start;
  let named: string | null = null;
  for (let guard = 0; id && guard < 200; guard++) {
    const person = g.byId.get(id)!;
    if (!g.living.has(id)) named = splitNames(person.first_names, person.surnames).zh.surnames[0]?.value ?? named;
    id = (g.parents.get(id) ?? []).find((p) => g.byId.get(p)?.gender === 'm');
  }
  if (!named) return null;
  const row = await db.selectFrom('clans').select(['surname', 'traditional', 'pinyin', 'jyutping']).where((eb) => eb.or([eb('surname', '=', named), eb('traditional', '=', named)])).executeTakeFirst();
  if (!row) return { surname: named, line: named };
  const chars = row.traditional && row.traditional !== row.surname ? `${row.surname} (${row.traditional})` : row.surname;
  return { surname: row.surname, line: [chars, row.pinyin && `pinyin ${row.pinyin}`, row.jyutping && `Jyutping ${row.jyutping}`].filter(Boolean).join(', ') };
}

/** The generation poem (字辈) as the tree records it: the generation names of deceased persons, oldest first. */
function generationPoem(g: SiteGraph, scope: Set<string>): string[] {
  const seen = new Map<string, number>();
  for (const id of scope) {
    const p = g.shown.get(id)!;
    for (const c of p.generationNames) if (!seen.has(c) || (p.birthYear ?? 9999) < seen.get(c)!) seen.set(c, p.birthYear ?? 9999);
  }
  return [...seen.entries()].sort((a, b) => a[1] - b[1]).map(([c]) => c);
}

function nav(ctx: RenderContext, parts: SitePart[], current: string): { href: string; label: string; current?: boolean }[] {
  const { username, site_name } = ctx.site;
  return [
    { href: siteUrl(username, site_name), label: 'Home', current: current === '' },
    ...parts.map((p) => ({ href: siteUrl(username, site_name, p.key), label: p.title, current: current === p.key })),
    { href: siteUrl(username, site_name, 'people'), label: 'Everyone', current: current === 'people' },
    { href: siteUrl(username, site_name, 'gallery'), label: 'Photos', current: current === 'gallery' },
  ];
}

function ogImage(ctx: RenderContext): string | null {
  if (!ctx.website.is_public) return null;
  return `${ctx.publicUrl.replace(/\/$/, '')}/fws-og/${ctx.site.username}/${ctx.site.site_name}.png`;
}

export async function renderSitePage(ctx: RenderContext, part: string | undefined, page: number): Promise<SitePage> {
  const { g, site } = ctx;
  const scope = siteScope(g, site.start_person_id);
  const parts = partsOf(site, g, scope);
  const scrub = scrubber(g.livingNames);
  const siteTitle = scrub(site.title) || 'Family website';
  const frame = (current: string) => ({ homeUrl: siteUrl(site.username, site.site_name), title: siteTitle, nav: nav(ctx, parts, current) });
  const out = (title: string, description: string, canonical: string, current: string, body: Html): SitePage => ({
    title,
    description: description.slice(0, 300),
    og_image: ogImage(ctx),
    canonical,
    html: framed(frame(current), site.theme_color, body),
    theme_color: site.theme_color,
  });
  if (!part) return out(siteTitle, await homeDescription(ctx, scope, siteTitle), siteUrl(site.username, site.site_name), '', await homeBody(ctx, scope, parts, siteTitle));
  if (part === 'gallery') {
    const photos = await sitePhotos(ctx.db, g, scope, ctx.secret, ctx.now);
    const shown = photos.slice((page - 1) * GALLERY_PAGE, page * GALLERY_PAGE);
    const base = siteUrl(site.username, site.site_name, 'gallery');
    const body = html`<h1>Photos</h1>${shown.length ? '' : html`<p class="fws-muted">No photos yet.</p>`}<ul class="fws-gallery">${shown.map((ph) => {
      const names = ph.persons.map((id) => g.shown.get(id)!.name).join(', ');
      return html`<li><figure><img src="${ph.url}" alt="${`Photo of ${names}`}" loading="lazy"><figcaption>${names}${ph.year ? ` · ${ph.year}` : ''}</figcaption></figure></li>`;
    })}</ul>${pager(base, page, photos.length, GALLERY_PAGE)}`;
    return out(`Photos · ${siteTitle}`, `Photos of the family: ${photos.length} pictures.`, base, 'gallery', body);
  }
  if (part === 'people') {
    const everyone = [...scope].map((id) => g.shown.get(id)!).filter((p) => !p.living).sort((a, b) => a.name.localeCompare(b.name, 'en'));
    const base = siteUrl(site.username, site.site_name, 'people');
    const shown = everyone.slice((page - 1) * PAGE_PERSONS, page * PAGE_PERSONS);
    const body = html`<h1>Everyone</h1><p>${everyone.length} persons of this family who are no longer living.</p><ul class="fws-list">${shown.map((p) => html`<li>${personLink(ctx, p)}</li>`)}</ul>${pager(base, page, everyone.length, PAGE_PERSONS)}`;
    return out(`Everyone · ${siteTitle}`, `An index of the ${everyone.length} ancestors and relatives on ${siteTitle}.`, base, 'people', body);
  }
  if (part.startsWith('person-')) {
    const id = part.slice('person-'.length);
    const p = g.shown.get(id);
    if (!p || p.living || !scope.has(id)) throw notFound('No such page on this site.');
    return out(`${p.name}${p.lifespan ? ` (${p.lifespan})` : ''} · ${siteTitle}`, personDescription(p), siteUrl(site.username, site.site_name, part), '', await personBody(ctx, p, scope));
  }
  const branch = parts.find((x) => x.key === part);
  if (!branch) throw notFound('No such page on this site.');
  const members = branchOf(g, branch.person_id);
  const base = siteUrl(site.username, site.site_name, branch.key);
  const shown = members.slice((page - 1) * PAGE_PERSONS, page * PAGE_PERSONS);
  const rows: Html[] = [];
  let depth = -1;
  for (const m of shown) {
    if (m.depth !== depth) {
      depth = m.depth;
      rows.push(html`</ul><p class="fws-gen">Generation ${depth + 1}</p><ul class="fws-list">`);
    }
    rows.push(html`<li>${personLink(ctx, g.shown.get(m.id)!)}</li>`);
  }
  const deceased = members.filter((m) => !g.living.has(m.id)).length;
  const title = scrub(branch.title);
  const body = html`<h1>${title}</h1><p>${members.length} persons over ${members.length ? members[members.length - 1]!.depth + 1 : 0} generations, ${deceased} of them no longer living.</p><ul class="fws-list">${rows}</ul>${pager(base, page, members.length, PAGE_PERSONS)}`;
  return out(`${title} · ${siteTitle}`, `${title}: ${members.length} persons over ${members.length ? members[members.length - 1]!.depth + 1 : 0} generations.`, base, branch.key, body);
}

async function homeDescription(ctx: RenderContext, scope: Set<string>, siteTitle: string): Promise<string> {
  const intro = scrubber(ctx.g.livingNames)(ctx.site.introduction).replace(/\s+/g, ' ').trim();
  if (intro) return intro;
  const deceased = [...scope].filter((id) => !ctx.g.living.has(id)).length;
  return `${siteTitle}: a family history of ${deceased} ancestors and relatives, with photos, a pedigree and the family's migration.`;
}

function personDescription(p: ShownPerson): string {
  const bits = [p.birth && `Born ${p.birth}${p.birthPlace ? ` in ${p.birthPlace}` : ''}`, p.death && `died ${p.death}${p.deathPlace ? ` in ${p.deathPlace}` : ''}`].filter(Boolean);
  return `${p.name}${bits.length ? `: ${bits.join(', ')}` : ''}.`;
}

async function homeBody(ctx: RenderContext, scope: Set<string>, parts: SitePart[], siteTitle: string): Promise<Html> {
  const { g, site } = ctx;
  const scrub = scrubber(g.livingNames);
  const cover = await coverOf(ctx.db, g, ctx.coverAssetId !== undefined ? ctx.coverAssetId : site.cover_asset_id, ctx.secret, ctx.now);
  const places = await migrationPlaces(ctx.db, g, scope);
  const origin = places.find((p) => p.origin);
  const clan = await clanOf(ctx.db, g, site.start_person_id);
  const poem = generationPoem(g, scope);
  const start = g.shown.get(site.start_person_id);
  const map = migrationSvg(places, site.theme_color);
  const intro = scrub(site.introduction).split(/\n{2,}/).filter((s) => s.trim());
  return html`${cover ? html`<img class="fws-cover" src="${cover}" alt="${`Cover picture of ${siteTitle}`}">` : ''}
<h1>${siteTitle}</h1>${intro.map((para) => html`<p>${para}</p>`)}
<h2>Origin</h2><dl class="fws-facts">
${origin ? html`<dt>Ancestral village</dt><dd>${origin.name}</dd>` : ''}
${clan ? html`<dt>Clan</dt><dd><a href="${`/surnames/detail?word=${encodeURIComponent(clan.surname)}`}">${clan.line}</a></dd>` : ''}
${poem.length ? html`<dt>Generation poem</dt><dd lang="zh">${poem.join(' ')}</dd>` : ''}
${start ? html`<dt>This site starts from</dt><dd>${personLink(ctx, start)}</dd>` : ''}
<dt>Persons</dt><dd>${[...scope].filter((id) => !g.living.has(id)).length} no longer living are shown; living relatives are not.</dd>
</dl>
${parts.length ? html`<h2>Branches</h2><ul>${parts.map((p) => html`<li><a href="${siteUrl(site.username, site.site_name, p.key)}">${scrub(p.title)}</a> <span class="fws-muted">${branchOf(g, p.person_id).length} persons</span></li>`)}</ul>` : ''}
<h2>Pedigree</h2>${raw(pedigreeSvg(g, site.start_person_id, site.theme_color))}
${places.length ? html`<h2>Migration</h2>${raw(map)}<ul>${places.map((p) => html`<li>${p.origin ? 'Origin: ' : ''}${p.name} <span class="fws-muted">${p.persons} persons${p.from ? `, ${p.from === p.to ? p.from : `${p.from}–${p.to}`}` : ''}</span></li>`)}</ul>` : ''}
<p><a href="${siteUrl(site.username, site.site_name, 'people')}">Everyone on this site</a> · <a href="${siteUrl(site.username, site.site_name, 'gallery')}">Photos</a></p>`;
}

async function personBody(ctx: RenderContext, p: ShownPerson, scope: Set<string>): Promise<Html> {
  const { g } = ctx;
  const portrait = await portraitOf(ctx.db, g, p.id, ctx.secret, ctx.now);
  const photos = (await sitePhotos(ctx.db, g, scope, ctx.secret, ctx.now, p.id)).slice(0, 24);
  const rel = (ids: string[] | undefined) => (ids ?? []).filter((id) => scope.has(id)).map((id) => g.shown.get(id)!);
  const relatives: [string, ShownPerson[]][] = [
    ['Parents', rel(g.parents.get(p.id))],
    ['Spouses', rel(g.spouses.get(p.id))],
    ['Children', rel(g.children.get(p.id))],
  ];
  const sources = await ctx.db
    .selectFrom('saved_mentions as s')
    .innerJoin('mentions as m', 'm.id', 's.mention_id')
    .leftJoin('record_sources as r', 'r.id', 'm.source_id')
    .select(['m.record_code', 'r.title'])
    .where('s.person_id', '=', p.id)
    .orderBy('s.created_at')
    .limit(50)
    .execute();
  return html`${portrait ? html`<img class="fws-portrait" src="${portrait}" alt="${`Portrait of ${p.name}`}">` : ''}
<h1>${p.name}</h1>${p.lifespan ? html`<p class="fws-muted">${p.lifespan}</p>` : ''}
<dl class="fws-facts">
${p.birth || p.birthPlace ? html`<dt>Born</dt><dd>${[p.birth, p.birthPlace].filter(Boolean).join(', ')}</dd>` : ''}
${p.death || p.deathPlace ? html`<dt>Died</dt><dd>${[p.death, p.deathPlace].filter(Boolean).join(', ')}</dd>` : ''}
${p.residences.length ? html`<dt>Lived in</dt><dd>${p.residences.join('; ')}</dd>` : ''}
${p.facts.map((f) => html`<dt>${f.label}</dt><dd>${f.text}</dd>`)}
${relatives.map(([label, list]) => (list.length ? html`<dt>${label}</dt><dd>${list.map((r, i) => html`${i ? ', ' : ''}${personLink(ctx, r)}`)}</dd>` : html``))}
</dl>
${p.notes ? html`<h2>Notes</h2>${p.notes.split(/\n{2,}/).map((para) => html`<p>${para}</p>`)}` : ''}
${photos.length ? html`<h2>Photos</h2><ul class="fws-gallery">${photos.map((ph) => html`<li><figure><img src="${ph.url}" alt="${`Photo of ${ph.persons.map((id) => g.shown.get(id)!.name).join(', ')}`}" loading="lazy">${ph.year ? html`<figcaption>${ph.year}</figcaption>` : ''}</figure></li>`)}</ul>` : ''}
${sources.length ? html`<h2>Sources</h2><ul>${sources.map((s) => html`<li><a href="${`/person-records/${encodeURIComponent(s.record_code)}`}">${s.title ?? s.record_code}</a></li>`)}</ul>` : ''}`;
}

/** The website's front page: its sites. */
export function renderWebsiteIndex(website: WebsiteRow, sites: SiteRow[], titles: Map<string, string>): SitePage {
  const body = html`<h1>Family websites of ${website.username}</h1><ul>${sites.map((s) => html`<li><a href="${siteUrl(s.username, s.site_name)}">${titles.get(s.id) ?? s.site_name}</a></li>`)}</ul>`;
  return {
    title: `Family websites of ${website.username}`,
    description: `${sites.length} family websites by ${website.username} on Xungen 寻根.`,
    og_image: null,
    canonical: siteUrl(website.username),
    html: framed({ homeUrl: siteUrl(website.username), title: website.username, nav: [] }, '#8b1e1e', body),
    theme_color: '#8b1e1e',
  };
}

/** What a reader who may not see a private website gets instead (nothing of the site itself). */
export function renderPrivateNotice(username: string, loggedIn: boolean): SitePage {
  const next = encodeURIComponent(siteUrl(username));
  const body = loggedIn
    ? html`<div class="fws-notice"><h1>This family website is private</h1><p>Only the relatives its owner invited can see it. Ask the owner to invite the e-mail address you log in with.</p></div>`
    : html`<div class="fws-notice"><h1>This family website is private</h1><p>Only the relatives its owner invited can see it. <a href="${`/login?redirect=${next}`}">Log in</a> with the e-mail address you were invited at.</p></div>`;
  return { title: 'A private family website', description: 'A private family website on Xungen 寻根.', og_image: null, canonical: siteUrl(username), html: framed({ homeUrl: siteUrl(username), title: 'Private family website', nav: [] }, '#8b1e1e', body), theme_color: '#8b1e1e' };
}
