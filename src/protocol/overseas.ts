/** Overseas Chinese communities: migration destinations, their regions, home counties and dialects. */
import { z } from 'zod';
import { DIALECT_SLUGS } from './clans';
import { listSchema } from './common';

export const MIGRATION_REGION_SLUGS = ['north-america', 'latin-america-caribbean', 'south-east-asia', 'oceania', 'europe', 'africa'] as const;
/** Dialects of the communities: each has a dialect page (dialects/:slug/). */
export const OVERSEAS_DIALECT_SLUGS = DIALECT_SLUGS;

/** A Chinese name in both scripts. */
export const chineseNameSchema = z.object({ simplified: z.string(), traditional: z.string() });

/** GET place/migration-regions/: each region with how many destinations it holds. */
export const migrationRegionSchema = z.object({
  slug: z.enum(MIGRATION_REGION_SLUGS),
  name: z.string(),
  name_zh: z.string(),
  destinations_count: z.number().int(),
});
export const migrationRegionListSchema = z.object({ objects: z.array(migrationRegionSchema) });
export type MigrationRegion = z.infer<typeof migrationRegionSchema>;
export type MigrationRegionList = z.infer<typeof migrationRegionListSchema>;

/** A home county of a destination: its division code, and its names when the gazetteer is loaded. */
export const originPlaceSchema = z.object({
  id: z.string(),
  /** The county's name (simplified), or its code when the gazetteer does not hold it. */
  location: z.string(),
  location_traditional: z.string().nullable(),
  /** Names of its ancestors, top down ("广东省 江门市"); empty when unknown. */
  parents: z.array(z.string()),
});
export type OriginPlace = z.infer<typeof originPlaceSchema>;

export const destinationSchema = z.object({
  id: z.string(),
  name: z.string(),
  names_zh: z.array(chineseNameSchema),
  country_code: z.string(),
  country_name: z.string(),
  region: z.enum(MIGRATION_REGION_SLUGS),
  period: z.string(),
  description: z.string(),
  origins: z.array(originPlaceSchema),
  dialects: z.array(z.string()),
});
export type Destination = z.infer<typeof destinationSchema>;

const text = (max: number) => z.string().trim().min(1, 'Must not be empty.').max(max, `At most ${max} characters.`);

/**
 * GET migration-destination/: `q` in English or Chinese (either script) matches names and country;
 * `region`, `country` (ISO code), `origin` (a place id: the destinations whose home counties lie
 * under it) and `dialect` filter. Ordered as curated (by region, then prominence).
 */
/** migration-destination/:place_id/: a destination's id, a lower-case slug (san-francisco-us). */
export const destinationParamsSchema = z.object({
  place_id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A community id: lower-case letters, digits and hyphens.').max(80, 'At most 80 characters.'),
});

export const destinationQuerySchema = z.object({
  q: text(64).optional(),
  region: z.enum(MIGRATION_REGION_SLUGS, { message: `One of ${MIGRATION_REGION_SLUGS.join(', ')}.` }).optional(),
  country: z.string().trim().regex(/^[A-Za-z]{2}$/, 'A two-letter country code.').transform((s) => s.toUpperCase()).optional(),
  origin: z.string().trim().regex(/^\d{2}(\d{2}(\d{2})?)?$/, 'A place id: 2, 4 or 6 digits.').optional(),
  dialect: z.enum(OVERSEAS_DIALECT_SLUGS, { message: `One of ${OVERSEAS_DIALECT_SLUGS.join(', ')}.` }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type DestinationQuery = z.infer<typeof destinationQuerySchema>;

export const destinationListSchema = listSchema(destinationSchema);
export type DestinationList = z.infer<typeof destinationListSchema>;
