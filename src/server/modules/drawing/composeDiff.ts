/**
 * Two diffs in a row as one: from the drawing before the first to the drawing after the second. A
 * stored layout can then be a full base plus one diff, however many edits led to it, so saving it
 * costs the size of the edits and loading it one mergeDiff.
 */
import type { DiffResponse, DrawLine, DrawPerson } from '../../../protocol/draw';

type PersonState = { kind: 'new' | 'update'; person: DrawPerson } | { kind: 'removed' };
type LineState = { kind: 'new' | 'replaced'; line: DrawLine } | { kind: 'removed' };

/**
 * `first` leads from base B to drawing A, `second` from A to C; the answer leads from B to C (the same
 * persons, lines and blood relatives as C; the order of the lists may differ). Undefined when a diff
 * sends the whole blood relatives list rather than a change, which cannot be composed.
 */
export function composeDiffs(first: DiffResponse, second: DiffResponse): DiffResponse | undefined {
  if (!first.blood_relatives_change || !second.blood_relatives_change) return undefined;
  const persons = new Map<string, PersonState>();
  for (const id of first.remove_persons) persons.set(id, { kind: 'removed' });
  for (const p of first.data_update) persons.set(p.object_id, { kind: 'update', person: p });
  for (const p of first.new_persons) persons.set(p.object_id, { kind: 'new', person: p });
  for (const id of second.remove_persons) {
    if (persons.get(id)?.kind === 'new') persons.delete(id);
    else persons.set(id, { kind: 'removed' });
  }
  for (const p of second.data_update) {
    // A person updated in A was either new since B or already in B.
    persons.set(p.object_id, { kind: persons.get(p.object_id)?.kind === 'new' ? 'new' : 'update', person: p });
  }
  for (const p of second.new_persons) {
    persons.set(p.object_id, { kind: persons.get(p.object_id)?.kind === 'removed' ? 'update' : 'new', person: p });
  }

  const lines = new Map<string, LineState>();
  for (const id of first.remove_lines) lines.set(id, { kind: 'removed' });
  for (const l of first.new_lines) lines.set(l.line_id, { kind: lines.has(l.line_id) ? 'replaced' : 'new', line: l });
  for (const id of second.remove_lines) {
    if (lines.get(id)?.kind === 'new') lines.delete(id);
    else lines.set(id, { kind: 'removed' });
  }
  for (const l of second.new_lines) {
    const was = lines.get(l.line_id)?.kind;
    lines.set(l.line_id, { kind: was === 'removed' || was === 'replaced' ? 'replaced' : 'new', line: l });
  }

  const add = new Set(first.blood_relatives_change.add);
  const remove = new Set(first.blood_relatives_change.remove);
  for (const id of second.blood_relatives_change.remove) {
    if (add.has(id)) add.delete(id);
    else remove.add(id);
  }
  for (const id of second.blood_relatives_change.add) {
    if (remove.has(id)) remove.delete(id);
    else add.add(id);
  }

  const out: DiffResponse = { ...second, new_persons: [], remove_persons: [], data_update: [], new_lines: [], remove_lines: [], blood_relatives_ids: [], blood_relatives_change: { add: [...add], remove: [...remove] } };
  for (const [id, state] of persons) {
    if (state.kind === 'removed') out.remove_persons.push(id);
    else (state.kind === 'new' ? out.new_persons : out.data_update).push(state.person);
  }
  for (const [id, state] of lines) {
    if (state.kind !== 'new') out.remove_lines.push(id);
    if (state.kind !== 'removed') out.new_lines.push(state.line);
  }
  return out;
}

/** Persons and lines a diff carries: what storing it as a delta costs. */
export function diffItems(diff: DiffResponse): number {
  return diff.new_persons.length + diff.data_update.length + diff.remove_persons.length + diff.new_lines.length + diff.remove_lines.length;
}
