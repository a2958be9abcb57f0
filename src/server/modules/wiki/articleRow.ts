/** The stored row of an article: its text as written plus what search and lists derive from it. */
import { sql, type RawBuilder } from 'kysely';
import { blockLinks, blocksText, countWords, parseMarkdown } from '../../../lib/markdown';
import { articleKeys } from './searchKeys';

export interface ArticleSource {
  slug: string;
  title: string;
  title_zh: string;
  summary: string;
  category: string;
  featured: boolean;
  content: string;
  references: string[];
}

export interface ArticleRow extends ArticleSource {
  place_ids: string[];
  word_count: number;
  search_keys: string[];
  search_tsv: RawBuilder<string>;
}

/** Gazetteer place ids an article links to (/places/:id/...). */
export function linkedPlaceIds(links: string[]): string[] {
  const ids = new Set<string>();
  for (const href of links) {
    const m = href.match(/^\/places\/(\d{2,12})(?:[/?#]|$)/);
    if (m) ids.add(m[1]);
  }
  return [...ids];
}

export function articleRow(a: ArticleSource): ArticleRow {
  const blocks = parseMarkdown(a.content);
  const text = blocksText(blocks);
  const all = [a.title, a.title_zh, a.summary, text].join('\n');
  // Full text on the words without accents, so "Zúpǔ" and "zupu" meet.
  const folded = all.normalize('NFKD').replace(/\p{M}/gu, '');
  return {
    ...a,
    place_ids: linkedPlaceIds(blockLinks(blocks)),
    word_count: countWords(text),
    search_keys: articleKeys(all),
    search_tsv: sql<string>`setweight(to_tsvector('english', ${[a.title, a.title_zh].join(' ').normalize('NFKD').replace(/\p{M}/gu, '')}), 'A') || to_tsvector('english', ${folded})`,
  };
}
