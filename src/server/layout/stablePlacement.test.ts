/**
 * Placement under small edits. Drawn afresh: a leaf added or removed inside a wide branch leaves the
 * branches packed after it where they were, because a wide subtree ends each row at a step of its own
 * width (pack.ts). With memory (the drawing before as `previous`): cards keep their places unless the edit
 * needs their room, so an edit moves a handful of cards however large the tree.
 */
import { describe, expect, it } from 'vitest';
import { generateTree } from '../tree/generateTree';
import { EVERY_EDIT_KIND, movedCards, randomEditor, type EditKind, type EditState } from '../../../benchmarks/lib/randomEdits';
import type { DrawResponse } from '../../protocol/draw';
import { mulberry32 } from '../lib/random';
import type { TreeGraph } from '../tree/graph';
import { checkLayout } from './checkLayout';
import { diffLayouts } from './diff';
import { keptFrom } from './kept';
import { followPlaces, followsByNode } from './following';
import { layoutTree, type LayoutOptions } from './layoutTree';
import { indexGraph } from './graphIndex';
import { GraphBuilder } from './testGraph';

const preferences = { color_code_gender: true, tree_show_birth_order: true };

function draw(graph: TreeGraph, startPersonId: string, previous?: DrawResponse): DrawResponse {
  const payload = layoutTree(graph, { startPersonId, preferences, previous });
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

/**
 * A random sequence of single-person edits of every kind on a generated clan, each laid out by `next` from
 * the edited graph, the layout options (the edit's control data) and the drawing before it; `next` answers
 * the edit's drawing, which the next edit starts from.
 */
function editSequence(
  o: { persons: number; seed: number; editorSeed: number; steps: number },
  next: (graph: TreeGraph, options: LayoutOptions, before: DrawResponse, where: string) => DrawResponse,
): void {
  const graph = generateTree({ persons: o.persons, seed: o.seed });
  const start = graph.persons[0].id;
  const editor = randomEditor(mulberry32(o.editorSeed));
  let state: EditState = { graph, control: { expanded: [], collapsed: [] } };
  let before = layoutTree(graph, { startPersonId: start, preferences, withGhosts: true });
  for (let step = 0; step < o.steps; step++) {
    const edit = editor.next(state, before, EVERY_EDIT_KIND[step % EVERY_EDIT_KIND.length]);
    if (!edit) continue;
    before = next(edit.state.graph, { startPersonId: start, controlData: edit.state.control, preferences, withGhosts: true }, before, `step ${step}: ${edit.kind}`);
    state = edit.state;
  }
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

describe('placement with memory', () => {
  it('draws an unchanged tree exactly as the drawing it follows', () => {
    const graph = generateTree({ persons: 2000, seed: 5 });
    const start = graph.persons[0].id;
    const fresh = draw(graph, start);
    const again = draw(graph, start, fresh);
    expect(again.map_hash).toBe(fresh.map_hash);
    expect(movedCards(fresh, again).moved).toBe(0);
  });

  it('leaves every other card in place when leaves are deleted, where a fresh drawing closes the gap', () => {
    const before = draw(twoBranches(13).graph, 'F');
    const graph = twoBranches(13).graph;
    const gone = new Set(['A12', 'A13']);
    const edited = { ...graph, persons: graph.persons.filter((p) => !gone.has(p.id)), parenthoods: graph.parenthoods.filter((l) => !gone.has(l.child_id)) };
    const kept = draw(edited, 'F', before);
    expect(movedCards(before, kept).moved).toBe(0);
    // Afresh, B's family moves left into the room A12 and A13 left.
    expect(xOf(draw(edited, 'F'), 'B1')).toBeLessThan(xOf(before, 'B1'));
  });

  it('puts a first child under its parent', () => {
    const before = draw(twoBranches(13).graph, 'F');
    const b = twoBranches(13).person('C', 'f', 1970).child(['A5'], 'C');
    const after = draw(b.graph, 'F', before);
    // C hangs under A5 on a row that was empty: nothing is in its way, so nothing else moves.
    expect(movedCards(before, after).moved).toBe(0);
    expect(xOf(after, 'C')).toBe(xOf(after, 'A5'));
    for (const id of ['F', 'A', 'B', 'A1', 'A13', 'B3']) expect(xOf(after, id), id).toBe(xOf(before, id));
  });

  it('moves at most a few dozen cards in any edit of a random sequence on a 3,000-person clan, and each drawing is its own memory', () => {
    const moved: number[] = [];
    editSequence({ persons: 3000, seed: 1, editorSeed: 7, steps: 70 }, (graph, options, before, where) => {
      const after = layoutTree(graph, { ...options, previous: before });
      expect(checkLayout(after), where).toEqual([]);
      // Drawn again from itself, the same drawing: a fresh draw that reads this memory answers it unchanged.
      expect(layoutTree(graph, { ...options, previous: after }).map_hash, where).toBe(after.map_hash);
      moved.push(movedCards(before, after).moved);
      return after;
    });
    expect(moved.length).toBeGreaterThan(60);
    // Drawn afresh, the same sequence moves up to 2,000 cards in one edit (a branch linked elsewhere most).
    expect(Math.max(...moved), moved.join(', ')).toBeLessThan(100);
  }, 60_000);

  it('follows a drawing laid out here by node, to the drawing that following its places by id gives', () => {
    let byNode = 0;
    let kept = 0;
    editSequence({ persons: 2000, seed: 2, editorSeed: 11, steps: 42 }, (graph, options, before, where) => {
      // A Map of places is always read by id: the drawing a layout on another node follows.
      const byId = layoutTree(graph, { ...options, previous: new Map(followPlaces(before)) });
      const after = layoutTree(graph, { ...options, previous: before });
      if (followsByNode(indexGraph(graph), before)) byNode++;
      expect(after.map_hash, where).toBe(byId.map_hash);
      // The same payload item for item, in the same reading order (merged from the drawing followed, or sorted).
      expect(after, where).toEqual(byId);
      // The diff from what the layout kept of the drawing before is the diff that pairs every item (a copy
      // of the payload is not known to have kept anything).
      if (keptFrom(before, after)) kept++;
      expect(diffLayouts(before, after), where).toEqual(diffLayouts(before, { ...after }));
      return after;
    });
    // Every edit here derives the index from the one before (deriveIndex.ts), so each layout reads by node.
    expect(byNode).toBeGreaterThan(35);
    expect(kept).toBe(byNode);
  }, 60_000);

  it('follows a drawing by node across a change of start person as following its places by id does', () => {
    // C, a childless brother: drawn beside A as a leaf, or as the start person, with the same card.
    const graph = twoBranches(5).person('C', 'm', 1930).child(['F'], 'C').graph;
    let before = layoutTree(graph, { startPersonId: 'A', preferences });
    for (const start of ['C', 'A', 'B', 'F', 'B1']) {
      const after = layoutTree(graph, { startPersonId: start, preferences, previous: before });
      expect(followsByNode(indexGraph(graph), before)).toBe(true);
      expect(after, start).toEqual(layoutTree(graph, { startPersonId: start, preferences, previous: new Map(followPlaces(before)) }));
      expect(after.persons.filter((p) => p.is_start_person).map((p) => p.object_id)).toEqual([start]);
      before = after;
    }
  });
});
