import { describe, expect, it } from 'vitest';
import type { DiffResponse, DrawResponse } from '../../src/protocol/draw';
import { generateDraw } from '../../benchmarks/render/generateDraw';
import { SceneStore } from './sceneStore';

/** The diff a server would send to go from `a` to `b`. */
function diffOf(a: DrawResponse, b: DrawResponse): DiffResponse {
  const oldP = new Map(a.persons.map((p) => [p.object_id, p]));
  const newP = new Map(b.persons.map((p) => [p.object_id, p]));
  const oldL = new Map(a.lines.map((l) => [l.line_id, l]));
  const newL = new Map(b.lines.map((l) => [l.line_id, l]));
  return {
    new_persons: b.persons.filter((p) => !oldP.has(p.object_id)),
    remove_persons: a.persons.filter((p) => !newP.has(p.object_id)).map((p) => p.object_id),
    data_update: b.persons.filter((p) => oldP.has(p.object_id) && JSON.stringify(oldP.get(p.object_id)) !== JSON.stringify(p)),
    new_lines: b.lines.filter((l) => JSON.stringify(oldL.get(l.line_id)) !== JSON.stringify(l)),
    remove_lines: a.lines.filter((l) => !newL.has(l.line_id)).map((l) => l.line_id),
    tree_width: b.tree_width,
    tree_height: b.tree_height,
    tree_margin_x: b.tree_margin_x,
    has_state: b.has_state,
    map_hash: b.map_hash,
    blood_relatives_ids: b.blood_relatives_ids,
    preferences: b.preferences,
  };
}

function snapshot(s: SceneStore) {
  const byId = <T,>(m: Map<string, T>) => [...m.entries()].sort(([x], [y]) => x.localeCompare(y));
  return { persons: byId(s.persons), lines: byId(s.lines), meta: s.meta };
}

function edited(base: DrawResponse): DrawResponse {
  const b: DrawResponse = structuredClone(base);
  b.persons = b.persons.filter((p) => p.object_id !== 'p3_4' && p.object_id !== 'p3_5');
  b.lines = b.lines.filter((l) => !l.person_ids.includes('p3_4') && !l.person_ids.includes('p3_5'));
  const moved = b.persons.find((p) => p.object_id === 'p2_2')!;
  moved.position.x += 300;
  const renamed = b.persons.find((p) => p.object_id === 'p1_1')!;
  renamed.card.names_zh = '李明';
  b.persons.push({ ...structuredClone(moved), object_id: 'new1', position: { x: 5000, y: 40, width: 160, height: 64 } });
  b.lines.push({ line_id: 'lnew', kind: 'couple', person_ids: ['p2_2', 'new1'], points: [[0, 0], [10, 0]], family_id: 'fnew' });
  b.tree_width += 300;
  b.map_hash = 'after';
  b.preferences = { color_code_gender: false, tree_show_birth_order: true };
  return b;
}

describe('SceneStore', () => {
  it('a diff applied to the old draw equals the store built from the new draw', () => {
    const a = generateDraw({ persons: 60, perRow: 10, withGhosts: true });
    const b = edited(a);
    const viaDiff = new SceneStore();
    viaDiff.applyDraw(a);
    viaDiff.applyDiff(diffOf(a, b));
    const direct = new SceneStore();
    direct.applyDraw(b);
    expect(snapshot(viaDiff)).toEqual(snapshot(direct));
  });

  it('changes only what the diff names and reports it', () => {
    const a = generateDraw({ persons: 60, perRow: 10 });
    const b = edited(a);
    const s = new SceneStore();
    s.applyDraw(a);
    const untouched = s.persons.get('p0_0');
    const nonce = s.nonce;
    const change = s.applyDiff(diffOf(a, b));
    expect(s.persons.get('p0_0')).toBe(untouched);
    expect(change.reset).toBe(false);
    expect(change.addedPersons).toEqual(['new1']);
    expect(change.updatedPersons.sort()).toEqual(['p1_1', 'p2_2']);
    expect(change.removedPersons.map((p) => p.object_id).sort()).toEqual(['p3_4', 'p3_5']);
    expect(change.addedLines).toContain('lnew');
    expect(change.preferencesChanged).toBe(true);
    expect(s.nonce).toBe(nonce + 1);
    expect(s.persons.has('p3_4')).toBe(false);
  });

  it('applies a blood-relatives change instead of replacing the list when the diff sends one', () => {
    const base = generateDraw({ persons: 40 });
    base.blood_relatives_ids = ['p1_1', 'p2_2', 'p3_4'];
    const store = new SceneStore();
    store.applyDraw(base);
    const next = diffOf(base, edited(base));
    next.blood_relatives_ids = [];
    next.blood_relatives_change = { add: ['new1'], remove: ['p3_4'] };
    store.applyDiff(next);
    expect([...store.meta.bloodRelativeIds].sort()).toEqual(['new1', 'p1_1', 'p2_2']);
  });

  it('a full draw replaces everything', () => {
    const s = new SceneStore();
    s.applyDraw(generateDraw({ persons: 20, perRow: 4 }));
    const change = s.applyDraw(generateDraw({ persons: 6, perRow: 2 }));
    expect(change.reset).toBe(true);
    expect(s.persons.size).toBe(6);
    expect(change.removedPersons).toHaveLength(20);
    expect(s.linesOf('p0_0').map((l) => l.line_id).sort()).toEqual(['c0_0', 'pc0_0']);
  });
});
