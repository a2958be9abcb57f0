/** Shapes of the wiki content written for the product (loaded into the database on a new install). */

export interface WikiCategorySeed {
  slug: string;
  title: string;
  title_zh: string;
  description: string;
}

export interface WikiArticleSeed {
  slug: string;
  title: string;
  title_zh: string;
  summary: string;
  category: string;
  featured: boolean;
  /** Markdown; links to places, surnames and dialects use the site's paths. */
  content: string;
  /** Works and archives the article draws on, one citation each. */
  references: string[];
}

export interface WikiGlossarySeed {
  /** The term as English readers meet it (zupu, generation poem). */
  title: string;
  /** Simplified characters. */
  characters: string;
  traditional: string;
  /** Hanyu pinyin with tone marks. */
  pinyin: string;
  /** A plain explanation. */
  content: string;
  imgUrl?: string | null;
  /** The article that explains the term further. */
  wikiUrl?: string | null;
}
