import { describe, expect, it } from 'vitest';
import { mergeDiff } from '../../../protocol/mergeDiff';
import { diffLayouts, layoutTree, updateCards } from '../../layout';
import { GraphBuilder } from '../../layout/testGraph';
import type { TreeGraph } from '../../tree/graph';
import { composeDiffs, diffItems } from './composeDiff';
import { canonical } from './testCanonical';

const preferences = { color_code_gender: true, tree_show_birth_order: false };
const draw = (graph: TreeGraph) => layoutTree(graph, { startPersonId: 'me', preferences, withGhosts: true });

function family() {
  return new GraphBuilder()
    .person('dad', 'm', 1940)
    .person('mum', 'f', 1942)
    .person('me', 'm', 1970)
    .person('sis', 'f', 1972)
    .couple('dad', 'mum')
    .child(['dad', 'mum'], 'me')
    .child(['dad', 'mum'], 'sis');
}

describe('composeDiffs', () => {
  it('leads from the first drawing to the last over an added child, a removed sister and a renamed father', () => {
    const b = family();
    const a = family().person('kid', 'm', 2000).child(['me'], 'kid');
    const c = new GraphBuilder().person('dad', 'm', 1940).person('mum', 'f', 1942).person('me', 'm', 1970).person('kid', 'm', 2000).couple('dad', 'mum').child(['dad', 'mum'], 'me').child(['me'], 'kid');
    c.graph.persons[0].first_names = [{ type: 'given', value: 'Renamed' }];
    const [pb, pa, pc] = [draw(b.graph), draw(a.graph), draw(c.graph)];
    const composed = composeDiffs(diffLayouts(pb, pa), diffLayouts(pa, pc))!;
    expect(composed.map_hash).toBe(pc.map_hash);
    expect(canonical({ ...mergeDiff(pb, composed), map_hash: pc.map_hash })).toEqual(canonical(pc));
    // There and back: the added child and its lines are gone again, nothing is removed.
    const back = composeDiffs(diffLayouts(pb, pa), diffLayouts(pa, pb))!;
    expect(back.new_persons.map((p) => p.object_id)).not.toContain('kid');
    expect(back.remove_persons).toEqual([]);
    expect(back.blood_relatives_change).toEqual({ add: [], remove: [] });
    expect(diffItems(back)).toBeLessThan(diffItems(diffLayouts(pb, pa)) + diffItems(diffLayouts(pa, pb)));
    expect(canonical({ ...mergeDiff(pb, back), map_hash: pb.map_hash })).toEqual(canonical(pb));
  });

  it('keeps only the latest card of a person edited twice', () => {
    const graph = family().graph;
    const base = draw(graph);
    const rename = (value: string) => {
      graph.persons[0] = { ...graph.persons[0], first_names: [{ type: 'given', value }] };
    };
    rename('One');
    const first = updateCards(base, graph, ['dad'], { preferences });
    rename('Two');
    const second = updateCards(first.payload, graph, ['dad'], { preferences });
    const composed = composeDiffs(first.diff, second.diff)!;
    expect(composed.data_update.map((p) => p.card.names_en)).toEqual(['Two']);
    expect(canonical({ ...mergeDiff(base, composed), map_hash: draw(graph).map_hash })).toEqual(canonical(draw(graph)));
  });

  it('refuses a diff that sends the whole blood relatives list', () => {
    const pb = draw(family().graph);
    const d = diffLayouts(pb, pb);
    expect(composeDiffs({ ...d, blood_relatives_change: undefined }, d)).toBeUndefined();
  });
});
