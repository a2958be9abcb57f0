/** Calls of the genealogy wiki (platform.md section 7, wiki), typed with src/protocol/wiki.ts. */
import {
  wikiArticleRawSchema,
  wikiArticleSchema,
  wikiCategoryListSchema,
  wikiCategoryPageSchema,
  wikiGlossaryListSchema,
  wikiSearchListSchema,
  wikiTimelineSchema,
  type WikiArticle,
  type WikiArticleRaw,
  type WikiArticleUpdate,
  type WikiCategory,
  type WikiCategoryPage,
  type WikiGlossaryEntry,
  type WikiSearchList,
  type WikiTimeline,
} from '../protocol/wiki';
import { call } from './client';

export function searchWiki(params: { q?: string; place_id?: string; category?: string; limit?: number; offset?: number }): Promise<WikiSearchList> {
  return call('GET', 'wiki/search/', wikiSearchListSchema, { searchParams: params, ac: 'wiki-search' });
}

export function fetchWikiArticle(slug: string): Promise<WikiArticle> {
  return call('GET', `wiki/article/${encodeURIComponent(slug)}/`, wikiArticleSchema);
}

export function fetchWikiRaw(slug: string): Promise<WikiArticleRaw> {
  return call('GET', `wiki/article/${encodeURIComponent(slug)}/raw/`, wikiArticleRawSchema);
}

export function saveWikiArticle(slug: string, article: WikiArticleUpdate): Promise<WikiArticle> {
  return call('PUT', `wiki/article/${encodeURIComponent(slug)}/`, wikiArticleSchema, { json: article });
}

export async function fetchWikiCategories(): Promise<WikiCategory[]> {
  return (await call('GET', 'wiki/category/', wikiCategoryListSchema)).objects;
}

export function fetchWikiCategory(slug: string): Promise<WikiCategoryPage> {
  return call('GET', `wiki/category/${encodeURIComponent(slug)}/`, wikiCategoryPageSchema);
}

let glossary: Promise<WikiGlossaryEntry[]> | null = null;

/** The whole glossary, fetched once per page load and shared by every page that shows terms. */
export function fetchGlossary(): Promise<WikiGlossaryEntry[]> {
  glossary ??= call('GET', 'wiki/glossary/', wikiGlossaryListSchema, { searchParams: { limit: 1000 } }).then(
    (list) => list.objects,
    (err: unknown) => {
      glossary = null;
      throw err;
    },
  );
  return glossary;
}

/** The timeline of migration history, oldest first. */
export function fetchWikiTimeline(): Promise<WikiTimeline> {
  return call('GET', 'wiki/timeline/', wikiTimelineSchema, { ac: 'wiki-timeline' });
}
