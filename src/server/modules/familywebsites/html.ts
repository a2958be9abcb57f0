/**
 * HTML pieces of a family website: escaping, the site's frame (header with its parts, footer) and
 * the whole document the server answers to browsers without JavaScript and to crawlers. Every text
 * goes through esc(); nothing here reads the database.
 */
import type { SitePage } from '../../../protocol/familywebsites';

export function esc(text: string | number | null | undefined): string {
  return String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A tagged template whose values are escaped unless they are Html already. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type Value = string | number | null | undefined | Html | Html[] | false;

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0]!;
  values.forEach((v, i) => {
    if (v instanceof Html) out += v.text;
    else if (Array.isArray(v)) out += v.map((h) => h.text).join('');
    else if (v !== false && v !== null && v !== undefined) out += esc(v);
    out += strings[i + 1];
  });
  return new Html(out);
}

export const raw = (text: string) => new Html(text);

export interface Frame {
  homeUrl: string;
  title: string;
  nav: { href: string; label: string; current?: boolean }[];
}

/** The site's header, the page and the footer, in the site's own colour. */
export function framed(frame: Frame, theme: string, body: Html): string {
  return html`<div class="fws" style="--fws-theme:${theme}">
<header class="fws-head"><a class="fws-title" href="${frame.homeUrl}">${frame.title}</a>
<nav class="fws-nav" aria-label="Pages of this site">${frame.nav.map((n) => html`<a href="${n.href}"${n.current ? raw(' aria-current="page"') : ''}>${n.label}</a>`)}</nav></header>
<main class="fws-main">${body}</main>
<footer class="fws-foot">A family website made with Xungen 寻根. Living relatives are not shown.</footer>
</div>`.text;
}

/** The whole document for a browser without JavaScript or a crawler; `appHead` adds the app's own script tags. */
export function documentOf(page: SitePage, publicUrl: string, appHead = ''): string {
  const base = publicUrl.replace(/\/$/, '');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(page.title)}</title>
<meta name="description" content="${esc(page.description)}">
<link rel="canonical" href="${esc(base + page.canonical)}">
<meta property="og:type" content="website"><meta property="og:title" content="${esc(page.title)}">
<meta property="og:description" content="${esc(page.description)}"><meta property="og:url" content="${esc(base + page.canonical)}">
${page.og_image ? `<meta property="og:image" content="${esc(page.og_image)}"><meta name="twitter:card" content="summary_large_image">` : ''}
<meta name="theme-color" content="${esc(page.theme_color)}">
<link rel="stylesheet" href="/fws-assets/site.css">${appHead}
</head><body><div id="root">${page.html}</div></body></html>`;
}

/** The site's stylesheet, one copy for the server's pages and the app's. */
export const SITE_CSS = `
.fws{--fws-theme:#8b1e1e;font-family:system-ui,-apple-system,"Segoe UI","Noto Sans SC","Noto Sans CJK SC",sans-serif;color:#222;line-height:1.5;max-width:68rem;margin:0 auto;padding:0 1rem}
.fws a{color:var(--fws-theme)}
.fws-head{border-bottom:4px solid var(--fws-theme);padding:1rem 0;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:baseline}
.fws-title{font-size:1.5rem;font-weight:700;text-decoration:none}
.fws-nav{display:flex;flex-wrap:wrap;gap:.25rem 1rem}
.fws-nav a[aria-current=page]{font-weight:700;text-decoration:none}
.fws-main{padding:1rem 0 2rem}
.fws-foot{border-top:1px solid #ddd;padding:1rem 0;color:#666;font-size:.875rem}
.fws h1{font-size:1.75rem;margin:.5rem 0}.fws h2{font-size:1.25rem;margin:1.5rem 0 .5rem;color:var(--fws-theme)}
.fws-cover{width:100%;max-height:22rem;object-fit:cover;border-radius:6px}
.fws-facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
.fws-facts dt{font-weight:600}.fws-facts dd{margin:0}
.fws-list{list-style:none;padding:0;margin:0;columns:18rem}
.fws-list li{break-inside:avoid;padding:.15rem 0}
.fws-gen{font-weight:600;margin-top:.75rem}
.fws-muted{color:#666}
.fws-gallery{display:grid;grid-template-columns:repeat(auto-fill,minmax(10rem,1fr));gap:.75rem;list-style:none;padding:0}
.fws-gallery figure{margin:0}.fws-gallery img{width:100%;height:10rem;object-fit:cover;border-radius:4px;background:#eee}
.fws-gallery figcaption{font-size:.8125rem}
.fws-portrait{float:right;width:10rem;margin:0 0 1rem 1rem;border-radius:4px}
.fws svg{max-width:100%;height:auto}
.fws-pager{display:flex;gap:1rem;margin-top:1rem}
.fws-notice{padding:2rem 0}
`;
