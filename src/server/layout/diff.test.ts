import { describe, expect, it } from 'vitest';
import { generateTree } from '../tree/generateTree';
import { diffResponseSchema } from '../../protocol/draw';
import type { TreeGraph } from '../tree/graph';
import { applyDiff, diffLayouts } from './diff';
import { updateCards } from './updateCards';
import { layoutTree } from './layoutTree';

const preferences = { color_code_gender: true, tree_show_birth_order: true };
const base = generateTree({ persons: 3000, seed: 4 });
const start = base.persons[0].id;
const before = layoutTree(base, { startPersonId: start, preferences });
const bytes = (x: unknown) => Buffer.byteLength(JSON.stringify(x));

/** Both parents of a blood relative's family in the middle of the clan that already has children. */
function middleParents(graph: TreeGraph): string[] {
  const hasParents = new Set(graph.parenthoods.map((p) => p.child_id));
  const link = graph.parenthoods.slice(graph.parenthoods.length / 2).find((p) => hasParents.has(p.parent_id))!;
  return graph.parenthoods.filter((p) => p.child_id === link.child_id).map((p) => p.parent_id);
}

function edited(change: (g: TreeGraph) => void): TreeGraph {
  const graph = structuredClone(base);
  change(graph);
  return graph;
}

function roundTrip(graph: TreeGraph) {
  const after = layoutTree(graph, { startPersonId: start, preferences });
  const diff = diffLayouts(before, after);
  expect(diffResponseSchema.parse(diff)).toEqual(diff);
  expect(applyDiff(before, diff)).toEqual(after);
  return { after, diff };
}

describe('diffLayouts and applyDiff', () => {
  it('sends only the edited card after a name change', () => {
    const target = base.persons[1500].id;
    const { diff } = roundTrip(edited((g) => (g.persons[1500].first_names[0].value = '新名')));
    expect(diff.data_update.map((p) => p.object_id)).toEqual([target]);
    expect(diff.new_persons).toEqual([]);
    expect(diff.new_lines).toEqual([]);
    expect(diff.remove_lines).toEqual([]);
    expect(bytes(diff)).toBeLessThan(2048);
  });

  it('adds a child without moving cards outside its family and ancestors', () => {
    const parents = middleParents(base);
    const { diff, after } = roundTrip(edited((g) => {
      g.persons.push({ ...structuredClone(g.persons[0]), id: 'NEWCHILD', birth_date: null });
      for (const parent of parents) g.parenthoods.push({ parent_id: parent, child_id: 'NEWCHILD', kind: 'birth' });
    }));
    expect(diff.new_persons.map((p) => p.object_id)).toEqual(['NEWCHILD']);
    expect(diff.data_update.length).toBeLessThan(after.persons.length / 100);
    expect(bytes(diff)).toBeLessThan(bytes(after) / 100);
  });

  it('removes a deleted person and the lines to them', () => {
    const hasChildren = new Set(base.parenthoods.map((p) => p.parent_id));
    const married = new Set(base.couples.flatMap((c) => [c.person1_id, c.person2_id]));
    const leaf = base.persons.find((p, i) => i > 1000 && !hasChildren.has(p.id) && !married.has(p.id))!.id;
    const { diff } = roundTrip(edited((g) => {
      g.persons = g.persons.filter((p) => p.id !== leaf);
      g.parenthoods = g.parenthoods.filter((p) => p.child_id !== leaf);
    }));
    expect(diff.remove_persons).toEqual([leaf]);
    expect(diff.remove_lines.some((id) => id.endsWith(`>${leaf}`))).toBe(true);
    expect(diff.blood_relatives_change?.remove).toEqual([leaf]);
  });

  it('opens a branch as new persons and lines only', () => {
    const deep = base.parenthoods[Math.floor(base.parenthoods.length * 0.8)].child_id;
    const closed = layoutTree(base, { startPersonId: deep, preferences });
    const grandparents = closed.persons.filter((p) => p.generation === -2).map((p) => p.object_id);
    const open = layoutTree(base, { startPersonId: deep, preferences, controlData: { expanded: grandparents } });
    const diff = diffLayouts(closed, open);
    expect(diff.new_persons.length).toBeGreaterThan(0);
    expect(diff.remove_persons).toEqual([]);
    expect(applyDiff(closed, diff)).toEqual(open);
  });

  it('finds persons and lines that moved far in reading order, and blood relatives lists out of order', () => {
    const other = layoutTree(base, { startPersonId: base.persons[2100].id, preferences, withGhosts: true });
    expect(applyDiff(before, diffLayouts(before, other))).toEqual(other);
    expect(applyDiff(other, diffLayouts(other, before))).toEqual(before);
    // A hand-moved card: the last person placed first, one position changed; the rest in step.
    const moved = structuredClone(before);
    const last = moved.persons.pop()!;
    last.position.y -= 10_000;
    moved.persons.unshift(last);
    moved.lines.reverse();
    moved.blood_relatives_ids.reverse();
    const diff = diffLayouts(before, moved);
    expect(diff.data_update.map((p) => p.object_id)).toEqual([last.object_id]);
    expect([diff.new_persons, diff.remove_persons, diff.new_lines, diff.remove_lines]).toEqual([[], [], [], []]);
    expect(diff.blood_relatives_change).toEqual({ add: [], remove: [] });
  });

  it('lists the blood relatives added and removed, at both ends and between, in sorted lists and in lists out of order', () => {
    const ids = before.blood_relatives_ids;
    expect(ids.length).toBeGreaterThan(10);
    const added = ['0-first', `${ids[3]}-between`, 'zz-last'];
    const removed = [ids[0], ids[5], ids[ids.length - 1]];
    const next = { ...before, blood_relatives_ids: [...ids.filter((id) => !removed.includes(id)), ...added].sort() };
    expect(diffLayouts(before, next).blood_relatives_change).toEqual({ add: added, remove: removed });
    const shuffled = { ...next, blood_relatives_ids: [...next.blood_relatives_ids].reverse() };
    expect(diffLayouts(before, shuffled).blood_relatives_change).toEqual({ add: [...added].reverse(), remove: removed });
    expect(diffLayouts(next, before).blood_relatives_change).toEqual({ add: removed, remove: added });
  });

  it('is empty between identical drawings', () => {
    const diff = diffLayouts(before, layoutTree(base, { startPersonId: start, preferences }));
    expect([diff.new_persons, diff.data_update, diff.remove_persons, diff.new_lines, diff.remove_lines]).toEqual([[], [], [], [], []]);
    expect(diff.map_hash).toBe(before.map_hash);
  });

  it('pairs every item across a closed branch, and in lists out of reading order', () => {
    // Closing a branch takes a run of cards and lines out of the middle of both lists.
    const parents = new Set(base.parenthoods.map((p) => p.parent_id));
    const parent = base.parenthoods.find((p) => p.parent_id === start && parents.has(p.child_id))!.child_id;
    const after = layoutTree(base, { startPersonId: start, preferences, controlData: { expanded: [], collapsed: [parent] }, previous: before });
    const shown = new Set(after.persons.map((p) => p.object_id));
    const hidden = before.persons.filter((p) => !shown.has(p.object_id)).map((p) => p.object_id);
    expect(hidden.length).toBeGreaterThan(1);
    // A copy of the drawing is not the one laid out (which knows what it kept of `before`, kept.ts): its items are paired by id.
    const diff = diffLayouts(before, { ...after });
    expect(applyDiff(before, diff)).toEqual(after);
    expect(diff.remove_persons.sort()).toEqual(hidden.sort());
    expect(diff.new_persons).toEqual([]);
    // Out of order, every item is still paired by its id.
    const reversed = { ...before, persons: [...before.persons].reverse(), lines: [...before.lines].reverse() };
    const again = diffLayouts(reversed, { ...after });
    expect(again.remove_persons.sort()).toEqual(hidden.sort());
    expect(again.new_persons).toEqual([]);
    expect(applyDiff(before, again)).toEqual(after);
  });
});

describe('updateCards', () => {
  it('gives the same payload, hash and diff as a full layout after a name edit, touching one card', () => {
    const target = base.persons[2000].id;
    const graph = edited((g) => (g.persons[2000].first_names = [{ type: 'given', value: '志明' }, { type: 'given', value: 'Chi-ming' }]));
    const full = layoutTree(graph, { startPersonId: start, preferences });
    const fast = updateCards(before, graph, [target], { preferences });
    expect(fast.payload).toEqual(full);
    expect(fast.payload.map_hash).toBe(full.map_hash);
    expect(fast.diff).toEqual(diffLayouts(before, full));
    expect(fast.diff.data_update.map((p) => p.card.names_zh.slice(1))).toEqual(['志明']);
  });

  it('changes nothing when the card text did not change', () => {
    const fast = updateCards(before, base, [base.persons[5].id], { preferences });
    expect(fast.diff.data_update).toEqual([]);
    expect(fast.payload.map_hash).toBe(before.map_hash);
  });
});
