/**
 * Privacy of living persons. On a public tree seen by someone who is not a member, a living person
 * shows as 'Living' with no names, dates, places, facts, notes or picture. Every call that sends
 * persons redacts through here, on the server, before anything leaves.
 */
import type { DateValue, PersonFields } from '../../protocol/person';
import type { TreeGraph } from './graph';

/** Years after birth within which a person without a death record is presumed alive. */
export const LIVING_YEARS = 100;

export const LIVING_NAME = 'Living';

type Vital = Pick<PersonFields, 'birth_date' | 'death_date' | 'is_deceased'>;

function hasDeath(d: DateValue | null): boolean {
  return d !== null && (d.year !== null || d.month !== null || d.day !== null || !!d.text_value || !!d.cn_date);
}

/**
 * What the dates alone say: 'dead' (deceased, a death record, or born LIVING_YEARS or more ago),
 * 'living' (born less than that ago), or 'unknown' (no birth year).
 */
export function vitalStatus(p: Vital, now: Date): 'living' | 'dead' | 'unknown' {
  if (p.is_deceased || hasDeath(p.death_date)) return 'dead';
  const year = p.birth_date?.year ?? null;
  if (year === null) return 'unknown';
  return now.getUTCFullYear() - year < LIVING_YEARS ? 'living' : 'dead';
}

/**
 * Decides 'unknown' persons from their descendants: one is living when a chain of children, each
 * undated and not deceased, leads to a person living by date. `childrenOf` may answer in batches
 * (the database walk) or from memory (a loaded graph).
 */
export async function resolveUnknown(
  unknown: string[],
  childrenOf: (ids: string[]) => Promise<{ parent_id: string; child_id: string; status: 'living' | 'dead' | 'unknown' }[]>,
): Promise<Set<string>> {
  const living = new Set<string>();
  // roots[x]: the unknown persons asked about whose undated chain reaches x.
  let frontier = new Map<string, Set<string>>(unknown.map((id) => [id, new Set([id])]));
  const visited = new Set<string>(unknown);
  for (let depth = 0; frontier.size > 0 && depth < 200; depth++) {
    const next = new Map<string, Set<string>>();
    for (const link of await childrenOf([...frontier.keys()])) {
      const roots = frontier.get(link.parent_id);
      if (!roots) continue;
      if (link.status === 'living') for (const r of roots) living.add(r);
      else if (link.status === 'unknown') {
        if (visited.has(link.child_id) && !next.has(link.child_id)) continue;
        visited.add(link.child_id);
        const set = next.get(link.child_id) ?? new Set<string>();
        for (const r of roots) if (!living.has(r)) set.add(r);
        if (set.size) next.set(link.child_id, set);
      }
    }
    frontier = next;
  }
  return living;
}

/** The ids of every living person of a loaded graph (the layout uses this for its cards). */
export function livingIdsOfGraph(graph: TreeGraph, now: Date): Set<string> {
  const status = new Map(graph.persons.map((p) => [p.id, vitalStatus(p, now)]));
  const living = new Set<string>();
  const children = new Map<string, string[]>();
  for (const l of graph.parenthoods) {
    const list = children.get(l.parent_id);
    if (list) list.push(l.child_id);
    else children.set(l.parent_id, [l.child_id]);
  }
  // memo: undated persons resolved bottom-up; 'pending' guards against cycles in bad data.
  const memo = new Map<string, boolean | 'pending'>();
  const isLiving = (id: string): boolean => {
    const s = status.get(id);
    if (s === 'living') return true;
    if (s !== 'unknown') return false;
    const known = memo.get(id);
    if (known !== undefined) return known === true;
    memo.set(id, 'pending');
    const stack: { id: string; i: number }[] = [{ id, i: 0 }];
    // Iterative depth-first walk so a 30-generation undated chain does not blow the call stack.
    while (stack.length) {
      const top = stack[stack.length - 1];
      const kids = children.get(top.id) ?? [];
      if (memo.get(top.id) === true) {
        stack.pop();
        continue;
      }
      if (top.i >= kids.length) {
        if (memo.get(top.id) === 'pending') memo.set(top.id, false);
        stack.pop();
        continue;
      }
      const kid = kids[top.i++];
      const ks = status.get(kid);
      if (ks === 'living' || (ks === 'unknown' && memo.get(kid) === true)) {
        for (const frame of stack) memo.set(frame.id, true);
        continue;
      }
      if (ks === 'unknown' && !memo.has(kid)) {
        memo.set(kid, 'pending');
        stack.push({ id: kid, i: 0 });
      }
    }
    return memo.get(id) === true;
  };
  for (const p of graph.persons) if (isLiving(p.id)) living.add(p.id);
  return living;
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
