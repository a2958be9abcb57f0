/**
 * Placement under small edits: a leaf added or removed inside a wide branch leaves the branches packed
 * after it where they were, because a wide subtree ends each row at a step of its own width (pack.ts).
 */
import { describe, expect, it } from 'vitest';
import { generateTree } from '../../../benchmarks/lib/generateTree';
import { movedCards, randomEditor, type EditKind, type EditState } from '../../../benchmarks/lib/randomEdits';
import type { DrawResponse } from '../../protocol/draw';
import { mulberry32 } from '../lib/random';
import type { TreeGraph } from '../tree/graph';
import { checkLayout } from './checkLayout';
import { layoutTree } from './layoutTree';
import { GraphBuilder } from './testGraph';

const preferences = { color_code_gender: true, tree_show_birth_order: true };

function draw(graph: TreeGraph, startPersonId: string): DrawResponse {
  const payload = layoutTree(graph, { startPersonId, preferences });
  expect(checkLayout(payload)).toEqual([]);
  return payload;
}

const xOf = (payload: DrawResponse, id: string) => {
  const person = payload.persons.find((p) => p.object_id === id);
  if (!person) throw new Error(`${id} is not drawn`);
  return person.position.x;
};

/** Founder F with sons A (`wide` children) and B (three children), born in that order. */
function twoBranches(wide: number): GraphBuilder {
  const b = new GraphBuilder().person('F', 'm', 1900).person('A', 'm', 1920).person('B', 'm', 1925).child(['F'], 'A').child(['F'], 'B');
  for (let k = 1; k <= wide; k++) b.person(`A${k}`, 'm', 1940 + k).child(['A'], `A${k}`);
  for (let k = 1; k <= 3; k++) b.person(`B${k}`, 'f', 1950 + k).child(['B'], `B${k}`);
  return b;
}

describe('stable placement', () => {
  it('keeps the next branch in place when a wide branch gains a youngest child inside its room', () => {
    // A's branch is 81 cards wide, so its rows end on a step of four cards; packed tightly, the 82nd child
    // (which also takes the slot kept for an even family) pushed B's family two cards to the right.
    const before = draw(twoBranches(81).graph, 'F');
    const after = draw(twoBranches(82).graph, 'F');
    expect(xOf(after, 'A82') - xOf(after, 'A81')).toBe(180 + 32);
    for (const id of ['B', 'B1', 'B2', 'B3']) expect(xOf(after, id), id).toBe(xOf(before, id));
    for (const id of ['A1', 'A40', 'A81']) expect(xOf(after, id), id).toBe(xOf(before, id));
  });

  it('leaves a narrow tree as tight as before: no room kept under forty cards', () => {
    const payload = draw(twoBranches(13).graph, 'F');
    // B's first child sits one gap right of A's last child.
    expect(xOf(payload, 'B1') - xOf(payload, 'A13')).toBe(180 + 32);
  });

  it('moves fewer than 200 other cards in three leaf edits of four on a 3,000-person clan', () => {
    const kinds: EditKind[] = ['add child', 'add sibling', 'add spouse', 'delete leaf'];
    const graph = generateTree({ persons: 3000, seed: 3 });
    const start = graph.persons[0].id;
    const editor = randomEditor(mulberry32(11));
    let state: EditState = { graph, control: { expanded: [], collapsed: [] } };
    let before = draw(graph, start);
    const moved: number[] = [];
    for (let step = 0; step < 24; step++) {
      const edit = editor.next(state, before, kinds[step % kinds.length]);
      if (!edit) continue;
      const after = draw(edit.state.graph, start);
      moved.push(movedCards(before, after).moved);
      state = edit.state;
      before = after;
    }
    moved.sort((a, b) => a - b);
    expect(moved.length).toBeGreaterThan(20);
    // Packed tightly, the same edits moved 1,218 cards or more in one edit of four (the whole right-hand part).
    expect(moved[Math.floor(moved.length * 0.75)], moved.join(', ')).toBeLessThan(200);
  }, 60_000);
});
