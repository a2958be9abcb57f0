/**
 * Clans (Chinese surnames), their spellings per dialect and the dialects: search in any script or
 * spelling, browse, details, and requests to be told when records arrive.
 */
import { z } from 'zod';
import { listSchema, listMetaSchema } from './common';

export const DIALECT_SLUGS = ['cantonese', 'taishanese', 'hokkien', 'teochew', 'hakka', 'hainanese', 'fuzhounese', 'wenzhounese', 'mandarin'] as const;

/**
 * customary: written by hand from usage; derived: from the Cantonese reading; reading: the surname's
 * reading in a speech whose emigrants rarely carry it, in that speech's overseas spelling (not
 * attested in records); pinyin and wade-giles: Mandarin.
 */
export const SPELLING_KINDS = ['customary', 'derived', 'reading', 'pinyin', 'wade-giles'] as const;
export type SpellingKind = (typeof SPELLING_KINDS)[number];

export const clanSpellingSchema = z.object({
  dialect: z.string(),
  spelling: z.string(),
  kind: z.enum(SPELLING_KINDS),
});
export type ClanSpelling = z.infer<typeof clanSpellingSchema>;

export const clanSchema = z.object({
  id: z.number().int(),
  /** Simplified characters. */
  surname: z.string(),
  traditional: z.string(),
  /** Toneless pinyin as a surname, spaced ("ou yang"). */
  pinyin: z.string(),
  /** Rank for ordering: an approximate order of commonness, not a statistic. */
  priority: z.number().int(),
  /** The first Cantonese (Hong Kong) spelling ("Wong"). */
  spelling: z.string(),
  spellings: z.array(clanSpellingSchema),
  /** Province codes where the clan is concentrated. */
  regions: z.array(z.string()),
});
export type Clan = z.infer<typeof clanSchema>;
export const clanListSchema = listSchema(clanSchema);
export type ClanList = z.infer<typeof clanListSchema>;

/** A place named by its division code; its name when the gazetteer is loaded. */
export const namedPlaceSchema = z.object({ code: z.string(), name: z.string().nullable(), name_traditional: z.string().nullable() });
export type NamedPlace = z.infer<typeof namedPlaceSchema>;

export const clanDetailsSchema = clanSchema.extend({
  /** Cantonese reading in Jyutping ("wong4"). */
  jyutping: z.string(),
  /** The Hong Kong spelling derived from the Jyutping, whether or not it is the customary one. */
  derived_cantonese: z.string(),
  /** Per dialect, the spellings in use and, apart, the reading-based ones (kind reading). */
  dialects: z.array(z.object({ slug: z.string(), name_en: z.string(), name_zh: z.string(), spellings: z.array(z.string()), readings: z.array(z.string()) })),
  region_places: z.array(namedPlaceSchema),
  counties: z.array(namedPlaceSchema),
});
export type ClanDetails = z.infer<typeof clanDetailsSchema>;

const text = (max: number) => z.string().trim().min(1, 'Must not be empty.').max(max, `At most ${max} characters.`);
const offset = z.coerce.number().int().min(0).max(100_000).default(0);

/** GET clan/search/: q in characters (either script), pinyin (tones optional) or any spelling; by priority. */
export const clanSearchQuerySchema = z.object({
  q: text(64),
  limit: z.coerce.number().int().min(1).max(100).default(15),
  offset,
});
export type ClanSearchQuery = z.infer<typeof clanSearchQuerySchema>;

export const CLAN_ORDERS = ['priority', '-priority', 'pinyin', '-pinyin', 'surname', '-surname'] as const;

/** GET clan/: every clan, 100 a page. */
export const clanListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset,
  order_by: z.enum(CLAN_ORDERS).default('priority'),
});
export type ClanListQuery = z.infer<typeof clanListQuerySchema>;

/** Path parameter: one surname in characters, either script. */
export const clanCharParamsSchema = z.object({ char: text(8) });
export const surnameParamsSchema = z.object({ surname: text(64) });

export const clanExistsSchema = z.object({ surname: z.string(), exists: z.boolean(), clan_id: z.number().int().nullable() });
export type ClanExists = z.infer<typeof clanExistsSchema>;

export const dialectSummarySchema = z.object({
  slug: z.string(),
  name_en: z.string(),
  name_zh: z.string(),
  name_zh_traditional: z.string(),
});
export type DialectSummary = z.infer<typeof dialectSummarySchema>;

export const dialectSchema = dialectSummarySchema.extend({
  description: z.string(),
  counties: z.array(namedPlaceSchema),
  /** Its spellings of the common surnames, by priority. */
  surnames: z.array(z.object({ id: z.number().int(), surname: z.string(), traditional: z.string(), pinyin: z.string(), spellings: z.array(z.string()) })),
});
export type Dialect = z.infer<typeof dialectSchema>;
export const dialectListSchema = z.object({ objects: z.array(dialectSummarySchema) });
export const dialectParamsSchema = z.object({ slug: text(40) });

const placeId = z
  .string()
  .trim()
  .regex(/^\d{2}(\d{2}(\d{2}(\d{3}(\d{3})?)?)?)?$/, 'A place id: 2, 4, 6, 9 or 12 digits.');

/** GET spelling/: spellings of the clans concentrated under a place. */
export const spellingPlaceQuerySchema = z.object({
  place_id: placeId,
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset,
  order_by: z.enum(['name', '-name']).default('name'),
});
export type SpellingPlaceQuery = z.infer<typeof spellingPlaceQuerySchema>;

export const placeSpellingSchema = z.object({
  spelling: z.string(),
  dialect: z.string(),
  clan_id: z.number().int(),
  surname: z.string(),
  traditional: z.string(),
  pinyin: z.string(),
});
export type PlaceSpelling = z.infer<typeof placeSpellingSchema>;
export const placeSpellingListSchema = listSchema(placeSpellingSchema);
export type PlaceSpellingList = z.infer<typeof placeSpellingListSchema>;

/** GET spelling/:spelling/: the clans a romanised spelling may stand for. */
export const spellingParamsSchema = z.object({ spelling: text(64) });
export const spellingVariantSchema = z.object({
  spelling: z.string(),
  /** Each clan with the dialects that spell it so; `reading` when that dialect's spelling is reading-based. */
  objects: z.array(clanSchema.extend({ dialects: z.array(z.object({ slug: z.string(), name_en: z.string(), reading: z.boolean() })) })),
});
export type SpellingVariant = z.infer<typeof spellingVariantSchema>;

/** GET surname/: an A–Z browse of surname spellings, 100 a page. */
export const surnameBrowseQuerySchema = z.object({
  start: z
    .string()
    .trim()
    .regex(/^[A-Za-z]$/, 'One letter, A to Z.')
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset,
});
export type SurnameBrowseQuery = z.infer<typeof surnameBrowseQuerySchema>;

export const surnameBrowseItemSchema = z.object({
  spelling: z.string(),
  clans: z.array(z.object({ id: z.number().int(), surname: z.string(), traditional: z.string(), pinyin: z.string() })),
});
export const surnameBrowseSchema = z.object({ objects: z.array(surnameBrowseItemSchema), meta: listMetaSchema });
export type SurnameBrowse = z.infer<typeof surnameBrowseSchema>;

/** POST notify-request/: tell me when records of this surname or place arrive. */
export const notifyRequestSchema = z.object({
  email: z.string().trim().max(254, 'At most 254 characters.').email('Enter a valid e-mail address.'),
  surname_place: text(200),
});
export type NotifyRequest = z.infer<typeof notifyRequestSchema>;
export const notifyRequestOutSchema = z.object({ id: z.string(), email: z.string(), surname_place: z.string() });
