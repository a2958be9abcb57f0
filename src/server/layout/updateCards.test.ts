import { describe, expect, it } from 'vitest';
import type { DrawResponse } from '../../protocol/draw';
import type { GraphPerson, TreeGraph } from '../tree/graph';
import { applyDiff, diffLayouts } from './diff';
import { generateTree } from '../tree/generateTree';
import { randomEditor, type EditState } from '../../../benchmarks/lib/randomEdits';
import { mulberry32 } from '../lib/random';
import { followsByNode, positionsByNode } from './following';
import { layoutTree, type LayoutOptions } from './layoutTree';
import { indexGraph } from './graphIndex';
import { GraphBuilder } from './testGraph';
import { updateCards } from './updateCards';

const preferences = { color_code_gender: true, tree_show_birth_order: true };

function family(): TreeGraph {
  return new GraphBuilder()
    .person('dad', 'm', 1930)
    .person('mum', 'f', 1932)
    .person('me', 'm', 1960, false)
    .person('sis', 'f', 1962, false)
    .couple('dad', 'mum')
    .child(['dad', 'mum'], 'me')
    .child(['dad', 'mum'], 'sis').graph;
}

const edit = (graph: TreeGraph, id: string, change: Partial<GraphPerson>): TreeGraph => ({
  ...graph,
  persons: graph.persons.map((p) => (p.id === id ? { ...p, ...change } : p)),
});

function expectFreshLayout(before: DrawResponse, graph: TreeGraph, ids: string[], options: LayoutOptions) {
  const fresh = layoutTree(graph, options);
  const update = updateCards(before, graph, ids, options);
  expect(update.payload.map_hash).toBe(fresh.map_hash);
  expect(update.payload).toEqual(fresh);
  expect(applyDiff(before, update.diff)).toEqual(fresh);
  return update;
}

describe('updateCards', () => {
  const options: LayoutOptions = { startPersonId: 'me', preferences, withGhosts: true };

  it('gives the same payload and map_hash as a fresh layout after a name, death date or deceased flag edit', () => {
    const graph = family();
    const before = layoutTree(graph, options);
    const renamed = edit(graph, 'dad', { first_names: [{ type: 'given', value: 'Tak-Man' }] });
    const update = expectFreshLayout(before, renamed, ['dad'], options);
    expect(update.diff.data_update.map((p) => p.object_id)).toEqual(['dad']);
    expect(update.diff.data_update[0].card.names_en).toContain('Tak-Man');
    expect(diffLayouts(before, update.payload).data_update).toEqual(update.diff.data_update);

    const died = edit(renamed, 'sis', { is_deceased: true, death_date: { year: 2020, month: null, day: null, approximation_years: null, approximation_type: null, text_value: null, cn_date: null } });
    expectFreshLayout(update.payload, died, ['sis', 'dad'], options);
  });

  it('finds the edited persons by the positions given, with the same result as walking every person', () => {
    const graph = family();
    const before = layoutTree(graph, options);
    const positions = new Map(before.persons.map((p, i) => [p.object_id, i]));
    const renamed = edit(edit(graph, 'sis', { first_names: [{ type: 'given', value: 'Lin' }] }), 'dad', { first_names: [{ type: 'given', value: 'Wing' }] });
    const walked = updateCards(before, renamed, ['sis', 'dad'], options);
    const indexed = updateCards(before, renamed, ['sis', 'dad'], options, positions);
    expect(indexed).toEqual(walked);
    expect(indexed.diff.data_update.map((p) => p.object_id).sort()).toEqual(['dad', 'sis']);
    // A stale position (another person at that index) is not trusted: every person is walked instead.
    const wrong = new Map([['sis', positions.get('dad')!]]);
    expect(updateCards(before, renamed, ['sis'], options, wrong).diff.data_update.map((p) => p.object_id)).toEqual(['sis']);
  });

  it('sends nothing for an edit that changes no card, and keeps the map_hash', () => {
    const graph = family();
    const before = layoutTree(graph, options);
    const update = updateCards(before, edit(graph, 'mum', { notes: 'only notes' }), ['mum'], options);
    expect(update.diff.data_update).toEqual([]);
    expect(update.payload.map_hash).toBe(before.map_hash);
  });

  it('keeps a living person redacted for a viewer who may not see the living', () => {
    const graph = family();
    const viewer = { seeLiving: false, livingIds: new Set(['me', 'sis']) };
    const visitor: LayoutOptions = { ...options, withGhosts: false, viewer };
    const before = layoutTree(graph, visitor);
    const renamed = edit(edit(graph, 'sis', { first_names: [{ type: 'given', value: 'Secret' }] }), 'mum', { first_names: [{ type: 'given', value: 'Shown' }] });
    const update = expectFreshLayout(before, renamed, ['sis', 'mum'], visitor);
    expect(update.diff.data_update.map((p) => p.object_id)).toEqual(['mum']);
    expect(JSON.stringify(update.payload)).not.toContain('Secret');
  });

  it('ignores persons that are not drawn', () => {
    const graph = new GraphBuilder().person('me', 'm', 1960).person('stranger', 'f', 1900).graph;
    const before = layoutTree(graph, options);
    const update = updateCards(before, edit(graph, 'stranger', { first_names: [{ type: 'given', value: 'X' }] }), ['stranger'], options);
    expect(update.diff.data_update).toEqual([]);
    expect(update.payload.map_hash).toBe(before.map_hash);
  });

  it('hands its payload on to the next layout as the drawing it was made from: followed by node', () => {
    const graph = family();
    const before = layoutTree(graph, options);
    const renamed = edit(graph, 'sis', { notes: 'renamed' });
    const update = updateCards(before, renamed, ['sis'], options);
    const married = new GraphBuilder().person('sp', 'm', 1960).graph.persons[0];
    const next: TreeGraph = { ...renamed, persons: [...renamed.persons, married], couples: [...renamed.couples, { id: 'c-sis', person1_id: 'sis', person2_id: 'sp', marriage_place: null, marriage_date: null, is_divorced: false, divorce_place: null, divorce_date: null }] };
    const index = indexGraph(next);
    expect(followsByNode(index, update.payload)).toBe(true);
    // A payload not laid out here (as read from storage) is followed by its places.
    expect(followsByNode(index, structuredClone(update.payload))).toBe(false);
  });
});

describe('positionsByNode', () => {
  it('finds each drawn person of a drawing laid out here, and no wrong place once later edits renumber the nodes', () => {
    const graph = generateTree({ persons: 600, seed: 3 });
    const start = graph.persons[0].id;
    const first = layoutTree(graph, { startPersonId: start, preferences, withGhosts: true });
    const positions = positionsByNode(first)!;
    first.persons.forEach((p, i) => {
      if (!p.is_ghost) expect(positions.get(p.object_id), p.object_id).toBe(i);
    });
    const drawn = new Set(first.persons.map((p) => p.object_id));
    const hidden = graph.persons.find((p) => !drawn.has(p.id));
    if (hidden) expect(positions.get(hidden.id)).toBeUndefined();
    expect(positions.get('nobody')).toBeUndefined();
    // Deleting persons renumbers the nodes after them in the index derived for the next layout.
    const editor = randomEditor(mulberry32(4));
    let state: EditState = { graph, control: { expanded: [], collapsed: [] } };
    let before = first;
    let renumbered = 0;
    for (let step = 0; step < 6; step++) {
      const made = editor.next(state, before, 'delete person');
      if (!made) continue;
      before = layoutTree(made.state.graph, { startPersonId: start, preferences, withGhosts: true, previous: before });
      state = made.state;
      first.persons.forEach((p, i) => {
        const at = positions.get(p.object_id);
        if (at === undefined) renumbered++;
        else expect(at, p.object_id).toBe(i);
      });
    }
    expect(renumbered).toBeGreaterThan(0);
    // A drawing not laid out here (as read from storage) has none.
    expect(positionsByNode(structuredClone(first))).toBeUndefined();
  });
});
