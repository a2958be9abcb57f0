/** The gazetteer: places of China's five administrative levels, found by any script or pinyin. */
import { z } from 'zod';
import { listSchema } from './common';

export const PLACE_LEVEL_NAMES = ['province', 'city', 'county', 'town', 'village'] as const;
export const PLACE_ALTERNATIVE_KINDS = ['historical', 'romanised', 'traditional'] as const;

export const placeSchema = z.object({
  /** The statistical division code, also the place's id. */
  id: z.string(),
  parent_id: z.string().nullable(),
  /** 1 province, 2 city, 3 county, 4 town, 5 village. */
  level: z.number().int(),
  level_name: z.enum(PLACE_LEVEL_NAMES),
  /** Ancestor ids and its own, top down, joined by dots. */
  path: z.string(),
  /** The name as shown, simplified. */
  location: z.string(),
  location_traditional: z.string(),
  /** Toneless pinyin, spaced. */
  pinyin: z.string(),
  /** Names of the ancestors, top down ("广东省 江门市"). */
  parents: z.array(z.string()),
  /** Historical names, variant traditional forms and romanised spellings (Toisan, 新宁 ...). */
  alternatives: z.array(z.object({ name: z.string(), kind: z.enum(PLACE_ALTERNATIVE_KINDS) })),
  /** An emigrant county (qiaoxiang 侨乡). */
  is_qiao_xiang: z.boolean(),
  /** How many places lie directly under it. */
  children_count: z.number().int(),
});
export type Place = z.infer<typeof placeSchema>;

const text = (max: number) => z.string().trim().min(1, 'Must not be empty.').max(max, `At most ${max} characters.`);

const PLACE_ID = /^\d{2}(\d{2}(\d{2}(\d{3}(\d{3})?)?)?)?$/;
const PLACE_ID_MESSAGE = 'A place id: 2, 4, 6, 9 or 12 digits.';
const placeId = z.string().trim().regex(PLACE_ID, PLACE_ID_MESSAGE);
const boolish = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);
const page = (size: number) => ({
  limit: z.coerce.number().int().min(1).max(100).default(size),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const PLACE_FIELDS = Object.keys(placeSchema.shape) as (keyof Place)[];

/** A comma list of Place fields; an unknown one is refused with its name. */
const fieldList = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const names = value.split(',').map((f) => f.trim()).filter(Boolean);
    const unknown = names.filter((f) => !(PLACE_FIELDS as string[]).includes(f));
    if (unknown.length) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `Unknown field ${unknown.join(', ')}; fields are ${PLACE_FIELDS.join(', ')}.` });
      return z.NEVER;
    }
    return names as (keyof Place)[];
  });

/**
 * GET place/search/: `q` in simplified or traditional characters, pinyin (tones and spaces
 * optional), an alternative name (新宁) or a family spelling (Toisan); `level` keeps one level
 * (1–5); `root` keeps the places under a place (its id); `is_qiao_xiang` keeps emigrant counties
 * (or the others); `is_ancestral_place`: every gazetteer place is a place in China, an ancestral
 * place, so false finds nothing here; `fields` answers only those Place fields; `clan` (a clan's
 * id) or `clan_name` (its surname, either script) keeps the places where that clan is recorded as
 * concentrated; `migration_place_id` (an overseas community's id) keeps its founders' home
 * counties. Without `q` it browses: the provinces (level=1), the places under `root` (at `level`),
 * or those a clan or community names, in code order.
 */
export const placeSearchQuerySchema = z
  .object({
    q: text(64).optional(),
    level: z.coerce.number().int().min(1).max(5).optional(),
    root: placeId.optional(),
    is_qiao_xiang: boolish.optional(),
    is_ancestral_place: boolish.optional(),
    fields: fieldList.optional(),
    clan: z.coerce.number().int().min(1, 'A clan id.').optional(),
    clan_name: text(8).optional(),
    migration_place_id: z.string().trim().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'An overseas community id (san-francisco-us).').max(80).optional(),
    ...page(10),
  })
  .superRefine((v, ctx) => {
    const narrowed = v.root !== undefined || v.level === 1 || v.clan !== undefined || v.clan_name !== undefined || v.migration_place_id !== undefined;
    if (v.q === undefined && !narrowed) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['q'], message: 'Must not be empty (leave it out only to list the provinces, level=1, or the places under a root).' });
    }
  });
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;

export const placeListSchema = listSchema(placeSchema);
export type PlaceList = z.infer<typeof placeListSchema>;
/** A search answer: whole places, or only the fields asked for. */
export type PlaceSearchResult = { objects: Partial<Place>[]; meta: PlaceList['meta'] };

/** GET place/:id/: the place id in the path. */
export const placeIdParamSchema = z.object({ id: placeId });

/** GET place/:id/ query: the page of children it answers with. */
export const placeDetailQuerySchema = z.object({ ...page(10) });

export const placeAncestorSchema = z.object({ id: z.string(), name: z.string(), level: z.number().int() });

export const placeDetailSchema = placeSchema.extend({
  /** Ancestors top down. */
  ancestors: z.array(placeAncestorSchema),
  /** The qiaoxiang county's English name with its family spelling, when it is one. */
  english: z.string().nullable(),
  /** Its direct children, one page (`children.meta` pages them with limit/offset on this call). */
  children: listSchema(placeSchema),
  /** Where it lies, when GeoNames has a point for it (matched in its city by name), with the point's name there. */
  coordinates: z.object({ lat: z.number(), lng: z.number(), source_name: z.string() }).nullable(),
  /** Where the member asking marked it (place/:id/save-location/); null for a visitor or when not marked. */
  saved_location: z.object({ lat: z.number(), lng: z.number(), saved_at: z.string() }).nullable(),
});
export type PlaceDetail = z.infer<typeof placeDetailSchema>;

/** GET place/search-alternatives/: alternative names matching q; `historical_places` keeps historical names only, `ancestral_places` is accepted (every place here is one). */
export const placeAlternativesQuerySchema = z.object({
  q: text(64),
  ancestral_places: boolish.optional(),
  historical_places: boolish.optional(),
  ...page(10),
});
export type PlaceAlternativesQuery = z.infer<typeof placeAlternativesQuerySchema>;

export const placeAlternativeMatchSchema = z.object({
  name: z.string(),
  kind: z.enum(PLACE_ALTERNATIVE_KINDS),
  note: z.string(),
  place: placeSchema,
});
export const placeAlternativeListSchema = listSchema(placeAlternativeMatchSchema);
export type PlaceAlternativeList = z.infer<typeof placeAlternativeListSchema>;

/** GET place/common/: the qiaoxiang counties in display order. */
export const commonPlaceSchema = placeSchema.extend({ english: z.string(), region: z.string() });
export const commonPlaceListSchema = listSchema(commonPlaceSchema);
export type CommonPlaceList = z.infer<typeof commonPlaceListSchema>;

/** Every gazetteer place lies in China: a point outside this box is a mistake (swapped or mistyped numbers). */
const CHINA_BOX = { lat: [3, 54] as const, lng: [73, 136] as const };
const degrees = (name: 'lat' | 'lng') =>
  z.coerce
    .number({ message: `${name === 'lat' ? 'Latitude' : 'Longitude'} in degrees.` })
    .refine(Number.isFinite, `${name === 'lat' ? 'Latitude' : 'Longitude'} in degrees.`)
    .refine((v) => v >= CHINA_BOX[name][0] && v <= CHINA_BOX[name][1], `Must lie in China: between ${CHINA_BOX[name][0]} and ${CHINA_BOX[name][1]} degrees.`);
const pointSchema = z.object({ lat: degrees('lat'), lng: degrees('lng') }, { message: 'A point: {lat, lng} in degrees, or "lat, lng".' });

/**
 * POST place/:id/save-location/ {location}: the signed-in member marks where the place lies, as
 * {lat, lng} or a "lat, lng" text (as a map copies it); marking again moves the mark.
 */
export const placeSaveLocationSchema = z.object({
  location: z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(v);
    return m ? { lat: Number(m[1]), lng: Number(m[2]) } : v;
  }, pointSchema),
});
export type PlaceSaveLocation = z.infer<typeof placeSaveLocationSchema>;
export const placeSavedLocationSchema = z.object({ place_id: z.string(), lat: z.number(), lng: z.number(), saved_at: z.string() });
export type PlaceSavedLocation = z.infer<typeof placeSavedLocationSchema>;
