/**
 * The drawing the client holds, kept in step with what the engine shows so it can be cached per tree
 * and a later diff can be judged against it.
 */
import type { DiffResponse, DrawResponse } from '../protocol/draw';

/** True when a diff changes no person and no line. */
export function diffChangesNothing(diff: DiffResponse): boolean {
  return (
    diff.new_persons.length === 0 &&
    diff.remove_persons.length === 0 &&
    diff.data_update.length === 0 &&
    diff.new_lines.length === 0 &&
    diff.remove_lines.length === 0
  );
}

/**
 * Whether a diff cannot bring the held drawing (at `sentHash`) to the server's: the server lost the
 * layout state, or it reports a different drawing yet names no change (an empty diff), so only a full
 * draw is trustworthy. An empty diff that keeps the hash means the drawing is already current.
 */
export function diffNeedsFullDraw(diff: DiffResponse, sentHash: string): boolean {
  if (!diff.has_state) return true;
  return diffChangesNothing(diff) && diff.map_hash !== sentHash;
}

/** The drawing after a diff, the way the engine applies it (removals, then updates and additions). */
export function mergeDiff(before: DrawResponse, diff: DiffResponse): DrawResponse {
  const persons = new Map(before.persons.map((p) => [p.object_id, p]));
  for (const id of diff.remove_persons) persons.delete(id);
  for (const p of diff.data_update) persons.set(p.object_id, p);
  for (const p of diff.new_persons) persons.set(p.object_id, p);
  const lines = new Map(before.lines.map((l) => [l.line_id, l]));
  for (const id of diff.remove_lines) lines.delete(id);
  for (const l of diff.new_lines) lines.set(l.line_id, l);
  let blood = diff.blood_relatives_ids;
  if (diff.blood_relatives_change) {
    const removed = new Set(diff.blood_relatives_change.remove);
    const kept = before.blood_relatives_ids.filter((id) => !removed.has(id));
    blood = [...new Set([...kept, ...diff.blood_relatives_change.add])];
  }
  return {
    persons: [...persons.values()],
    lines: [...lines.values()],
    tree_width: diff.tree_width,
    tree_height: diff.tree_height,
    tree_margin_x: diff.tree_margin_x,
    has_state: diff.has_state,
    map_hash: diff.map_hash,
    blood_relatives_ids: blood,
    preferences: diff.preferences,
  };
}
