/**
 * Zupus (clan pedigrees): search, meta, pages with their OCR, full-text search with hit boxes, saved
 * pedigrees, the OCR of an image area and the word-by-word gloss (platform.md 7, Pedigrees; issue 23).
 *
 * Calls (all under /api/v1/):
 * - GET clan-pedigree/ {offset, limit, clan_id, clan_name, place_id, only_meta} → list of ClanPedigree
 *   (only_meta: `objects` empty, `meta.total_count` only)
 * - GET clan-pedigree/my-pedigree/ {limit, offset, family_tree_id, clan_name} → the member's saved and owned zupus
 * - GET clan-pedigree/meta/ {clan_id, place_ids (comma list)} → PedigreeFacets
 * - GET clan-pedigree/count/ {clan_id, clan_name, place_id} → {count}
 * - GET clan-pedigree/search-content/ {q, clan_pedigree_id, offset} → list of ContentHit (page size 10)
 * - GET clan-pedigree/:id/ → ClanPedigree
 * - GET clan-pedigree/:id/page/?page=N → PageImage; page-preview/?page=N&width → {url};
 *   page-ocr/?page=N → {text, boxes}; page-search-preview/?page=N&q → PageSearchPreview
 *   (a page outside 1..page_count: 404)
 * - GET clan-pedigree-image/search/ {q, clan_pedigree_id, offset} → list of PageSearchPreview
 * - saved-clan-pedigree/: GET {limit, offset, family_tree_id, clan_name, is_family_tree_set}; POST
 *   {clan_pedigree_id, family_tree_id, clan_name}; PATCH and DELETE saved-clan-pedigree/:id/
 * - POST api/ocr/ocr-image-area: JSON {url} or multipart {file}, with lang, rotate, x1, x2, y1, y2 → {text}
 *   (rectangle outside the image 400, unsupported type 400, over 100 MB 413)
 * - POST member/translate/ {text} → Gloss (a dictionary gloss, not a translation)
 */
import { z } from 'zod';
import { listMetaSchema, listSchema, pageQuerySchema } from './common';

export const ZUPU_PAGE_SIZE = 10;

const id = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Not a zupu id.');
const positiveInt = z.coerce.number().int().min(1).max(1_000_000);
const placeCode = z.string().regex(/^\d{2,12}$/, 'Not a place id.');

export const zupuIdParams = z.object({ id });

export const pedigreeSearchQuerySchema = pageQuerySchema(ZUPU_PAGE_SIZE, 100).extend({
  clan_id: positiveInt.optional(),
  clan_name: z.string().trim().min(1).max(50).optional(),
  place_id: placeCode.optional(),
  only_meta: z.enum(['true', 'false', '1', '0']).optional(),
});

export const pedigreeMetaQuerySchema = z.object({
  clan_id: positiveInt.optional(),
  place_ids: z
    .string()
    .max(1000)
    .optional()
    .transform((s, ctx) => {
      const list = (s ?? '').split(',').map((p) => p.trim()).filter(Boolean);
      if (list.some((p) => !/^\d{2,12}$/.test(p))) ctx.addIssue({ code: 'custom', message: 'A comma list of place ids.' });
      return list;
    }),
});

export const pedigreeCountQuerySchema = z.object({ clan_id: positiveInt.optional(), clan_name: z.string().trim().min(1).max(50).optional(), place_id: placeCode.optional() });

export const pageQuery = z.object({ page: positiveInt });
export const pagePreviewQuery = pageQuery.extend({ width: z.coerce.number().int().min(16).max(2048).default(1024) });
export const pageSearchPreviewQuery = pageQuery.extend({ q: z.string().trim().min(1).max(100) });

export const contentSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Enter the words to find.').max(100),
  clan_pedigree_id: id.optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(ZUPU_PAGE_SIZE),
});

export const ancestralPlaceSchema = z.object({ place_id: z.string(), name: z.string() });

export const pedigreeMetaSchema = z.object({
  title: z.string(),
  clan_name: z.string(),
  surname: z.string(),
  surname_traditional: z.string(),
  hall_name: z.string(),
  generation_poem: z.string(),
  ancestral_places: z.array(ancestralPlaceSchema),
  volumes: z.number().int(),
  year: z.number().int().nullable(),
  page_count: z.number().int(),
  pages_with_text: z.number().int(),
  description: z.string(),
  /** Sample collection: generated books, labelled as such. */
  is_sample: z.boolean(),
  cover_url: z.string().nullable(),
});

export const clanPedigreeSchema = z.object({ id: z.string(), is_user_saved: z.boolean(), is_owned: z.boolean(), meta: pedigreeMetaSchema });
export type ClanPedigree = z.infer<typeof clanPedigreeSchema>;
export const clanPedigreeListSchema = listSchema(clanPedigreeSchema);

export const pedigreeFacetsSchema = z.object({
  total_count: z.number().int(),
  places: z.array(ancestralPlaceSchema.extend({ count: z.number().int() })),
  clans: z.array(z.object({ surname: z.string(), surname_traditional: z.string(), count: z.number().int() })),
});

/** A point on the page image, in its pixels. */
export const vertexSchema = z.object({ x: z.number(), y: z.number() });
/** One polygon (four vertices, clockwise from top left) per run of hit characters in one column or line. */
export const matchesVerticesSchema = z.array(z.array(vertexSchema));

export const pageImageSchema = z.object({
  zupu_id: z.string(),
  page: z.number().int(),
  page_count: z.number().int(),
  url: z.string(),
  preview_url: z.string(),
  thumbnail_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  ocr_status: z.enum(['pending', 'done', 'failed']),
});

/** page-preview/: the page through the image service at the width asked for. */
export const pagePreviewSchema = z.object({ zupu_id: z.string(), page: z.number().int(), url: z.string(), width: z.number().int(), height: z.number().int() });

export const pageOcrSchema = z.object({
  text: z.string(),
  /** [x1, y1, x2, y2] for each non-space character of `text`, in order. */
  boxes: z.array(z.array(z.number())),
});

export const contentHitSchema = z.object({
  zupu_id: z.string(),
  title: z.string(),
  page: z.number().int(),
  /** The hit in its context, as the page's text has it (traditional when the book is). */
  snippet: z.string(),
  /** Where the hit stands in the snippet. */
  highlight: z.object({ start: z.number().int(), length: z.number().int() }),
  width: z.number().int(),
  height: z.number().int(),
  matches_vertices: matchesVerticesSchema,
});
export type ContentHit = z.infer<typeof contentHitSchema>;
/** meta.total_capped: more pages hold the query than the count goes to; total_count is then that cap (1,000). */
export const contentSearchResultSchema = z.object({ objects: z.array(contentHitSchema), meta: listMetaSchema.extend({ total_capped: z.boolean() }) });

export const pageSearchPreviewSchema = z.object({
  zupu_id: z.string(),
  page: z.number().int(),
  url: z.string(),
  preview_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  matches_vertices: matchesVerticesSchema,
});

const treeId = z.string().uuid('Not a family tree id.');
export const savedPedigreeQuerySchema = pageQuerySchema(ZUPU_PAGE_SIZE, 100).extend({
  family_tree_id: treeId.optional(),
  clan_name: z.string().trim().min(1).max(50).optional(),
  is_family_tree_set: z.enum(['true', 'false', '1', '0']).optional(),
  /** The saves of one zupu only (my-zupus removes a zupu by deleting these). */
  clan_pedigree_id: id.optional(),
});
export const savedPedigreeCreateSchema = z.object({
  clan_pedigree_id: id,
  family_tree_id: treeId.nullable().optional(),
  clan_name: z.string().trim().max(50).optional(),
});
export const savedPedigreePatchSchema = z.object({ family_tree_id: treeId.nullable().optional(), clan_name: z.string().trim().max(50).optional() });
export const savedPedigreeIdParams = z.object({ id: z.string().uuid('Not a saved pedigree id.') });

export const savedPedigreeSchema = z.object({
  id: z.string(),
  clan_pedigree_id: z.string(),
  family_tree_id: z.string().nullable(),
  clan_name: z.string(),
  created_at: z.string(),
  pedigree: clanPedigreeSchema,
});
export type SavedPedigree = z.infer<typeof savedPedigreeSchema>;

export const OCR_LANGUAGES = ['chi_tra_vert', 'chi_sim', 'eng'] as const;
const coordinate = z.coerce.number().int().min(0).max(100_000);
/** The fields of an OCR request (JSON, or beside the multipart file). */
export const ocrAreaFieldsSchema = z
  .object({
    url: z.string().min(1).max(8000).optional(),
    lang: z.enum(OCR_LANGUAGES).default('chi_tra_vert'),
    rotate: z.coerce.number().int().refine((n) => n % 90 === 0, 'A multiple of 90 degrees.').default(0),
    x1: coordinate.optional(),
    x2: coordinate.optional(),
    y1: coordinate.optional(),
    y2: coordinate.optional(),
  })
  .superRefine((v, ctx) => {
    const given = [v.x1, v.x2, v.y1, v.y2].filter((n) => n !== undefined).length;
    if (given !== 0 && given !== 4) ctx.addIssue({ code: 'custom', path: ['x1'], message: 'Give all of x1, x2, y1 and y2, or none.' });
    if (given === 4 && (v.x2! <= v.x1! || v.y2! <= v.y1!)) ctx.addIssue({ code: 'custom', path: ['x2'], message: 'x2 and y2 must be greater than x1 and y1.' });
  });
export const ocrAreaResultSchema = z.object({ text: z.string() });

export const translateRequestSchema = z.object({ text: z.string().trim().min(1, 'Enter some text.').max(5000) });
export const glossWordSchema = z.object({
  word: z.string(),
  pinyin: z.string(),
  /** CC-CEDICT senses, or the template's reading (諱 X: taboo (formal) name X; 光緒十二年: 1886). */
  senses: z.array(z.string()),
});
export const glossSchema = z.object({ text: z.string(), gloss: z.array(glossWordSchema) });
export type Gloss = z.infer<typeof glossSchema>;
