/** The gazetteer: places of China's five administrative levels, found by any script or pinyin. */
import { z } from 'zod';
import { listSchema } from './common';

export const PLACE_LEVEL_NAMES = ['province', 'city', 'county', 'town', 'village'] as const;

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
});
export type Place = z.infer<typeof placeSchema>;

const text = (max: number) => z.string().trim().min(1, 'Must not be empty.').max(max, `At most ${max} characters.`);

/**
 * GET place/search/: `q` in simplified or traditional characters or pinyin (tones and spaces
 * optional); `level` keeps one level (1–5); `root` keeps the places under a place (its id).
 */
export const placeSearchQuerySchema = z.object({
  q: text(64),
  level: z.coerce.number().int().min(1).max(5).optional(),
  root: z.string().trim().regex(/^\d{2}(\d{2}(\d{2}(\d{3}(\d{3})?)?)?)?$/, 'A place id: 2, 4, 6, 9 or 12 digits.').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;

export const placeListSchema = listSchema(placeSchema);
export type PlaceList = z.infer<typeof placeListSchema>;
