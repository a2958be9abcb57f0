/** The wiki's reads and staff edits: categories, search, articles, raw markdown and the glossary. */
import { sql, type Expression, type SqlBool } from 'kysely';
import type {
  WikiArticle,
  WikiArticleRaw,
  WikiArticleSummary,
  WikiArticleUpdate,
  WikiCategory,
  WikiCategoryPage,
  WikiGlossaryList,
  WikiSearchList,
  WikiSearchQuery,
} from '../../../protocol/wiki';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { articleRow } from './articleRow';
import { readQuery } from './searchKeys';

const summaryColumns = ['slug', 'title', 'title_zh', 'summary', 'category', 'featured', 'place_ids', 'word_count', 'updated_at'] as const;
interface SummaryRow {
  slug: string;
  title: string;
  title_zh: string;
  summary: string;
  category: string;
  featured: boolean;
  place_ids: string[];
  word_count: number;
  updated_at: Date | string;
}

function summary(r: SummaryRow): WikiArticleSummary {
  return {
    slug: r.slug,
    title: r.title,
    title_zh: r.title_zh,
    summary: r.summary,
    category: r.category,
    featured: r.featured,
    place_ids: r.place_ids,
    word_count: r.word_count,
    updated_at: new Date(r.updated_at).toISOString(),
  };
}

export async function listCategories(db: Db): Promise<WikiCategory[]> {
  const rows = await db
    .selectFrom('wiki_categories as c')
    .leftJoin('wiki_articles as a', 'a.category', 'c.slug')
    .select(['c.slug', 'c.title', 'c.title_zh', 'c.description', 'c.sort'])
    .select((eb) => eb.fn.count<string>('a.slug').as('n'))
    .groupBy(['c.slug', 'c.title', 'c.title_zh', 'c.description', 'c.sort'])
    .orderBy('c.sort')
    .execute();
  return rows.map((r) => ({ slug: r.slug, title: r.title, title_zh: r.title_zh, description: r.description, article_count: Number(r.n) }));
}

/**
 * Articles matching a query: every Chinese part of it as characters (either script), and its Latin
 * part either as pinyin written together or as English words. An empty query lists every article.
 */
export async function searchArticles(db: Db, query: WikiSearchQuery): Promise<WikiSearchList> {
  const q = readQuery(query.q);
  const tsQuery = q.words ? sql`plainto_tsquery('english', ${q.words})` : null;
  let base = db.selectFrom('wiki_articles');
  if (query.place_id) base = base.where(sql<SqlBool>`place_ids @> ARRAY[${query.place_id}]::text[]`);
  if (query.category) base = base.where('category', '=', query.category);
  if (q.han.length) base = base.where(sql<SqlBool>`search_keys @> ${sql.val(q.han)}::text[]`);
  if (q.words) {
    const latin: Expression<SqlBool>[] = [sql<SqlBool>`search_tsv @@ ${tsQuery}`];
    if (q.pinyinKey) latin.push(sql<SqlBool>`search_keys @> ARRAY[${q.pinyinKey}]::text[]`);
    base = base.where((eb) => eb.or(latin));
  }
  let page = base.select(summaryColumns);
  if (tsQuery) page = page.orderBy(sql`ts_rank(search_tsv, ${tsQuery})`, 'desc');
  const [rows, count] = await Promise.all([
    page
      .orderBy('featured', 'desc')
      .orderBy('title')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const keep = query.fields ? new Set(['slug', ...query.fields.split(',').map((f) => f.trim())]) : null;
  const objects = rows.map((r) => {
    const s = summary(r);
    return keep ? (Object.fromEntries(Object.entries(s).filter(([k]) => keep.has(k))) as WikiSearchList['objects'][number]) : s;
  });
  return { objects, meta: { limit: query.limit, offset: query.offset, total_count: Number(count.n) } };
}

export async function readArticle(db: Db, slug: string): Promise<WikiArticle> {
  const row = await db
    .selectFrom('wiki_articles as a')
    .innerJoin('wiki_categories as c', 'c.slug', 'a.category')
    .select([...summaryColumns.map((c) => `a.${c}` as const), 'a.content', 'a.references', 'c.title as category_title'])
    .where('a.slug', '=', slug)
    .executeTakeFirst();
  if (!row) throw notFound('No wiki article has this slug.');
  // Related: the same category first, then articles that name the same places.
  const related = await db
    .selectFrom('wiki_articles')
    .select(summaryColumns)
    .where('slug', '!=', slug)
    .where((eb) => eb.or([eb('category', '=', row.category), sql<SqlBool>`place_ids && ${sql.val(row.place_ids)}::text[]`]))
    .orderBy(sql`category = ${row.category}`, 'desc')
    .orderBy('title')
    .limit(5)
    .execute();
  return {
    ...summary(row),
    content: row.content,
    references: row.references,
    category_title: row.category_title,
    related: related.map((r) => summary(r)),
  };
}

export async function readRaw(db: Db, slug: string): Promise<WikiArticleRaw> {
  const row = await db
    .selectFrom('wiki_articles')
    .select(['slug', 'title', 'title_zh', 'summary', 'category', 'featured', 'content', 'references'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) throw notFound('No wiki article has this slug.');
  return row;
}

export async function categoryPage(db: Db, slug: string): Promise<WikiCategoryPage> {
  const category = (await listCategories(db)).find((c) => c.slug === slug);
  if (!category) throw notFound('No wiki category has this slug.');
  const rows = await db.selectFrom('wiki_articles').select(summaryColumns).where('category', '=', slug).orderBy('featured', 'desc').orderBy('title').execute();
  return { category, objects: rows.map((r) => summary(r)) };
}

/** A staff edit: writes the article (or creates it under a new slug) with its search keys. */
export async function saveArticle(db: Db, slug: string, input: WikiArticleUpdate, userId: string, now: Date): Promise<{ created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const category = await trx.selectFrom('wiki_categories').select('slug').where('slug', '=', input.category).executeTakeFirst();
    if (!category) throw badRequest('Invalid body: category: no such wiki category.', { category: ['No such wiki category.'] });
    const row = { ...articleRow({ ...input, slug }), updated_at: now, updated_by: userId };
    const existing = await trx.selectFrom('wiki_articles').select('slug').where('slug', '=', slug).forUpdate().executeTakeFirst();
    if (existing) await trx.updateTable('wiki_articles').set(row).where('slug', '=', slug).execute();
    else await trx.insertInto('wiki_articles').values(row).execute();
    return { created: !existing };
  });
}

export async function listGlossary(db: Db, page: { limit: number; offset: number }): Promise<WikiGlossaryList> {
  const [rows, count] = await Promise.all([
    db.selectFrom('wiki_glossary').selectAll().orderBy('title').orderBy('id').limit(page.limit).offset(page.offset).execute(),
    db.selectFrom('wiki_glossary').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    objects: rows.map((r) => ({ title: r.title, characters: r.characters, traditional: r.traditional, pinyin: r.pinyin, content: r.content, imgUrl: r.img_url, wikiUrl: r.wiki_url })),
    meta: { limit: page.limit, offset: page.offset, total_count: Number(count.n) },
  };
}
