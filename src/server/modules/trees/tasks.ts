/**
 * Kinship work handed to the worker pool: the terms for every relative of the home person walk the
 * whole tree (a third of a second, and 45 MB of answer, for 100,000 persons). They run on the thread
 * that keeps the tree's graph for its drawings, from that cache when the tree has not changed.
 */
import type { TaskContext } from '../../jobs/pool';
import { relationNames } from '../../kinship';
import { jsonBytes } from '../../lib/bytes';
import { currentGraph } from '../drawing/service';
import { layoutCacheOf } from '../drawing/tasks';
import { treeRelationNames } from './search';

export interface PersonRelation {
  en: string;
  zh: string;
  zh_alt: string | null;
  /** Parent steps up (-1) and child steps down (+1) from the home person. */
  generation: number;
}

export const kinshipTasks = {
  /** GET familytree/{id}/relation-names/, as its JSON. */
  'kinship.relationNames': async ({ treeId, home }: { treeId: string; home: string | null }, ctx: TaskContext) =>
    jsonBytes(treeRelationNames(home ? await currentGraph(ctx.db, treeId, layoutCacheOf(ctx)) : { persons: [], couples: [], parenthoods: [] }, home)),

  /** One person's kinship term to the home person, or null when they are not related. */
  'kinship.relation': async ({ treeId, home, personId }: { treeId: string; home: string; personId: string }, ctx: TaskContext): Promise<PersonRelation | null> => {
    const name = relationNames(await currentGraph(ctx.db, treeId, layoutCacheOf(ctx)), home).get(personId);
    if (!name) return null;
    const generation = [...name.steps].reduce((g, s) => g + (s === 'p' ? -1 : s === 'c' ? 1 : 0), 0);
    return { en: name.en, zh: name.zh, zh_alt: name.zhAlt ?? null, generation };
  },
};
