/**
 * Moves a whole tree between the database and a TreeGraph: loadTreeGraph reads it in three queries
 * (layout and kinship run on it), insertTreeGraph writes one in batches (GEDCOM import, demo seed).
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { dateSortKey } from '../../protocol/dates';
import type { PersonFields } from '../../protocol/person';
import { searchKeys } from '../chinese';
import type { DB } from '../db/schema';
import type { GraphCouple, GraphParenthood, GraphPerson, TreeGraph } from './graph';

/** Rows per INSERT: PGlite pays per statement, PostgreSQL caps bind parameters at 65,535. */
export const BATCH_ROWS = 1000;

export const personColumns = [
  'id', 'first_names', 'surnames', 'gender', 'birth_date', 'birth_location', 'death_date', 'death_location',
  'is_deceased', 'facts', 'notes', 'residence_location',
] as const;

/** The space-separated search keys stored in persons.search_text (leading and trailing space). */
export function searchText(person: Pick<PersonFields, 'first_names' | 'surnames'>): string {
  const keys = [...searchKeys(person)];
  return keys.length ? ` ${keys.join(' ')} ` : '';
}

/** Birth order key stored as an int (dateSortKey is year*10000+month*100+day, which fits). */
export function birthSort(person: Pick<PersonFields, 'birth_date'>): number | null {
  const key = dateSortKey(person.birth_date);
  return key === null ? null : Math.round(key);
}

/** Column values of a person row for an insert or a full update. `keysMemo` reuses search keys across a batch. */
export function personRowValues(p: PersonFields, keysMemo?: Map<string, string>) {
  let text: string;
  if (keysMemo) {
    // Clans repeat names; pinyin and script conversion are the slow part of a bulk insert.
    const key = JSON.stringify([p.first_names, p.surnames]);
    text = keysMemo.get(key) ?? searchText(p);
    keysMemo.set(key, text);
  } else text = searchText(p);
  return {
    first_names: JSON.stringify(p.first_names),
    surnames: JSON.stringify(p.surnames),
    gender: p.gender,
    birth_date: p.birth_date ? JSON.stringify(p.birth_date) : null,
    birth_location: p.birth_location,
    death_date: p.death_date ? JSON.stringify(p.death_date) : null,
    death_location: p.death_location,
    is_deceased: p.is_deceased,
    facts: JSON.stringify(p.facts),
    notes: p.notes,
    residence_location: JSON.stringify(p.residence_location),
    search_text: text,
    birth_sort: birthSort(p),
  };
}

type PersonTuple = [string, GraphPerson['first_names'], GraphPerson['surnames'], GraphPerson['gender'], GraphPerson['birth_date'], string | null, GraphPerson['death_date'], string | null, boolean, GraphPerson['facts'], string | null, GraphPerson['residence_location']];
type CoupleTuple = [string, string, string, string | null, GraphCouple['marriage_date'], boolean, string | null, GraphCouple['divorce_date']];
type LinkTuple = [string, string, GraphParenthood['kind']];

/**
 * Reads a whole tree in three queries. Each answers one JSON text built by the database: row by row,
 * the drivers parse every jsonb cell on its own, which made a 100,000-person load several times slower.
 */
export async function loadTreeGraph(db: Kysely<DB>, treeId: string): Promise<TreeGraph> {
  const [persons, couples, parenthoods] = await Promise.all([
    sql<{ j: string }>`
      SELECT coalesce(json_agg(json_build_array(id, first_names, surnames, gender, birth_date, birth_location, death_date, death_location,
        is_deceased, facts, notes, residence_location) ORDER BY birth_sort, created_at, id), '[]')::text AS j
      FROM persons WHERE tree_id = ${treeId}`.execute(db),
    sql<{ j: string }>`
      SELECT coalesce(json_agg(json_build_array(id, person1_id, person2_id, marriage_place, marriage_date, is_divorced, divorce_place, divorce_date)
        ORDER BY created_at, id), '[]')::text AS j
      FROM couples WHERE tree_id = ${treeId}`.execute(db),
    sql<{ j: string }>`SELECT coalesce(json_agg(json_build_array(parent_id, child_id, kind)), '[]')::text AS j FROM parenthoods WHERE tree_id = ${treeId}`.execute(db),
  ]);
  return {
    persons: (JSON.parse(persons.rows[0].j) as PersonTuple[]).map((r) => ({
      id: r[0], first_names: r[1], surnames: r[2], gender: r[3], birth_date: r[4], birth_location: r[5], death_date: r[6],
      death_location: r[7], is_deceased: r[8], facts: r[9], notes: r[10], residence_location: r[11],
    })),
    couples: (JSON.parse(couples.rows[0].j) as CoupleTuple[]).map((r) => ({
      id: r[0], person1_id: r[1], person2_id: r[2], marriage_place: r[3], marriage_date: r[4], is_divorced: r[5], divorce_place: r[6], divorce_date: r[7],
    })),
    parenthoods: (JSON.parse(parenthoods.rows[0].j) as LinkTuple[]).map((r) => ({ parent_id: r[0], child_id: r[1], kind: r[2] })),
  };
}

/**
 * Inserts a graph into a tree under fresh uuids and answers the map from the graph's ids to them.
 * Run it inside a transaction so a failure leaves nothing behind.
 */
export async function insertTreeGraph(trx: Kysely<DB>, treeId: string, graph: TreeGraph, now: Date = new Date()): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const p of graph.persons) ids.set(p.id, randomUUID());
  const idOf = (old: string): string => {
    const id = ids.get(old);
    if (!id) throw new Error(`the graph links to an unknown person ${old}`);
    return id;
  };
  const keysMemo = new Map<string, string>();
  for (let i = 0; i < graph.persons.length; i += BATCH_ROWS) {
    const rows = graph.persons.slice(i, i + BATCH_ROWS).map((p) => ({
      id: idOf(p.id), tree_id: treeId, ...personRowValues(p, keysMemo), created_at: now, updated_at: now,
    }));
    await trx.insertInto('persons').values(rows).execute();
  }
  for (let i = 0; i < graph.couples.length; i += BATCH_ROWS) {
    const rows = graph.couples.slice(i, i + BATCH_ROWS).map((c) => ({
      id: randomUUID(),
      tree_id: treeId,
      person1_id: idOf(c.person1_id),
      person2_id: idOf(c.person2_id),
      marriage_place: c.marriage_place,
      marriage_date: c.marriage_date ? JSON.stringify(c.marriage_date) : null,
      is_divorced: c.is_divorced,
      divorce_place: c.divorce_place,
      divorce_date: c.divorce_date ? JSON.stringify(c.divorce_date) : null,
      created_at: now,
    }));
    await trx.insertInto('couples').values(rows).execute();
  }
  const seen = new Set<string>();
  const links = graph.parenthoods.filter((l) => {
    const key = `${l.parent_id}\u0000${l.child_id}`;
    if (seen.has(key) || l.parent_id === l.child_id) return false;
    seen.add(key);
    return true;
  });
  for (let i = 0; i < links.length; i += BATCH_ROWS) {
    const rows = links.slice(i, i + BATCH_ROWS).map((l) => ({ tree_id: treeId, parent_id: idOf(l.parent_id), child_id: idOf(l.child_id), kind: l.kind }));
    await trx.insertInto('parenthoods').values(rows).execute();
  }
  return ids;
}
