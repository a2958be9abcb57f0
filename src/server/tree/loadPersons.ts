/**
 * A few persons of a tree in the shape loadTreeGraph gives them, for work that touches only their
 * cards (the diff after a name edit) and must not pay for loading the whole tree.
 */
import type { Db } from '../db/database';
import type { GraphPerson } from './graph';

export async function loadGraphPersons(db: Db, treeId: string, ids: string[]): Promise<GraphPerson[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('persons')
    .select(['id', 'first_names', 'surnames', 'gender', 'birth_date', 'birth_location', 'death_date', 'death_location', 'is_deceased', 'facts', 'notes', 'residence_location'])
    .where('tree_id', '=', treeId)
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    first_names: r.first_names,
    surnames: r.surnames,
    gender: r.gender,
    birth_date: r.birth_date,
    birth_location: r.birth_location,
    death_date: r.death_date,
    death_location: r.death_location,
    is_deceased: r.is_deceased,
    facts: r.facts,
    notes: r.notes,
    residence_location: r.residence_location,
  }));
}
