/** A tree's persons as the matcher sees them: names, years, birthplace code and the names of their relatives. */
import type { TreeGraph, GraphPerson } from '../../tree/graph';
import type { RelativeName, TreePersonForMatch } from '../../matching/types';

const name = (p: GraphPerson): RelativeName => ({ first_names: p.first_names, surnames: p.surnames, gender: p.gender });

/** The relatives of every person of the graph, by id. */
export function relativesIndex(graph: TreeGraph): Map<string, { parents: Set<string>; children: Set<string>; spouses: Set<string> }> {
  const index = new Map<string, { parents: Set<string>; children: Set<string>; spouses: Set<string> }>();
  const of = (id: string) => {
    let r = index.get(id);
    if (!r) index.set(id, (r = { parents: new Set(), children: new Set(), spouses: new Set() }));
    return r;
  };
  for (const l of graph.parenthoods) {
    of(l.child_id).parents.add(l.parent_id);
    of(l.parent_id).children.add(l.child_id);
  }
  for (const c of graph.couples) {
    if (!c.person1_id || !c.person2_id) continue;
    of(c.person1_id).spouses.add(c.person2_id);
    of(c.person2_id).spouses.add(c.person1_id);
  }
  return index;
}

export function treePersonForMatch(
  p: GraphPerson,
  byId: Map<string, GraphPerson>,
  relatives: ReturnType<typeof relativesIndex>,
  birthPlaceCode: string | null,
): TreePersonForMatch {
  const r = relatives.get(p.id);
  const names = (ids: Iterable<string> | undefined) => [...(ids ?? [])].map((id) => byId.get(id)).filter((x): x is GraphPerson => !!x).map(name);
  const siblings = new Set<string>();
  for (const parent of r?.parents ?? []) for (const child of relatives.get(parent)?.children ?? []) if (child !== p.id) siblings.add(child);
  const birth = p.birth_date;
  return {
    id: p.id,
    first_names: p.first_names,
    surnames: p.surnames,
    gender: p.gender,
    birthYear: birth?.year ?? null,
    birthApprox: birth?.approximation_years ?? 0,
    deathYear: p.death_date?.year ?? null,
    birthPlaceCode,
    parents: names(r?.parents),
    spouses: names(r?.spouses),
    children: names(r?.children),
    siblings: names(siblings),
  };
}
