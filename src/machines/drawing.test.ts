import { describe, expect, it } from 'vitest';
import type { DiffResponse, DrawLine, DrawPerson, DrawResponse } from '../protocol/draw';
import { diffChangesNothing, diffNeedsFullDraw, mergeDiff } from './drawing';

const person = (id: string, x = 0): DrawPerson => ({
  object_id: id,
  is_start_person: false,
  is_ghost: false,
  generation: 0,
  position: { x, y: 0, width: 160, height: 80 },
  card: { full_name: id, names_en: id, names_zh: '', gender: 'none', birth_text: '', death_text: '', is_deceased: false, photo_url: null, has_hidden_subtree: false, hidden_count: 0 },
});
const line = (id: string, x = 0): DrawLine => ({ line_id: id, kind: 'couple', person_ids: ['a', 'b'], points: [[x, 0], [x + 10, 0]], family_id: 'f' });
const prefs = { color_code_gender: false, tree_show_birth_order: true };
const before: DrawResponse = {
  persons: [person('a'), person('b', 200)],
  lines: [line('l1'), line('l2')],
  tree_width: 360,
  tree_height: 80,
  tree_margin_x: 0,
  has_state: true,
  map_hash: 'h1',
  blood_relatives_ids: ['a', 'b'],
  preferences: prefs,
};
const empty = (hash: string, over: Partial<DiffResponse> = {}): DiffResponse => ({
  new_persons: [], remove_persons: [], data_update: [], new_lines: [], remove_lines: [],
  tree_width: 360, tree_height: 80, tree_margin_x: 0, has_state: true, map_hash: hash, blood_relatives_ids: [], preferences: prefs, ...over,
});

describe('diffNeedsFullDraw', () => {
  it('trusts a diff with changes, and an empty diff that keeps the hash', () => {
    expect(diffNeedsFullDraw(empty('h2', { remove_persons: ['b'] }), 'h1')).toBe(false);
    expect(diffNeedsFullDraw(empty('h1'), 'h1')).toBe(false);
  });
  it('asks for a full draw when the server lost the state or sent an empty diff for a new hash', () => {
    expect(diffNeedsFullDraw(empty('h1', { has_state: false }), 'h1')).toBe(true);
    expect(diffNeedsFullDraw(empty('h2'), 'h1')).toBe(true);
  });
  it('counts every kind of change', () => {
    expect(diffChangesNothing(empty('h'))).toBe(true);
    for (const key of ['new_persons', 'data_update'] as const) expect(diffChangesNothing(empty('h', { [key]: [person('x')] }))).toBe(false);
    for (const key of ['remove_persons', 'remove_lines'] as const) expect(diffChangesNothing(empty('h', { [key]: ['x'] }))).toBe(false);
    expect(diffChangesNothing(empty('h', { new_lines: [line('x')] }))).toBe(false);
  });
});

describe('mergeDiff', () => {
  it('removes, updates and adds persons and lines; a changed line comes back under its id', () => {
    const after = mergeDiff(
      before,
      empty('h2', {
        remove_persons: ['a'],
        data_update: [person('b', 400)],
        new_persons: [person('c', 600)],
        remove_lines: ['l1', 'l2'],
        new_lines: [line('l2', 50)],
        tree_width: 760,
        blood_relatives_ids: ['b', 'c'],
      }),
    );
    expect(after.persons.map((p) => [p.object_id, p.position.x])).toEqual([['b', 400], ['c', 600]]);
    expect(after.lines.map((l) => [l.line_id, l.points[0][0]])).toEqual([['l2', 50]]);
    expect(after).toMatchObject({ map_hash: 'h2', tree_width: 760, blood_relatives_ids: ['b', 'c'] });
    expect(before.persons).toHaveLength(2);
  });

  it('applies blood relatives sent as a change to the list it holds', () => {
    const after = mergeDiff(before, empty('h2', { blood_relatives_change: { add: ['c', 'a'], remove: ['b'] } }));
    expect(after.blood_relatives_ids.sort()).toEqual(['a', 'c']);
  });
});
