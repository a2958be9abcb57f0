/**
 * Turns person rows into what the API sends, redacting living persons for viewers who are not
 * members of a public tree. Every call that answers persons goes through presentPersons.
 */
import type { Selectable } from 'kysely';
import { fullName, namesEn, namesZh } from '../../../protocol/names';
import type { PersonOut } from '../../../protocol/trees';
import type { Db } from '../../db/database';
import type { PersonsTable } from '../../db/schema';
import { livingFromDatabase } from '../../tree/kinNeighbourhood';
import { redactPerson } from '../../tree/redact';

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

/** Which of these persons count as living, reading their relatives in the database (see tree/living.ts). */
export const livingAmong = livingFromDatabase;

/**
 * Person rows as sent to this viewer: members see everything, others see living persons as 'Living'.
 * `living`, when the caller has it already, saves deciding it again.
 */
export async function presentPersons(db: Db, rows: PersonRow[], viewerIsMember: boolean, now: Date, living?: Set<string>): Promise<PersonOut[]> {
  const out = rows.map(personOut);
  if (viewerIsMember || rows.length === 0) return out;
  living ??= await livingAmong(db, rows, now);
  return out.map((p) => (living.has(p.id) ? redactPerson(p) : p));
}

export async function presentPerson(db: Db, row: PersonRow, viewerIsMember: boolean, now: Date): Promise<PersonOut> {
  return (await presentPersons(db, [row], viewerIsMember, now))[0];
}
