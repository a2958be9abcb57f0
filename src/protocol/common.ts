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

const msFigures = z.object({ p50: z.number(), p99: z.number(), max: z.number(), mean: z.number() });

/** GET health/?detail=1, for staff: how this node is holding up. */
export const healthDetailSchema = healthSchema.extend({
  detail: z.object({
    node: z.string(),
    uptime_s: z.number(),
    memory_mb: z.object({ rss: z.number(), heap_used: z.number() }),
    event_loop: z.object({
      delay_ms: msFigures,
      blocks_over_50ms: z.number(),
      longest_block: z.object({ ms: z.number(), at: z.string(), during: z.array(z.string()) }).nullable(),
      since: z.string(),
    }),
    pool: z.object({
      mode: z.enum(['threads', 'inline']),
      threads: z.number(),
      running: z.number(),
      background: z.number(),
      done: z.number(),
      failed: z.number(),
      /** Threads that have run their priming (threads only; always 0 inline). */
      primed: z.number(),
      longest: z.object({ task: z.string(), ms: z.number() }).nullable(),
    }),
    jobs: z.object({
      running_here: z.object({ id: z.string(), kind: z.string() }).nullable(),
      queued: z.number(),
      running: z.number(),
    }),
    /** PGlite only: the longest waits for its one connection, and its slowest kinds of statement. */
    database_host: z
      .object({
        longestWaitMs: z.object({ request: z.number(), job: z.number() }),
        slowest: z.array(z.object({ ms: z.number(), sql: z.string() })),
        waiting: z.object({ request: z.number(), job: z.number() }),
      })
      .nullable(),
  }),
});
export type HealthDetail = z.infer<typeof healthDetailSchema>;

export const switchNames = ['SEARCH_AI', 'XMAS_DISCOUNT_SUBSCRIPTION'] as const;
export const switchNameSchema = z.enum(switchNames);
export type SwitchName = z.infer<typeof switchNameSchema>;

export const switchesResponseSchema = z.object({
  flags: z.record(z.string(), z.boolean()),
  switches: z.record(z.string(), z.boolean()),
  samples: z.record(z.string(), z.boolean()),
});
export type SwitchesResponse = z.infer<typeof switchesResponseSchema>;
