/**
 * The relatives that decide whether some persons are living (see living.ts), read from the database:
 * everyone up to KIN_STEPS parent, child or spouse links away, with their dates and the links between
 * them, a level at a time.
 */
import type { Db } from '../db/database';
import { deadByRecord, KIN_STEPS, livingByKin, type KinLinks, type Vital } from './living';

/** Which of `persons` are living, their relatives read as far as the rule looks. */
export async function livingFromDatabase(db: Db, persons: (Vital & { id: string })[], now: Date): Promise<Set<string>> {
  const vitals = new Map<string, Vital>(persons.map((p) => [p.id, p]));
  const undecided = persons.filter((p) => !deadByRecord(p) && (p.birth_date?.year ?? null) === null).map((p) => p.id);
  const links: { parenthoods: { parent_id: string; child_id: string }[]; couples: { person1_id: string; person2_id: string }[] } = { parenthoods: [], couples: [] };
  const seenLinks = new Set<string>();
  let frontier = undecided;
  for (let step = 0; step < KIN_STEPS && frontier.length > 0; step++) {
    const parenthoods = await db
      .selectFrom('parenthoods')
      .select(['parent_id', 'child_id'])
      .where((eb) => eb.or([eb('parent_id', 'in', frontier), eb('child_id', 'in', frontier)]))
      .execute();
    const couples = await db
      .selectFrom('couples')
      .select(['person1_id', 'person2_id'])
      .where((eb) => eb.or([eb('person1_id', 'in', frontier), eb('person2_id', 'in', frontier)]))
      .execute();
    const reached = new Set<string>();
    for (const l of parenthoods) {
      const key = `p ${l.parent_id} ${l.child_id}`;
      if (seenLinks.has(key)) continue;
      seenLinks.add(key);
      links.parenthoods.push(l);
      reached.add(l.parent_id).add(l.child_id);
    }
    for (const c of couples) {
      const key = `c ${c.person1_id} ${c.person2_id}`;
      if (seenLinks.has(key)) continue;
      seenLinks.add(key);
      links.couples.push(c);
      reached.add(c.person1_id).add(c.person2_id);
    }
    frontier = [...reached].filter((id) => !vitals.has(id));
    if (frontier.length) {
      const rows = await db.selectFrom('persons').select(['id', 'birth_date', 'death_date', 'is_deceased']).where('id', 'in', frontier).execute();
      for (const r of rows) vitals.set(r.id, r);
    }
  }
  const living = livingByKin(vitals, links satisfies KinLinks, now);
  return new Set(persons.filter((p) => living.has(p.id)).map((p) => p.id));
}
