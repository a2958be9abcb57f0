/**
 * The relatives that decide whether some persons are living (see living.ts), read from the database:
 * everyone up to KIN_STEPS parent, child or spouse links away, with their dates and the links between
 * them, a level at a time.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { deadByRecord, KIN_STEPS, livingByKin, type KinLinks, type Vital } from './living';

interface KinRow {
  kind: 'p' | 'c';
  a: string;
  b: string;
  /** The other end's dates, when it is new to the walk. */
  id: string;
  birth_date: Vital['birth_date'];
  death_date: Vital['death_date'];
  is_deceased: boolean;
}

/**
 * The parent, child and spouse links of the persons `frontier`, each with the dates of the person at
 * its other end: one statement a level.
 */
async function kinLevel(db: Db, frontier: string[]): Promise<KinRow[]> {
  const ids = sql`${`{${frontier.join(',')}}`}::uuid[]`;
  const { rows } = await sql<KinRow>`
    WITH links AS (
      SELECT 'p' AS kind, parent_id AS a, child_id AS b, child_id AS other FROM parenthoods WHERE parent_id = ANY(${ids})
      UNION SELECT 'p', parent_id, child_id, parent_id FROM parenthoods WHERE child_id = ANY(${ids})
      UNION SELECT 'c', person1_id, person2_id, person2_id FROM couples WHERE person1_id = ANY(${ids})
      UNION SELECT 'c', person1_id, person2_id, person1_id FROM couples WHERE person2_id = ANY(${ids})
    )
    SELECT l.kind, l.a, l.b, p.id, p.birth_date, p.death_date, p.is_deceased FROM links l JOIN persons p ON p.id = l.other`.execute(db);
  return rows;
}

/** Which of `persons` are living, their relatives read as far as the rule looks. */
export async function livingFromDatabase(db: Db, persons: (Vital & { id: string })[], now: Date): Promise<Set<string>> {
  const vitals = new Map<string, Vital>(persons.map((p) => [p.id, p]));
  const undecided = persons.filter((p) => !deadByRecord(p) && (p.birth_date?.year ?? null) === null).map((p) => p.id);
  const links: { parenthoods: { parent_id: string; child_id: string }[]; couples: { person1_id: string; person2_id: string }[] } = { parenthoods: [], couples: [] };
  const seenLinks = new Set<string>();
  let frontier = undecided;
  for (let step = 0; step < KIN_STEPS && frontier.length > 0; step++) {
    const next: string[] = [];
    for (const r of await kinLevel(db, frontier)) {
      const key = `${r.kind} ${r.a} ${r.b}`;
      if (!seenLinks.has(key)) {
        seenLinks.add(key);
        if (r.kind === 'p') links.parenthoods.push({ parent_id: r.a, child_id: r.b });
        else links.couples.push({ person1_id: r.a, person2_id: r.b });
      }
      if (!vitals.has(r.id)) {
        vitals.set(r.id, r);
        next.push(r.id);
      }
    }
    frontier = next;
  }
  const living = livingByKin(vitals, links satisfies KinLinks, now);
  return new Set(persons.filter((p) => living.has(p.id)).map((p) => p.id));
}
