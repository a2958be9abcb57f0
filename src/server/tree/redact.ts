/**
 * Privacy of living persons. On a public tree seen by someone who is not a member, a living person
 * shows as 'Living' with no names, dates, places, facts, notes or picture. Every call that sends
 * persons redacts through here, on the server, before anything leaves; who is living is decided in
 * living.ts.
 */
import type { TreeGraph } from './graph';
import { livingByKin } from './living';

export { LIVING_YEARS } from './living';

export const LIVING_NAME = 'Living';

/** The ids of every living person of a loaded graph (see living.ts): layout, exports and copies use this. */
export function livingIdsOfGraph(graph: TreeGraph, now: Date): Set<string> {
  return livingByKin(new Map(graph.persons.map((p) => [p.id, p])), graph, now);
}

/** Fields that are blanked on a redacted person, whatever else its object carries. */
export const REDACTED_FIELDS = {
  first_names: [],
  surnames: [],
  birth_date: null,
  birth_location: null,
  death_date: null,
  death_location: null,
  facts: [],
  notes: null,
  residence_location: [],
} as const;

/**
 * A copy of a person object showing only 'Living': names, dates, places, facts, notes, residences and
 * picture are removed; identity, gender and links stay so the tree still draws.
 */
export function redactPerson<T extends object>(person: T): T & { is_private: true } {
  const out: Record<string, unknown> = { ...person, ...REDACTED_FIELDS, is_deceased: false, is_private: true };
  for (const key of ['full_name', 'names_en']) if (key in out) out[key] = LIVING_NAME;
  for (const key of ['names_zh', 'notes_display', 'birth_text', 'death_text']) if (key in out) out[key] = '';
  for (const key of ['profile_picture', 'photo_url']) if (key in out) out[key] = null;
  for (const key of ['generation_label', 'info']) if (key in out) delete out[key];
  return out as T & { is_private: true };
}
