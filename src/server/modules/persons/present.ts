/**
 * Turns person rows into what the API sends, redacting living persons for viewers who are not
 * members of a public tree. Every call that answers persons goes through presentPersons.
 */
import type { Selectable } from 'kysely';
import { fullName, namesEn, namesZh } from '../../../protocol/names';
import type { PersonOut } from '../../../protocol/trees';
import type { Db } from '../../db/database';
import type { PersonsTable } from '../../db/schema';
import { redactPerson, resolveUnknown, vitalStatus } from '../../tree/redact';

export const personOutColumns = [
  'id', 'tree_id', 'first_names', 'surnames', 'gender', 'birth_date', 'birth_location', 'death_date', 'death_location',
  'is_deceased', 'facts', 'notes', 'residence_location', 'profile_picture', 'birth_sort', 'created_at', 'updated_at',
] as const;
export type PersonRow = Pick<Selectable<PersonsTable>, (typeof personOutColumns)[number]>;

export function personOut(row: PersonRow): PersonOut {
  return {
    object_id: row.id,
    id: row.id,
    family_tree_id: row.tree_id,
    first_names: row.first_names,
    surnames: row.surnames,
    gender: row.gender,
    birth_date: row.birth_date,
    birth_location: row.birth_location,
    death_date: row.death_date,
    death_location: row.death_location,
    is_deceased: row.is_deceased,
    facts: row.facts,
    notes: row.notes,
    notes_display: row.notes ?? '',
    residence_location: row.residence_location,
    profile_picture: row.profile_picture,
    full_name: fullName(row),
    names_en: namesEn(row),
    names_zh: namesZh(row),
  };
}

type Vital = Pick<PersonRow, 'id' | 'birth_date' | 'death_date' | 'is_deceased'>;

/** Which of these persons count as living, walking undated persons' descendants in the database. */
export async function livingAmong(db: Db, persons: Vital[], now: Date): Promise<Set<string>> {
  const living = new Set<string>();
  const unknown: string[] = [];
  for (const p of persons) {
    const s = vitalStatus(p, now);
    if (s === 'living') living.add(p.id);
    else if (s === 'unknown') unknown.push(p.id);
  }
  if (unknown.length === 0) return living;
  const found = await resolveUnknown(unknown, async (ids) => {
    const rows = await db
      .selectFrom('parenthoods')
      .innerJoin('persons', 'persons.id', 'parenthoods.child_id')
      .select(['parenthoods.parent_id', 'parenthoods.child_id', 'persons.birth_date', 'persons.death_date', 'persons.is_deceased'])
      .where('parenthoods.parent_id', 'in', ids)
      .execute();
    return rows.map((r) => ({ parent_id: r.parent_id, child_id: r.child_id, status: vitalStatus(r, now) }));
  });
  for (const id of found) living.add(id);
  return living;
}

/** Person rows as sent to this viewer: members see everything, others see living persons as 'Living'. */
export async function presentPersons(db: Db, rows: PersonRow[], viewerIsMember: boolean, now: Date): Promise<PersonOut[]> {
  const out = rows.map(personOut);
  if (viewerIsMember || rows.length === 0) return out;
  const living = await livingAmong(db, rows, now);
  return out.map((p) => (living.has(p.id) ? redactPerson(p) : p));
}

export async function presentPerson(db: Db, row: PersonRow, viewerIsMember: boolean, now: Date): Promise<PersonOut> {
  return (await presentPersons(db, [row], viewerIsMember, now))[0];
}
