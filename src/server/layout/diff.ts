/**
 * Incremental updates between two drawings: what the diff endpoint answers after an edit, and how a
 * client turns the old drawing plus the diff back into the new one.
 */
import type { DiffResponse, DrawLine, DrawPerson, DrawResponse } from '../../protocol/draw';
import { mapHash } from './hash';
import { compareLines, comparePersons } from './layoutTree';
import { mergeDiff } from '../../protocol/mergeDiff';

/** True when two drawn persons show the same card at the same place. */
export function samePerson(a: DrawPerson, b: DrawPerson): boolean {
  if (a.is_start_person !== b.is_start_person || a.is_ghost !== b.is_ghost || a.ghost_type !== b.ghost_type || a.ghost_of !== b.ghost_of || a.generation !== b.generation) return false;
  const p = a.position;
  const q = b.position;
  if (p.x !== q.x || p.y !== q.y || p.width !== q.width || p.height !== q.height) return false;
  const c = a.card;
  const d = b.card;
  return (
    c.full_name === d.full_name && c.names_en === d.names_en && c.names_zh === d.names_zh && c.gender === d.gender &&
    c.birth_text === d.birth_text && c.death_text === d.death_text && c.is_deceased === d.is_deceased && c.photo_url === d.photo_url &&
    c.has_hidden_subtree === d.has_hidden_subtree && c.hidden_count === d.hidden_count && c.hint_count === d.hint_count &&
    c.birth_order === d.birth_order && c.is_private === d.is_private
  );
}

function sameLine(a: DrawLine, b: DrawLine): boolean {
  if (a.kind !== b.kind || a.family_id !== b.family_id || a.parenthood_kind !== b.parenthood_kind) return false;
  if (a.person_ids.length !== b.person_ids.length || a.points.length !== b.points.length) return false;
  for (let i = 0; i < a.person_ids.length; i++) if (a.person_ids[i] !== b.person_ids[i]) return false;
  for (let i = 0; i < a.points.length; i++) if (a.points[i][0] !== b.points[i][0] || a.points[i][1] !== b.points[i][1]) return false;
  return true;
}

/** What changed from `before` to `after`; a changed line is removed and sent again under the same id. */
export function diffLayouts(before: DrawResponse, after: DrawResponse): DiffResponse {
  const oldPersons = new Map(before.persons.map((p) => [p.object_id, p]));
  const newIds = new Set<string>();
  const new_persons: DrawPerson[] = [];
  const data_update: DrawPerson[] = [];
  for (const person of after.persons) {
    newIds.add(person.object_id);
    const old = oldPersons.get(person.object_id);
    if (!old) new_persons.push(person);
    else if (!samePerson(old, person)) data_update.push(person);
  }
  const remove_persons = before.persons.filter((p) => !newIds.has(p.object_id)).map((p) => p.object_id);

  const oldLines = new Map(before.lines.map((l) => [l.line_id, l]));
  const newLineIds = new Set<string>();
  const new_lines: DrawLine[] = [];
  const remove_lines: string[] = [];
  for (const line of after.lines) {
    newLineIds.add(line.line_id);
    const old = oldLines.get(line.line_id);
    if (old && sameLine(old, line)) continue;
    if (old) remove_lines.push(line.line_id);
    new_lines.push(line);
  }
  for (const line of before.lines) if (!newLineIds.has(line.line_id)) remove_lines.push(line.line_id);
  const oldBlood = new Set(before.blood_relatives_ids);
  const newBlood = new Set(after.blood_relatives_ids);
  const blood_relatives_change = {
    add: after.blood_relatives_ids.filter((id) => !oldBlood.has(id)),
    remove: before.blood_relatives_ids.filter((id) => !newBlood.has(id)),
  };
  return {
    new_persons,
    remove_persons,
    data_update,
    new_lines,
    remove_lines,
    tree_width: after.tree_width,
    tree_height: after.tree_height,
    tree_margin_x: after.tree_margin_x,
    has_state: after.has_state,
    map_hash: after.map_hash,
    blood_relatives_ids: [],
    blood_relatives_change,
    preferences: after.preferences,
  };
}

/** The drawing a client holds after applying `diff` to `before`, in the same order as a fresh draw. */
export function applyDiff(before: DrawResponse, diff: DiffResponse): DrawResponse {
  const merged = mergeDiff(before, diff);
  const payload: Omit<DrawResponse, 'map_hash'> = {
    persons: merged.persons.sort(comparePersons),
    lines: merged.lines.sort(compareLines),
    tree_width: merged.tree_width,
    tree_height: merged.tree_height,
    tree_margin_x: merged.tree_margin_x,
    has_state: merged.has_state,
    blood_relatives_ids: merged.blood_relatives_ids.sort(),
    preferences: merged.preferences,
  };
  return { ...payload, map_hash: mapHash(payload) };
}
