/** GET search-categories/: the record categories of the search, labelled, with how many records each holds. */
import { z } from 'zod';

export const searchCategorySchema = z.object({ id: z.string(), name: z.string(), count: z.number().int() });
export const searchCategoriesResponseSchema = z.object({ objects: z.array(searchCategorySchema) });
export type SearchCategory = z.infer<typeof searchCategorySchema>;
export type SearchCategoriesResponse = z.infer<typeof searchCategoriesResponseSchema>;
