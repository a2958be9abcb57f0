/** A small builder for hand-made TreeGraphs in kinship tests. */
import type { ParenthoodKind } from '../../protocol/person';
import type { GraphPerson, TreeGraph } from '../tree/graph';

export class TreeBuilder implements TreeGraph {
  persons: GraphPerson[] = [];
  couples: TreeGraph['couples'] = [];
  parenthoods: TreeGraph['parenthoods'] = [];

  /** Adds a person; year is the birth year, omitted when unknown. */
  person(id: string, gender: 'm' | 'f' | 'none', year?: number): this {
    this.persons.push({
      id, gender, first_names: [], surnames: [],
      birth_date: year === undefined ? null : { day: null, month: null, year, approximation_years: null, approximation_type: null, text_value: null, cn_date: null },
      birth_location: null, death_date: null, death_location: null, is_deceased: false, facts: [], notes: null, residence_location: [],
    });
    return this;
  }

  couple(a: string, b: string, divorced = false): this {
    this.couples.push({
      id: `c${this.couples.length}`, person1_id: a, person2_id: b, marriage_place: null, marriage_date: null,
      is_divorced: divorced, divorce_place: null, divorce_date: null,
    });
    return this;
  }

  child(parents: string[], child: string, kind: ParenthoodKind = 'birth'): this {
    for (const p of parents) this.parenthoods.push({ parent_id: p, child_id: child, kind });
    return this;
  }
}

/** How many persons a plain breadth-first search reaches from `home` (couples and parenthoods). */
export function reachableCount(graph: TreeGraph, home: string): number {
  const adj = new Map<string, string[]>();
  const link = (a: string, b: string) => {
    (adj.get(a) ?? adj.set(a, []).get(a)!).push(b);
    (adj.get(b) ?? adj.set(b, []).get(b)!).push(a);
  };
  for (const p of graph.parenthoods) link(p.parent_id, p.child_id);
  for (const c of graph.couples) link(c.person1_id, c.person2_id);
  const seen = new Set([home]);
  const queue = [home];
  for (let i = 0; i < queue.length; i++) {
    for (const n of adj.get(queue[i]) ?? []) {
      if (!seen.has(n)) {
        seen.add(n);
        queue.push(n);
      }
    }
  }
  return seen.size;
}
