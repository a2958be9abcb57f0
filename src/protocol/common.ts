/** Shapes every API area shares: errors, list pages, health, feature switches. */
import { z } from 'zod';

/** The body of every error answer: a message, and per-field messages for bad input. */
export const errorBodySchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const listMetaSchema = z.object({
  limit: z.number().int(),
  offset: z.number().int(),
  total_count: z.number().int(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

/** A page of a list: `{objects, meta}`. */
export function listSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({ objects: z.array(item), meta: listMetaSchema });
}

/** limit/offset query parameters with a default page size and a hard ceiling. */
export function pageQuerySchema(defaultLimit: number, maxLimit = 1000) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
    offset: z.coerce.number().int().min(0).default(0),
  });
}

export const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgresql']),
});
export type Health = z.infer<typeof healthSchema>;

export const switchNames = ['SEARCH_AI', 'XMAS_DISCOUNT_SUBSCRIPTION'] as const;
export const switchNameSchema = z.enum(switchNames);
export type SwitchName = z.infer<typeof switchNameSchema>;

export const switchesResponseSchema = z.object({
  flags: z.record(z.string(), z.boolean()),
  switches: z.record(z.string(), z.boolean()),
  samples: z.record(z.string(), z.boolean()),
});
export type SwitchesResponse = z.infer<typeof switchesResponseSchema>;
