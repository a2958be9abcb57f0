/**
 * Cemeteries of the record collections (GET cemetery/, cemetery/:id/) and burial locations (GET
 * burial-location/): derived from burial records, so a sample collection's cemeteries are sample too.
 */
import { z } from 'zod';
import { listMetaSchema } from './common';
import { collectionRefSchema, RECORD_PAGE_SIZE, recordSummarySchema } from './records';

const page = {
  limit: z.coerce.number().int().min(1).max(RECORD_PAGE_SIZE, `At most ${RECORD_PAGE_SIZE} a page.`).default(RECORD_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
};
const q = z.string().trim().min(1).max(100).optional();

export const cemeteryIdParamSchema = z.object({ id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case letters, digits and hyphens.').max(200) });

/** GET cemetery/: cemeteries whose name or place holds q (all without it), most burials first. */
export const cemeteryListQuerySchema = z.object({ q, place: q, ...page });
/** GET cemetery/:id/: a cemetery with a page of its burials, by year; q narrows them to a name. */
export const cemeteryDetailQuerySchema = z.object({ q, ...page });
/** GET burial-location/: the places of cemeteries whose name holds q. */
export const burialLocationQuerySchema = z.object({ q, ...page });

/** Where a cemetery lies, linked to the gazetteer place or the overseas community when it is known. */
export const cemeteryPlaceSchema = z.object({ name: z.string(), href: z.string().nullable() });

export const cemeterySummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  place: cemeteryPlaceSchema.nullable(),
  burial_count: z.number().int(),
  year_from: z.number().int().nullable(),
  year_to: z.number().int().nullable(),
  collections: z.array(collectionRefSchema),
  /** True when every collection naming it is a sample collection. */
  is_sample: z.boolean(),
});
export type CemeterySummary = z.infer<typeof cemeterySummarySchema>;
export const cemeteryListSchema = z.object({ objects: z.array(cemeterySummarySchema), meta: listMetaSchema });
export type CemeteryList = z.infer<typeof cemeteryListSchema>;

/** A burial: the record, with its deceased person first. */
export const cemeteryDetailSchema = cemeterySummarySchema.extend({
  burials: z.object({ objects: z.array(recordSummarySchema), meta: listMetaSchema }),
});
export type CemeteryDetail = z.infer<typeof cemeteryDetailSchema>;

export const burialLocationListSchema = z.object({
  objects: z.array(z.object({ name: z.string(), href: z.string().nullable(), cemetery_count: z.number().int() })),
  meta: listMetaSchema,
});
export type BurialLocationList = z.infer<typeof burialLocationListSchema>;
