/** What a diff means: the drawing a client holds after applying it. Shared by the browser and the server. */
import type { DiffResponse, DrawResponse } from './draw';

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
    // A small diff sends only who joined and left the blood relatives, not the whole list.
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
