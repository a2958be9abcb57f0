/** Query of GET /api/people/tree/image/{id}/: a PNG of the tree, as bytes or as a data URL in JSON. */
import { z } from 'zod';

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const treeImageQuerySchema = z.object({
  binary: flag.default(false),
  scale: z.coerce.number().min(0.005).max(2).default(0.04),
  color: flag.default(true),
  start_person_id: z.string().optional(),
  map_hash: z.string().optional(),
});
export type TreeImageQuery = z.infer<typeof treeImageQuerySchema>;

export const treeImageResponseSchema = z.object({
  image: z.string(),
  width: z.number(),
  height: z.number(),
  scale: z.number(),
});
export type TreeImageResponse = z.infer<typeof treeImageResponseSchema>;
