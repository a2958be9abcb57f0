import { sql, type Kysely } from 'kysely';
import { wikiArticles, wikiCategories, wikiGlossary } from '../../../content/wiki';
import { articleRow } from '../../modules/wiki/articleRow';

/**
 * The genealogy wiki: categories, articles (markdown as written, with search keys of their Chinese
 * terms and pinyin, a full-text vector and the gazetteer places they link to) and the glossary. A
 * new database gets the articles and terms written for the product; staff edit them afterwards.
 * Inserts skip rows that exist, so running the load twice changes nothing. PostgreSQL 15 SQL only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE wiki_categories (
      slug text PRIMARY KEY,
      title text NOT NULL,
      title_zh text NOT NULL,
      description text NOT NULL,
      sort smallint NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE wiki_articles (
      slug text PRIMARY KEY,
      title text NOT NULL,
      title_zh text NOT NULL,
      summary text NOT NULL,
      category text NOT NULL REFERENCES wiki_categories (slug),
      featured boolean NOT NULL DEFAULT false,
      content text NOT NULL,
      "references" text[] NOT NULL,
      place_ids text[] NOT NULL,
      word_count integer NOT NULL,
      search_keys text[] NOT NULL,
      search_tsv tsvector NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by uuid REFERENCES users (id) ON DELETE SET NULL
    )`.execute(db);
  await sql`CREATE INDEX wiki_articles_category ON wiki_articles (category)`.execute(db);
  await sql`CREATE INDEX wiki_articles_keys ON wiki_articles USING gin (search_keys)`.execute(db);
  await sql`CREATE INDEX wiki_articles_places ON wiki_articles USING gin (place_ids)`.execute(db);
  await sql`CREATE INDEX wiki_articles_tsv ON wiki_articles USING gin (search_tsv)`.execute(db);
  await sql`
    CREATE TABLE wiki_glossary (
      id serial PRIMARY KEY,
      title text NOT NULL,
      characters text NOT NULL,
      traditional text NOT NULL,
      pinyin text NOT NULL,
      content text NOT NULL,
      img_url text,
      wiki_url text,
      UNIQUE (title, characters)
    )`.execute(db);

  await db
    .insertInto('wiki_categories')
    .values(wikiCategories.map((c, i) => ({ ...c, sort: i })))
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  for (const a of wikiArticles) {
    await db.insertInto('wiki_articles').values(articleRow(a)).onConflict((oc) => oc.column('slug').doNothing()).execute();
  }
  await db
    .insertInto('wiki_glossary')
    .values(wikiGlossary.map((g) => ({ title: g.title, characters: g.characters, traditional: g.traditional, pinyin: g.pinyin, content: g.content, img_url: g.imgUrl ?? null, wiki_url: g.wikiUrl ?? null })))
    .onConflict((oc) => oc.columns(['title', 'characters']).doNothing())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE wiki_glossary`.execute(db);
  await sql`DROP TABLE wiki_articles`.execute(db);
  await sql`DROP TABLE wiki_categories`.execute(db);
}
