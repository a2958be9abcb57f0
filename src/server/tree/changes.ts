/**
 * What changed in a tree since a given revision, read from the log that database triggers keep
 * (migration 0050): either only some cards, or something the layout itself depends on.
 */
import type { Db } from '../db/database';

export type TreeChanges =
  /** Only what these persons' cards say changed (names, death, deceased flag, picture...). */
  | { kind: 'card'; revision: number; personIds: string[] }
  /** Relations, gender, birth dates, preferences, or a gap in the log: lay out again. */
  | { kind: 'structure'; revision: number };

/** The tree's current revision (0 before its first logged write). */
export async function treeRevision(db: Db, treeId: string): Promise<number> {
  const row = await db.selectFrom('tree_revisions').select('revision').where('tree_id', '=', treeId).executeTakeFirst();
  return row?.revision ?? 0;
}

/**
 * Every change after `since`, summed up. A revision whose log row is gone (pruned, or a state of
 * unknown revision) counts as structure, since nothing says what it touched.
 */
export async function changesSince(db: Db, treeId: string, since: number): Promise<TreeChanges> {
  // One query: the current revision, with the log rows after `since` joined to it.
  const rows = await db
    .selectFrom('tree_revisions as r')
    .leftJoin('tree_changes as c', (join) => join.onRef('c.tree_id', '=', 'r.tree_id').on('c.revision', '>', Math.max(since, 0)))
    .select(['r.revision as current', 'c.revision', 'c.kind', 'c.person_ids'])
    .where('r.tree_id', '=', treeId)
    .execute();
  const revision = rows[0]?.current ?? 0;
  if (since < 0 || since > revision) return { kind: 'structure', revision };
  if (since === revision) return { kind: 'card', revision, personIds: [] };
  const logged = rows.filter((r) => r.revision !== null && r.revision <= revision);
  if (logged.length !== revision - since || logged.some((r) => r.kind !== 'card')) return { kind: 'structure', revision };
  const ids = new Set<string>();
  for (const row of logged) for (const id of row.person_ids ?? []) ids.add(id);
  return { kind: 'card', revision, personIds: [...ids].sort() };
}

/** Drops log rows no stored layout can ask about any more. */
export async function pruneChanges(db: Db, treeId: string, keepAfter: number): Promise<void> {
  await db.deleteFrom('tree_changes').where('tree_id', '=', treeId).where('revision', '<=', keepAfter).execute();
}
