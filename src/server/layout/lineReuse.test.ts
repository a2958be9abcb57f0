import { describe, expect, it } from 'vitest';
import type { DrawLine, DrawResponse } from '../../protocol/draw';
import { mapHash } from './hash';
import { layoutTree, type LayoutOptions } from './layoutTree';
import { GraphBuilder } from './testGraph';

const preferences = { color_code_gender: true, tree_show_birth_order: true };

/**
 * G1+G2 with A and B. A has six wives (W1..W6 in marriage order), so his group holds couples side by side
 * and couples apart at different depths; children hang from the couples apart too. W1 has another husband
 * X1 (with a child) for when she is opened. B's daughter Y marries A's son K1: a spouse link.
 */
function manyWives(): GraphBuilder {
  const b = new GraphBuilder()
    .person('G1', 'm', 1900).person('G2', 'f', 1902).couple('G1', 'G2', 1920)
    .person('A', 'm', 1922).child(['G1', 'G2'], 'A')
    .person('B', 'f', 1925).person('BH', 'm', 1921).couple('BH', 'B', 1946).child(['G1', 'G2'], 'B');
  for (let w = 1; w <= 6; w++) b.person(`W${w}`, 'f', 1925 + w).couple('A', `W${w}`, 1944 + w);
  return b
    .person('X1', 'm', 1920).couple('W1', 'X1', 1970).person('XK', 'f', 1972).child(['W1', 'X1'], 'XK')
    .person('K1', 'm', 1950).child(['A', 'W1'], 'K1')
    .person('K3', 'f', 1956).child(['A', 'W3'], 'K3')
    .person('K5', 'm', 1960).child(['A', 'W5'], 'K5')
    .person('K6', 'f', 1962).child(['A', 'W5'], 'K6')
    .person('Y', 'f', 1952).child(['BH', 'B'], 'Y').couple('K1', 'Y', 1975)
    .person('Z', 'm', 1978).child(['K1', 'Y'], 'Z');
}

const couples = (payload: DrawResponse) => payload.lines.filter((l) => l.kind === 'couple');
const lineOf = (payload: DrawResponse, id: string): DrawLine => {
  const line = payload.lines.find((l) => l.line_id === id);
  if (!line) throw new Error(`${id} is not drawn`);
  return line;
};

describe('lines of a drawing made again on the same person objects', () => {
  it('are those a layout of fresh objects makes, through edits of couples, children and links', () => {
    const b = manyWives();
    const graph = b.graph;
    let options: LayoutOptions = { startPersonId: 'G1', preferences, withGhosts: true };
    const same = () => {
      const warm = layoutTree(graph, options);
      const cold = layoutTree(structuredClone(graph), options);
      expect(warm.map_hash).toBe(cold.map_hash);
      expect(JSON.stringify(warm)).toBe(JSON.stringify(cold));
      expect(mapHash(warm)).toBe(warm.map_hash);
      return warm;
    };
    const first = same();
    // Two couples apart at different depths, and a child line from one of them.
    const apart = couples(first).filter((l) => l.points.length === 4);
    expect(new Set(apart.map((l) => l.points[1][1])).size).toBeGreaterThan(1);
    expect(lineOf(first, 'pc:A+W5>K5').points[0][1]).toBe(lineOf(first, 'c:A+W5').points[1][1]);
    // Unchanged lines are handed out again: the couple lines, the child lines and the family ids in them.
    const again = same();
    // (Two ghost parents have no person object to keep their line.)
    const kept = couples(first).filter((l) => !l.person_ids.every((id) => id.startsWith('ghost:')));
    expect(kept.length).toBeGreaterThan(6);
    for (const line of kept) expect(lineOf(again, line.line_id)).toBe(line);
    expect(lineOf(again, 'pc:A+W5>K6')).toBe(lineOf(first, 'pc:A+W5>K6'));
    // A seventh wife, at the right end: a third depth under the group squeezes the depths, so the line under
    // A and W5 (and the drop of their children) rises while its ends stay where they were.
    b.person('W7', 'f', 1932).couple('A', 'W7', 1951);
    const more = same();
    const [before, after] = [lineOf(again, 'c:A+W5'), lineOf(more, 'c:A+W5')];
    expect(after.points.map(([x]) => x)).toEqual(before.points.map(([x]) => x));
    expect(after.points[1][1]).toBeLessThan(before.points[1][1]);
    expect(lineOf(more, 'pc:A+W5>K5').points[0][1]).toBe(after.points[1][1]);
    // The fourth wife gone: the couples apart move and change depth.
    const w4 = graph.persons.findIndex((p) => p.id === 'W4');
    const [gone] = graph.persons.splice(w4, 1);
    graph.couples = graph.couples.filter((c) => c.person2_id !== gone.id);
    const without = same();
    expect(lineOf(without, 'c:A+W5')).not.toBe(lineOf(more, 'c:A+W5'));
    // Back again, with a child; a child line turned adopted; the wives' couples in the other order.
    graph.persons.push(gone);
    graph.couples.push({ ...graph.couples[0], id: 'C-W4', person1_id: 'A', person2_id: 'W4' });
    b.person('K4', 'm', 1958).child(['A', 'W4'], 'K4');
    same();
    const at = graph.parenthoods.findIndex((l) => l.child_id === 'K3' && l.parent_id === 'A');
    graph.parenthoods[at] = { ...graph.parenthoods[at], kind: 'adopted' };
    expect(lineOf(same(), 'pc:W3+A>K3').parenthood_kind).toBe('adopted');
    graph.couples.reverse();
    same();
    // W1 opened shows her other husband beside her: she is in two couples of A's group.
    options = { ...options, controlData: { expanded: ['W1'] } };
    expect(lineOf(same(), 'c:W1+X1').person_ids).toEqual(['X1', 'W1']);
    same();
    // Other start persons: the same person objects in other places and roles, ghosts beside them.
    for (const start of ['A', 'K1', 'Y', 'G1']) {
      options = { ...options, startPersonId: start };
      same();
    }
    options = { ...options, controlData: {} };
    same();
  });

  it('keep a couple line only for the same two persons in the same order', () => {
    // Another wife in the same place: the line there joins him to her.
    const w = new GraphBuilder().person('P', 'm', 1900).person('Q', 'f', 1901).couple('P', 'Q').person('R', 'f', 1902);
    const withQ = layoutTree(w.graph, { startPersonId: 'P', preferences });
    w.graph.couples = [];
    w.couple('P', 'R');
    const withR = layoutTree(w.graph, { startPersonId: 'P', preferences });
    expect(lineOf(withR, 'c:P+R').points).toEqual(lineOf(withQ, 'c:P+Q').points);
    expect(withR.map_hash).toBe(layoutTree(structuredClone(w.graph), { startPersonId: 'P', preferences }).map_hash);
    const b = new GraphBuilder().person('P', 'm', 1900).person('Q', 'f', 1901).couple('P', 'Q').person('K', 'm', 1930).child(['P', 'Q'], 'K');
    const options = { startPersonId: 'P', preferences };
    const first = layoutTree(b.graph, options);
    // Same places, the persons swapped: the line joins them the other way round.
    b.graph.persons[0].gender = 'f';
    b.graph.persons[1].gender = 'm';
    const swapped = layoutTree(b.graph, options);
    const fresh = layoutTree(structuredClone(b.graph), options);
    expect(lineOf(swapped, 'c:P+Q').person_ids).toEqual(lineOf(fresh, 'c:P+Q').person_ids);
    expect(lineOf(swapped, 'c:P+Q').person_ids).not.toEqual(lineOf(first, 'c:P+Q').person_ids);
    expect(swapped.map_hash).toBe(fresh.map_hash);
  });
});
