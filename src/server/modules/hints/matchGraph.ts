/**
 * The part of a tree that matching some persons needs, read without the rest: the persons themselves,
 * their parents, children and spouses (matched again too, since what they know of the person changed),
 * and for each of those the relatives whose names the score compares (parents, spouses, children, and
 * the siblings, who are the parents' other children). After one edit of a 10,000-person tree this is a
 * few dozen rows instead of the whole tree.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { GraphCouple, GraphParenthood, TreeGraph } from '../../tree/graph';
import { loadVersionedPersons } from '../../tree/load';

const uuids = (ids: Iterable<string>) => sql`${`{${[...ids].join(',')}}`}::uuid[]`;

/** Parent links and couples with an end among `ids` (both ends of each). */
async function linksOf(db: Db, treeId: string, ids: Set<string>): Promise<{ parenthoods: GraphParenthood[]; couples: GraphCouple[] }> {
  if (!ids.size) return { parenthoods: [], couples: [] };
  const parenthoods = await sql<GraphParenthood>`
    SELECT parent_id, child_id, kind FROM parenthoods
     WHERE tree_id = ${treeId} AND (parent_id = ANY(${uuids(ids)}) OR child_id = ANY(${uuids(ids)}))`.execute(db);
  const couples = await sql<GraphCouple>`
    SELECT id, person1_id, person2_id, marriage_place, marriage_date, is_divorced, divorce_place, divorce_date FROM couples
     WHERE tree_id = ${treeId} AND (person1_id = ANY(${uuids(ids)}) OR person2_id = ANY(${uuids(ids)}))`.execute(db);
  return { parenthoods: parenthoods.rows, couples: couples.rows };
}

/**
 * The persons to match (`touched` and their parents, children and spouses) and a graph holding all
 * that treePersonForMatch reads of them: each one's own links are complete, and so are the children
 * of each one's parents. Persons and links outside that are not in the graph.
 */
export async function loadMatchGraph(db: Db, treeId: string, touched: string[]): Promise<{ match: Set<string>; graph: TreeGraph }> {
  const first = await linksOf(db, treeId, new Set(touched));
  const match = new Set(touched);
  for (const l of first.parenthoods) match.add(l.parent_id).add(l.child_id);
  for (const c of first.couples) for (const id of [c.person1_id, c.person2_id]) if (id) match.add(id);
  const around = await linksOf(db, treeId, match);
  const parents = new Set<string>();
  for (const l of around.parenthoods) if (match.has(l.child_id)) parents.add(l.parent_id);
  const siblings = parents.size
    ? (await sql<GraphParenthood>`SELECT parent_id, child_id, kind FROM parenthoods WHERE tree_id = ${treeId} AND parent_id = ANY(${uuids(parents)})`.execute(db)).rows
    : [];
  const seen = new Set<string>();
  const parenthoods = [...around.parenthoods, ...siblings].filter((l) => {
    const key = `${l.parent_id}|${l.child_id}`;
    return !seen.has(key) && !!seen.add(key);
  });
  const couples = [...new Map(around.couples.map((c) => [c.id, c])).values()];
  const ids = new Set(match);
  for (const l of parenthoods) ids.add(l.parent_id).add(l.child_id);
  for (const c of couples) for (const id of [c.person1_id, c.person2_id]) if (id) ids.add(id);
  const persons = (await loadVersionedPersons(db, treeId, [...ids])).map((r) => r.person);
  return { match, graph: { persons, couples, parenthoods } };
}
