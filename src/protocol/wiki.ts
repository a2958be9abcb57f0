/** The genealogy wiki: articles (markdown), categories, glossary entries and search. */
import { z } from 'zod';
import { listSchema, pageQuerySchema } from './common';

/** Page size of wiki search (platform spec 9). */
export const WIKI_SEARCH_PAGE = 20;

const slug = z
  .string()
  .trim()
  .min(1, 'A slug.')
  .max(120, 'At most 120 characters.')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case letters, digits and hyphens (reign-years).');

export const wikiSlugParamsSchema = z.object({ slug });

export const wikiCategorySchema = z.object({
  slug: z.string(),
  title: z.string(),
  title_zh: z.string(),
  description: z.string(),
  article_count: z.number().int(),
});
export type WikiCategory = z.infer<typeof wikiCategorySchema>;
export const wikiCategoryListSchema = z.object({ objects: z.array(wikiCategorySchema) });

/** An article as listed: no body. */
export const wikiArticleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  title_zh: z.string(),
  summary: z.string(),
  category: z.string(),
  featured: z.boolean(),
  place_ids: z.array(z.string()),
  word_count: z.number().int(),
  updated_at: z.string(),
});
export type WikiArticleSummary = z.infer<typeof wikiArticleSummarySchema>;

/** An article to read: its markdown (rendered and sanitised by the reader), references and related articles. */
export const wikiArticleSchema = wikiArticleSummarySchema.extend({
  content: z.string(),
  references: z.array(z.string()),
  related: z.array(wikiArticleSummarySchema),
  category_title: z.string(),
});
export type WikiArticle = z.infer<typeof wikiArticleSchema>;

/** `/raw/`: the markdown as a staff member wrote it, before rendering. */
export const wikiArticleRawSchema = z.object({
  slug: z.string(),
  title: z.string(),
  title_zh: z.string(),
  summary: z.string(),
  category: z.string(),
  featured: z.boolean(),
  content: z.string(),
  references: z.array(z.string()),
});
export type WikiArticleRaw = z.infer<typeof wikiArticleRawSchema>;

/** A staff edit of an article. */
export const wikiArticleUpdateSchema = z.object({
  title: z.string().trim().min(1, 'A title.').max(200, 'At most 200 characters.'),
  title_zh: z.string().trim().max(60, 'At most 60 characters.').default(''),
  summary: z.string().trim().min(1, 'A summary.').max(600, 'At most 600 characters.'),
  category: slug,
  featured: z.boolean().default(false),
  content: z.string().min(1, 'The article text.').max(200_000, 'At most 200,000 characters.'),
  references: z.array(z.string().trim().min(1, 'An empty reference.').max(600, 'At most 600 characters.')).max(60, 'At most 60 references.').default([]),
});
export type WikiArticleUpdate = z.infer<typeof wikiArticleUpdateSchema>;

/** The response fields `fields` may ask for. */
export const wikiSearchFields = ['slug', 'title', 'title_zh', 'summary', 'category', 'featured', 'place_ids', 'word_count', 'updated_at'] as const;

export const wikiSearchQuerySchema = pageQuerySchema(WIKI_SEARCH_PAGE, 100).extend({
  /** Words, Chinese characters (either script) or pinyin (with or without tones); empty lists every article. */
  q: z.string().trim().max(200, 'At most 200 characters.').default(''),
  /** Articles that name this gazetteer place. */
  place_id: z.string().trim().regex(/^\d{2}(\d{2}(\d{2}(\d{3}(\d{3})?)?)?)?$/, 'A place id: 2, 4, 6, 9 or 12 digits.').optional(),
  /** Comma-separated response fields to keep; slug is always kept. */
  fields: z
    .string()
    .trim()
    .max(200)
    .refine((v) => v.split(',').every((f) => (wikiSearchFields as readonly string[]).includes(f.trim())), `Fields among ${wikiSearchFields.join(', ')}.`)
    .optional(),
  category: slug.optional(),
});
export type WikiSearchQuery = z.infer<typeof wikiSearchQuerySchema>;

export const wikiSearchListSchema = listSchema(wikiArticleSummarySchema.partial().extend({ slug: z.string() }));
export type WikiSearchList = z.infer<typeof wikiSearchListSchema>;

export const wikiCategoryPageSchema = z.object({
  category: wikiCategorySchema,
  objects: z.array(wikiArticleSummarySchema),
});
export type WikiCategoryPage = z.infer<typeof wikiCategoryPageSchema>;

/** A glossary entry (platform spec 3: title, content, imgUrl, wikiUrl) with its characters and pinyin. */
export const wikiGlossaryEntrySchema = z.object({
  title: z.string(),
  characters: z.string(),
  traditional: z.string(),
  pinyin: z.string(),
  content: z.string(),
  imgUrl: z.string().nullable(),
  wikiUrl: z.string().nullable(),
});
export type WikiGlossaryEntry = z.infer<typeof wikiGlossaryEntrySchema>;
export const wikiGlossaryListSchema = listSchema(wikiGlossaryEntrySchema);
export type WikiGlossaryList = z.infer<typeof wikiGlossaryListSchema>;

/** GET wiki/timeline/: the timeline of migration history, oldest first (the events and workshops are wiki/events/). */
export const wikiTimelineEventSchema = z.object({
  year: z.number().int(),
  end_year: z.number().int().nullable(),
  title: z.string(),
  title_zh: z.string(),
  summary: z.string(),
  region: z.string(),
  place_ids: z.array(z.string()),
  article: z.string().nullable(),
});
export type WikiTimelineEvent = z.infer<typeof wikiTimelineEventSchema>;
export const wikiTimelineSchema = listSchema(wikiTimelineEventSchema);
export type WikiTimeline = z.infer<typeof wikiTimelineSchema>;
export const wikiTimelineQuerySchema = z.object({
  region: z.enum(['China', 'North America', 'Oceania', 'South-East Asia', 'Latin America and the Caribbean']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
