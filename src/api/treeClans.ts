/** The clans (Chinese surnames) of a tree and the persons of one of them (tree-workspace.md section 7). */
import { z } from 'zod';
import { clanPersonsSchema } from '../protocol/trees';
import { call } from './client';

export const treeSurnameCountsSchema = z.object({
  objects: z.array(z.object({ surname: z.string(), count: z.number().int(), pinyin: z.string() })),
});
export type TreeSurnameCounts = z.infer<typeof treeSurnameCountsSchema>;

const treePath = (treeId: string, rest: string) => `familytree/${encodeURIComponent(treeId)}/${rest}`;

export const treeClansApi = {
  /** Each Chinese surname of the tree with how many persons carry it, most first. */
  surnames: (treeId: string) => call('GET', treePath(treeId, 'chinese-surnames/'), treeSurnameCountsSchema),
  persons: (treeId: string, surname: string, offset = 0, limit = 50) =>
    call('GET', treePath(treeId, 'clan-persons/'), clanPersonsSchema, { searchParams: { surname, offset, limit } }),
};
