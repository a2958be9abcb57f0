/**
 * Indexed records: the record search (GET sources/search-mentions/) with the fields of the record
 * search form (spec platform.md 3), its results and facets.
 */
import { z } from 'zod';
import { listMetaSchema } from './common';

export const RECORD_PAGE_SIZE = 10;

/** Category ids of the search and the labels the result facets show. */
export const RECORD_CATEGORY_LABELS = {
  'birth-marriage-death': 'Birth, Marriage & Death',
  immigration: 'Immigration',
  census: 'Census Records',
  'associations-directories': 'Associations & Directories',
} as const;
export type RecordCategoryId = keyof typeof RECORD_CATEGORY_LABELS;
const categoryIds = Object.keys(RECORD_CATEGORY_LABELS) as [RecordCategoryId, ...RecordCategoryId[]];

export const IMAGE_FACET_LABELS = { true: 'Images Available', false: 'No Images Available' } as const;

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const text = (max: number) => z.string().trim().min(1).max(max);
const year = z.coerce.number().int().min(1000).max(2100);
const approx = z.coerce.number().int().min(0).max(50);
const list = <T extends z.ZodTypeAny>(item: T) => z.union([item, z.array(item).max(20)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.infer<T>[]);

export const relationTypes = ['spouse', 'child', 'parent', 'sibling'] as const;
/** A relative named in the same record (spec: Relative filter). */
export const relativeFilterSchema = z
  .object({ first_name: z.string().trim().max(100).default(''), surname: z.string().trim().max(100).default(''), relation_type: z.enum(relationTypes).optional() })
  .strict()
  .refine((r) => r.first_name || r.surname, { message: 'A relative needs a first name or a surname.' });
export type RelativeFilter = z.infer<typeof relativeFilterSchema>;

/** An event of the record (spec: Fact filter): its type, year with approximation, place. */
export const factFilterSchema = z
  .object({
    fact_type: z.string().trim().max(40),
    year: z.number().int().min(1000).max(2100).optional(),
    approx: z.number().int().min(0).max(50).optional(),
    place_display_text: z.string().trim().max(200).optional(),
    value: z.string().trim().max(200).optional(),
  })
  .passthrough();
export type FactFilter = z.infer<typeof factFilterSchema>;

function jsonList<T extends z.ZodTypeAny>(item: T, field: string) {
  return z.string().max(8_000).transform((raw, ctx) => {
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${field} must be a JSON list.` });
      return z.NEVER;
    }
    const parsed = z.array(item).max(10).safeParse(Array.isArray(value) ? value : [value]);
    if (!parsed.success) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
      return z.NEVER;
    }
    return parsed.data as z.infer<T>[];
  });
}

/** GET sources/search-mentions/: the record search form as query parameters (arrays repeated; facts and relatives as JSON). */
export const recordSearchQuerySchema = z
  .object({
    first_name: text(100).optional(),
    surname: text(100).optional(),
    with_fuzzy_first_name: flag.default(false),
    with_fuzzy_surname: flag.default(false),
    gender: z.enum(['m', 'f']).optional(),
    birth_year: year.optional(),
    birth_year_approx: approx.default(0),
    death_year: year.optional(),
    death_year_approx: approx.default(0),
    birth_location: text(200).optional(),
    death_location: text(200).optional(),
    residence_location: text(200).optional(),
    residence_from: year.optional(),
    residence_to: year.optional(),
    auto_place: text(200).optional(),
    record_year: year.optional(),
    category_id: z.enum(categoryIds, { message: `One of ${categoryIds.join(', ')}.` }).optional(),
    collection: list(text(80)).optional(),
    source_id: text(80).optional(),
    source_types: list(text(40)).optional(),
    has_images: flag.optional(),
    /** Facet narrowing: the decade of the record's event (1900 for the 1900s) and the birth county's gazetteer code, or 'none'. */
    decade: z.coerce.number().int().min(1000).max(2100).multipleOf(10).optional(),
    place_code: z.string().regex(/^(\d{6}|none)$/, 'A six-digit county code or none.').optional(),
    is_flexible: flag.default(false),
    relatives: jsonList(relativeFilterSchema, 'relatives').optional(),
    facts: jsonList(factFilterSchema, 'facts').optional(),
    limit: z.coerce.number().int().min(1).max(RECORD_PAGE_SIZE, `At most ${RECORD_PAGE_SIZE} a page.`).default(RECORD_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).max(10_000).default(0),
  })
  .superRefine((q, ctx) => {
    const person = q.first_name || q.surname || q.birth_location || q.death_location || q.residence_location || q.auto_place || q.relatives?.length || q.facts?.length;
    if (!person) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['surname'], message: 'Give a name, a place, a relative or an event to search for.' });
  });
export type RecordSearchQuery = z.infer<typeof recordSearchQuerySchema>;

export const recordResultSchema = z.object({
  code: z.string(),
  first_name: z.string(),
  surname: z.string(),
  name_zh: z.string().nullable(),
  gender: z.enum(['m', 'f']).nullable(),
  role: z.string(),
  birth_year: z.number().int().nullable(),
  birth_year_approx: z.number().int(),
  death_year: z.number().int().nullable(),
  /** Places the record gives for this person and its event, as written. */
  places: z.array(z.string()),
  event_type: z.string(),
  event_year: z.number().int(),
  category_id: z.string(),
  collection_id: z.string(),
  collection_title: z.string(),
  is_sample: z.boolean(),
  source_id: z.string(),
  has_images: z.boolean(),
  score: z.number(),
});
export type RecordResult = z.infer<typeof recordResultSchema>;

export const facetValueSchema = z.object({ object_id: z.string(), name: z.string(), count: z.number().int() });
export const recordSearchResponseSchema = z.object({
  objects: z.array(recordResultSchema),
  meta: listMetaSchema,
  facets: z.object({
    category: z.array(facetValueSchema),
    collection: z.array(facetValueSchema),
    decade: z.array(facetValueSchema),
    place: z.array(facetValueSchema),
    has_images: z.array(facetValueSchema),
  }),
});
export type RecordSearchResponse = z.infer<typeof recordSearchResponseSchema>;
