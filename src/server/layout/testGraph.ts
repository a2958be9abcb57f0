/**
 * A small builder of hand-made family graphs for layout tests: persons by id, couples and parenthoods.
 */
import type { ParenthoodKind } from '../../protocol/person';
import type { GraphPerson, TreeGraph } from '../tree/graph';

export class GraphBuilder {
  readonly graph: TreeGraph = { persons: [], couples: [], parenthoods: [] };

  person(id: string, gender: 'm' | 'f' = 'm', birthYear: number | null = null, deceased = true): this {
    const person: GraphPerson = {
      id,
      first_names: [{ type: 'given', value: id }],
      surnames: [{ type: 'birth', value: '黄' }],
      gender,
      birth_date: birthYear === null ? null : { day: null, month: null, year: birthYear, approximation_years: null, approximation_type: null, text_value: null, cn_date: null },
      birth_location: null,
      death_date: null,
      death_location: null,
      is_deceased: deceased,
      facts: [],
      notes: null,
      residence_location: [],
    };
    this.graph.persons.push(person);
    return this;
  }

  couple(a: string, b: string, year: number | null = null): this {
    this.graph.couples.push({
      id: `C${this.graph.couples.length + 1}`,
      person1_id: a,
      person2_id: b,
      marriage_place: null,
      marriage_date: year === null ? null : { day: null, month: null, year, approximation_years: null, approximation_type: null, text_value: null, cn_date: null },
      is_divorced: false,
      divorce_place: null,
      divorce_date: null,
    });
    return this;
  }

  child(parents: string[], child: string, kind: ParenthoodKind = 'birth'): this {
    for (const parent of parents) this.graph.parenthoods.push({ parent_id: parent, child_id: child, kind });
    return this;
  }
}
