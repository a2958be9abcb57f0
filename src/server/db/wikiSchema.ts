/** The genealogy wiki: categories, articles and glossary terms (migration 0071). */
import type { Generated } from 'kysely';
import type { Timestamp } from './schema';

export interface WikiCategoriesTable {
  slug: string;
  title: string;
  title_zh: string;
  description: string;
  sort: number;
}

export interface WikiArticlesTable {
  slug: string;
  title: string;
  title_zh: string;
  summary: string;
  category: string;
  featured: Generated<boolean>;
  content: string;
  references: string[];
  place_ids: string[];
  word_count: number;
  search_keys: string[];
  /** A tsvector; written through SQL. */
  search_tsv: string;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface WikiGlossaryTable {
  id: Generated<number>;
  title: string;
  characters: string;
  traditional: string;
  pinyin: string;
  content: string;
  img_url: string | null;
  wiki_url: string | null;
}
