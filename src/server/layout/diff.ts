/**
 * Incremental updates between two drawings: what the diff endpoint answers after an edit, and how a
 * client turns the old drawing plus the diff back into the new one.
 */
import type { DiffResponse, DrawLine, DrawPerson, DrawResponse } from '../../protocol/draw';
import { mapHash } from './hash';
import { compareLines, comparePersons } from './layoutTree';
import { mergeDiff } from '../../protocol/mergeDiff';
import { keptFrom, type KeptItems } from './kept';
import { scratchI32, scratchU8, withScratch } from './scratch';

/** True when two drawn persons show the same card at the same place. */
export function samePerson(a: DrawPerson, b: DrawPerson): boolean {
  // Drawings share the persons and cards that did not change (a payload is read-only).
  if (a === b) return true;
  if (a.is_start_person !== b.is_start_person || a.is_ghost !== b.is_ghost || a.ghost_type !== b.ghost_type || a.ghost_of !== b.ghost_of || a.generation !== b.generation) return false;
  const p = a.position;
  const q = b.position;
  if (p.x !== q.x || p.y !== q.y || p.width !== q.width || p.height !== q.height) return false;
  const c = a.card;
  const d = b.card;
  if (c === d) return true;
  return (
    c.full_name === d.full_name && c.names_en === d.names_en && c.names_zh === d.names_zh && c.gender === d.gender &&
    c.birth_text === d.birth_text && c.death_text === d.death_text && c.is_deceased === d.is_deceased && c.photo_url === d.photo_url &&
    c.has_hidden_subtree === d.has_hidden_subtree && c.hidden_count === d.hidden_count && c.hint_count === d.hint_count &&
    c.birth_order === d.birth_order && c.is_private === d.is_private
  );
}

function sameLine(a: DrawLine, b: DrawLine): boolean {
  if (a === b) return true;
  if (a.kind !== b.kind || a.family_id !== b.family_id || a.parenthood_kind !== b.parenthood_kind) return false;
  if (a.person_ids.length !== b.person_ids.length || a.points.length !== b.points.length) return false;
  for (let i = 0; i < a.person_ids.length; i++) if (a.person_ids[i] !== b.person_ids[i]) return false;
  for (let i = 0; i < a.points.length; i++) if (a.points[i][0] !== b.points[i][0] || a.points[i][1] !== b.points[i][1]) return false;
  return true;
}

/**
 * Pairs each item of `after` with the item of `before` that has the same id. Both lists are in reading
 * order (`order`: comparePersons or compareLines, whose last key is the id) and an edit changes little of
 * it, so they are merged like two sorted lists: an item at the same place with the same id pairs at once,
 * and only the items left over on either side (added, removed or moved) are paired by id, through a map of
 * those of `before`. A block of cards closed or opened is stepped over as one run. On a 100,000-card
 * drawing that is a handful of hash lookups instead of maps of every person and line. Lists out of that
 * order pair as rightly, through the map.
 */
function pairById<T>(before: T[], after: T[], id: (item: T) => string, order: (a: T, b: T) => number): { match: Int32Array; matched: Uint8Array } {
  const match = scratchI32(after.length, -1);
  const matched = scratchU8(before.length);
  const pending: number[] = [];
  let i = 0;
  let j = 0;
  while (j < after.length) {
    if (i >= before.length) {
      pending.push(j++);
      continue;
    }
    // Drawings share the items that did not change: the same object has the same id.
    const c = before[i] === after[j] ? 0 : order(before[i], after[j]);
    if (c === 0) {
      match[j] = i;
      matched[i] = 1;
      i++;
      j++;
    } else if (c < 0) i++;
    else pending.push(j++);
  }
  if (pending.length > 0) {
    const left = new Map<string, number>();
    for (let k = 0; k < before.length; k++) if (!matched[k]) left.set(id(before[k]), k);
    for (const at of pending) {
      const k = left.get(id(after[at]));
      if (k === undefined) continue;
      match[at] = k;
      matched[k] = 1;
    }
  }
  return { match, matched };
}

/**
 * pairById for a drawing that kept items of the one before (kept.ts): the kept ones pair with themselves,
 * only the others are paired by id, through a map of those of `before`.
 */
function pairKept<T>(before: T[], after: T[], kept: KeptItems, id: (item: T) => string): { match: Int32Array; matched: Uint8Array } {
  const match = scratchI32(after.length, -1);
  const matched = scratchU8(before.length);
  const left = new Map<string, number>();
  for (let k = 0; k < before.length; k++) {
    if (kept.before[k]) matched[k] = 1;
    else left.set(id(before[k]), k);
  }
  for (let j = 0; j < after.length; j++) {
    if (kept.after[j]) continue;
    const k = left.get(id(after[j]));
    if (k === undefined) continue;
    match[j] = k;
    matched[k] = 1;
  }
  return { match, matched };
}

/**
 * Ids of `after` not in `before` (add) and of `before` not in `after` (remove), each in its list's order:
 * one merge walk over both when both are sorted, as a drawing keeps them (found out of order, by sets).
 */
function idChange(before: string[], after: string[]): { add: string[]; remove: string[] } {
  const add: string[] = [];
  const remove: string[] = [];
  let i = 0;
  let j = 0;
  let last = '';
  while (i < before.length || j < after.length) {
    const b = i < before.length ? before[i] : undefined;
    const a = j < after.length ? after[j] : undefined;
    const next = b === undefined ? a! : a === undefined || b <= a ? b : a;
    if (next < last) return byMembership(before, after);
    last = next;
    if (b === a) {
      i++;
      j++;
    } else if (a === undefined || (b !== undefined && b < a)) {
      remove.push(b!);
      i++;
    } else {
      add.push(a);
      j++;
    }
  }
  return { add, remove };
}

function byMembership(before: string[], after: string[]): { add: string[]; remove: string[] } {
  const had = new Set(before);
  const has = new Set(after);
  return { add: after.filter((id) => !had.has(id)), remove: before.filter((id) => !has.has(id)) };
}

/** What changed from `before` to `after`; a changed line is removed and sent again under the same id. */
export function diffLayouts(before: DrawResponse, after: DrawResponse): DiffResponse {
  return withScratch(() => diffOf(before, after));
}

function diffOf(before: DrawResponse, after: DrawResponse): DiffResponse {
  // A drawing laid out here following `before` knows which of its items are before's own (kept.ts): an item
  // kept is unchanged, and is neither paired nor compared.
  const kept = keptFrom(before, after);
  const oldPersons = before.persons;
  const newPersons = after.persons;
  const personId = (p: DrawPerson) => p.object_id;
  const persons = kept ? pairKept(oldPersons, newPersons, kept.persons, personId) : pairById(oldPersons, newPersons, personId, comparePersons);
  const new_persons: DrawPerson[] = [];
  const data_update: DrawPerson[] = [];
  for (let j = 0; j < newPersons.length; j++) {
    if (kept?.persons.after[j]) continue;
    const person = newPersons[j];
    const k = persons.match[j];
    if (k < 0) new_persons.push(person);
    else if (!samePerson(oldPersons[k], person)) data_update.push(person);
  }
  const remove_persons: string[] = [];
  for (let k = 0; k < oldPersons.length; k++) if (!persons.matched[k]) remove_persons.push(oldPersons[k].object_id);

  const oldLines = before.lines;
  const newLines = after.lines;
  const lineId = (l: DrawLine) => l.line_id;
  const lines = kept ? pairKept(oldLines, newLines, kept.lines, lineId) : pairById(oldLines, newLines, lineId, compareLines);
  const new_lines: DrawLine[] = [];
  const remove_lines: string[] = [];
  for (let j = 0; j < newLines.length; j++) {
    if (kept?.lines.after[j]) continue;
    const line = newLines[j];
    const k = lines.match[j];
    if (k >= 0 && sameLine(oldLines[k], line)) continue;
    if (k >= 0) remove_lines.push(line.line_id);
    new_lines.push(line);
  }
  for (let k = 0; k < oldLines.length; k++) if (!lines.matched[k]) remove_lines.push(oldLines[k].line_id);
  const blood_relatives_change = idChange(before.blood_relatives_ids, after.blood_relatives_ids);
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
