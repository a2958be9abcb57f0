/**
 * Indexed records: the record search (GET sources/search-mentions/) with the fields of the record
 * search form (spec platform.md 3), its results and facets.
 */
import { z } from 'zod';
import { listMetaSchema } from './common';
import { sourceImageSchema } from './sourceImages';

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

// --- One record, sources and collections (person-mentions/:code/, sources/, sources/:id/, collections/) ---

/** Codes and ids of records, sources and collections: lower-case letters, digits and hyphens. */
const pageOf = <T extends z.ZodTypeAny>(item: T) => z.object({ objects: z.array(item), meta: listMetaSchema });
const recordKey = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case letters, digits and hyphens.').max(80);
export const recordCodeParamSchema = z.object({ code: recordKey });
export const recordIdParamSchema = z.object({ id: recordKey });

/** The readable part of a record's URL: the main person's name as written ("wong-ah-sing"). */
export function recordSlug(persons: readonly { first_name: string; surname: string }[]): string {
  const p = persons[0];
  const slug = p
    ? `${p.surname} ${p.first_name}`
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
    : '';
  return slug || 'record';
}

export const collectionRefSchema = z.object({
  id: z.string(),
  title: z.string(),
  category_id: z.string(),
  category_name: z.string(),
  is_sample: z.boolean(),
});
export type CollectionRef = z.infer<typeof collectionRefSchema>;

export const sourceRefSchema = z.object({
  id: z.string(),
  title: z.string(),
  source_type: z.string(),
  year: z.number().int().nullable(),
  place: z.string().nullable(),
  image_count: z.number().int().nullable(),
  has_images: z.boolean(),
});
export type SourceRef = z.infer<typeof sourceRefSchema>;

/** A person named in a record, with the name as the clerk wrote it. */
export const recordPersonDetailSchema = z.object({
  position: z.number().int(),
  role: z.string(),
  surname: z.string(),
  first_name: z.string(),
  name_zh: z.string().nullable(),
  gender: z.enum(['m', 'f']).nullable(),
  age: z.number().int().nullable(),
  birth_year: z.number().int().nullable(),
  birth_year_approx: z.number().int(),
  birth_place: z.string().nullable(),
  /** The gazetteer place the birth place resolves to, when it does. */
  birth_place_id: z.string().nullable(),
  death_year: z.number().int().nullable(),
  residence: z.string().nullable(),
  occupation: z.string().nullable(),
});
export type RecordPersonDetail = z.infer<typeof recordPersonDetailSchema>;

export const recordEventDetailSchema = z.object({
  type: z.string(),
  year: z.number().int(),
  month: z.number().int().nullable(),
  day: z.number().int().nullable(),
  place: z.string(),
});

/** A record in a list (a source's records, the other entries of a page). */
export const recordSummarySchema = z.object({
  code: z.string(),
  slug: z.string(),
  image_number: z.number().int().nullable(),
  event: recordEventDetailSchema,
  persons: z.array(recordPersonDetailSchema.pick({ role: true, surname: true, first_name: true, name_zh: true })),
  /** The full transcription, for members (subscribers and staff); null behind the paywall. */
  transcription: z.string().nullable(),
});
export type RecordSummary = z.infer<typeof recordSummarySchema>;

export { sourceImageSchema } from './sourceImages';

/** GET person-mentions/:code/: one record with everyone named in it, its source and collection. */
export const recordDetailSchema = z.object({
  code: z.string(),
  slug: z.string(),
  event: recordEventDetailSchema,
  persons: z.array(recordPersonDetailSchema),
  /** The full transcription, for members (subscribers and staff); null behind the paywall. */
  transcription: z.string().nullable(),
  image_number: z.number().int().nullable(),
  images: z.array(sourceImageSchema),
  source: sourceRefSchema,
  collection: collectionRefSchema,
  /** Other entries on the same page of the source (at most 20). */
  same_page: z.array(recordSummarySchema),
  /** The cemetery of a burial record (GET cemetery/:id/), null for other records. */
  cemetery: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type RecordDetail = z.infer<typeof recordDetailSchema>;

/** GET person-mentions/:code/transcription/: the paywalled part of a record (403 with the paywall reason otherwise). */
export const recordTranscriptionSchema = z.object({ code: z.string(), transcription: z.string() });
export type RecordTranscription = z.infer<typeof recordTranscriptionSchema>;

/** Entries of one page image the viewer reads at once. */
export const SOURCE_IMAGE_ENTRIES = 100;

/** GET sources/:id/: a page of the source's records (10), or with `image` the entries of one page image (up to 100 at once). */
export const sourceDetailQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(SOURCE_IMAGE_ENTRIES, `At most ${SOURCE_IMAGE_ENTRIES} a page.`).default(RECORD_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    image: z.coerce.number().int().min(1).max(100_000).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.image === undefined && q.limit > RECORD_PAGE_SIZE) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['limit'], message: `At most ${RECORD_PAGE_SIZE} a page.` });
  });
export type SourceDetailQuery = z.infer<typeof sourceDetailQuerySchema>;

export const sourceDetailSchema = sourceRefSchema.extend({
  status: z.enum(['active', 'pending']),
  collection: collectionRefSchema,
  record_count: z.number().int(),
  /** The image numbers the source's records are on: the viewer pages from first to last. */
  pages: z.object({ first: z.number().int().nullable(), last: z.number().int().nullable() }),
  /** The scanned images, by image number (none for a pending source but to staff). */
  images: z.array(sourceImageSchema),
  records: pageOf(recordSummarySchema),
});
export type SourceDetail = z.infer<typeof sourceDetailSchema>;

const sourceFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * GET sources/: the source search form (spec 3) as far as sources of record collections carry its
 * fields: words of the title, the place the source was made (auto_place), its year (publication_year),
 * category, type, collection and images.
 */
export const sourceSearchQuerySchema = z.object({
  q: text(200).optional(),
  auto_place: text(200).optional(),
  publication_year: year.optional(),
  category_id: z.enum(categoryIds, { message: `One of ${categoryIds.join(', ')}.` }).optional(),
  source_type: list(text(40)).optional(),
  collection: list(text(80)).optional(),
  has_images: sourceFlag.optional(),
  limit: z.coerce.number().int().min(1).max(RECORD_PAGE_SIZE, `At most ${RECORD_PAGE_SIZE} a page.`).default(RECORD_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type SourceSearchQuery = z.infer<typeof sourceSearchQuerySchema>;

export const sourceSummarySchema = sourceRefSchema.extend({ collection: collectionRefSchema, record_count: z.number().int() });
export type SourceSummary = z.infer<typeof sourceSummarySchema>;
export const sourceListSchema = pageOf(sourceSummarySchema);
export type SourceList = z.infer<typeof sourceListSchema>;
/** GET sources/: a page of sources with facets over all that match (values not stated are named 'None'). */
export const sourceSearchResponseSchema = sourceListSchema.extend({
  facets: z.object({
    category: z.array(facetValueSchema),
    collection: z.array(facetValueSchema),
    source_type: z.array(facetValueSchema),
    has_images: z.array(facetValueSchema),
  }),
});
export type SourceSearchResponse = z.infer<typeof sourceSearchResponseSchema>;

const SOURCE_TYPE_LABEL: Record<string, string> = {
  'passenger-list': 'Passenger list',
  'case-file': 'Case files',
  'head-tax-register': 'Head tax register',
  'census-schedule': 'Census schedule',
  'civil-register': 'Civil register',
  'burial-register': 'Burial register',
  directory: 'Directory',
  newspaper: 'Newspaper',
  'obituary-index': 'Obituary index',
};
/** How a source type reads in facets and lists ('case-file' as 'Case files'; an unknown type as written). */
export const sourceTypeLabel = (type: string): string => SOURCE_TYPE_LABEL[type] ?? type;

/** GET sources/search-sources/autocomplete/: source titles starting with (or containing) q. */
export const sourceAutocompleteQuerySchema = z.object({ q: text(200), source_types: list(text(40)).optional() });
export const sourceAutocompleteSchema = z.object({ objects: z.array(z.object({ id: z.string(), title: z.string(), source_type: z.string() })) });
export type SourceAutocomplete = z.infer<typeof sourceAutocompleteSchema>;

export const collectionDetailSchema = collectionRefSchema.extend({
  description: z.string(),
  place: z.string(),
  year_from: z.number().int(),
  year_to: z.number().int(),
  source_note: z.string(),
  record_count: z.number().int(),
  source_count: z.number().int(),
  image_count: z.number().int(),
  source_types: z.array(z.object({ source_type: z.string(), count: z.number().int() })),
  imported_at: z.string().nullable(),
});
export type CollectionDetail = z.infer<typeof collectionDetailSchema>;

/** GET collections/search/: collections whose title, description or place hold q (all without q). */
export const collectionSearchQuerySchema = z.object({
  q: text(200).optional(),
  limit: z.coerce.number().int().min(1).max(RECORD_PAGE_SIZE, `At most ${RECORD_PAGE_SIZE} a page.`).default(RECORD_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
export const collectionListSchema = pageOf(
  collectionRefSchema.extend({ description: z.string(), place: z.string(), year_from: z.number().int(), year_to: z.number().int(), record_count: z.number().int() }),
);
export type CollectionList = z.infer<typeof collectionListSchema>;
