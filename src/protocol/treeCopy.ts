/** Copying a readable tree into a new one owned by the caller: POST familytree/{id}/copy/. */
import { z } from 'zod';

/** Larger trees are refused (413): a copy is written in one request and one transaction. */
export const TREE_COPY_MAX_PERSONS = 5000;

export const treeCopySchema = z.object({
  /** The new tree's name; without it, the source's name followed by "(copy)". */
  name: z.string().trim().min(1).max(200).optional(),
});
export type TreeCopy = z.infer<typeof treeCopySchema>;
