import { describe, expect, it } from 'vitest';
import { KINDS, indexGraph, type Adjacency, type GraphIndex } from './graphIndex';
import { GraphBuilder } from './testGraph';

/** Ghosts are not in indexOf (no graph record refers to them): found by their id. */
const nodeOf = (index: GraphIndex, id: string) => index.indexOf.get(id) ?? index.ids.indexOf(id);
const names = (index: GraphIndex, adj: Adjacency, id: string) => adj.list(nodeOf(index, id)).map((n) => index.ids[n]);
const kinds = (index: GraphIndex, id: string) => {
  const node = nodeOf(index, id);
  return index.parents.list(node).map((_, k) => KINDS[index.parents.kindAt(node, k)]);
};

const index0 = (b: GraphBuilder) => indexGraph(b.graph);

describe('indexGraph', () => {
  it('orders parents by kind then father first, children by birth, spouses by marriage year', () => {
    const b = new GraphBuilder()
      .person('M', 'f', 1900).person('F', 'm', 1898).person('AF', 'm', 1890).person('AM', 'f', 1891)
      .person('C1', 'm', 1930).person('C2', 'f', 1920).person('C3', 'm')
      .person('W1', 'f').person('W2', 'f').person('W3', 'f')
      .child(['AM', 'AF'], 'C1', 'adopted').child(['M', 'F'], 'C1')
      .child(['M'], 'C3').child(['M'], 'C2')
      .couple('F', 'W3', 1950).couple('F', 'W1', 1920).couple('F', 'W2').couple('F', 'M', 1925);
    const index = indexGraph(b.graph);
    expect(names(index, index.parents, 'C1')).toEqual(['F', 'M', 'AF', 'AM']);
    expect(kinds(index, 'C1')).toEqual(['birth', 'birth', 'adopted', 'adopted']);
    // No birth year sorts last.
    expect(names(index, index.children, 'M')).toEqual(['C2', 'C1', 'C3']);
    // No marriage year sorts last.
    expect(names(index, index.spouses, 'F')).toEqual(['W1', 'M', 'W3', 'W2']);
    expect(names(index, index.spouses, 'W1')).toEqual(['F']);
  });

  it('drops repeated parenthoods and couples, keeping the first kind, and self links', () => {
    const b = new GraphBuilder().person('P', 'm').person('C', 'm').person('S', 'f')
      .child(['P'], 'C', 'step').child(['P'], 'C', 'birth').child(['C'], 'C')
      .couple('P', 'S').couple('S', 'P').couple('P', 'P');
    b.graph.parenthoods.push({ parent_id: 'nobody', child_id: 'C', kind: 'birth' });
    const index = indexGraph(b.graph);
    expect(names(index, index.parents, 'C')).toEqual(['P']);
    expect(kinds(index, 'C')).toEqual(['step']);
    expect(names(index, index.children, 'P')).toEqual(['C']);
    expect(names(index, index.spouses, 'P')).toEqual(['S']);
    expect(names(index, index.spouses, 'S')).toEqual(['P']);
  });

  it('sorts a long list of children by birth year like a short one', () => {
    const b = new GraphBuilder().person('P', 'm');
    const years = Array.from({ length: 50 }, (_, i) => 1900 + ((i * 37) % 50));
    years.forEach((year, i) => b.person(`K${i}`, 'm', year).child(['P'], `K${i}`));
    const index = indexGraph(b.graph);
    const order = names(index, index.children, 'P').map((id) => years[Number(id.slice(1))]);
    expect(order).toEqual([...years].sort((x, y) => x - y));
  });

  it('adds ghost parents as a couple, a ghost spouse last and a ghost child, without touching other lists', () => {
    const b = new GraphBuilder().person('M', 'f').person('A', 'm').person('W', 'f').person('K', 'm')
      .child(['M'], 'A').couple('A', 'W').child(['A', 'W'], 'K');
    const index = indexGraph(b.graph, 'A');
    expect(index.ghosts.map((g) => g.type)).toEqual(['father', 'spouse', 'child']);
    expect(names(index, index.parents, 'A')).toEqual(['ghost:father:A', 'M']);
    expect(names(index, index.spouses, 'M')).toEqual(['ghost:father:A']);
    expect(names(index, index.spouses, 'ghost:father:A')).toEqual(['M']);
    expect(names(index, index.spouses, 'A')).toEqual(['W', 'ghost:spouse:A']);
    expect(names(index, index.children, 'A')).toEqual(['K', 'ghost:child:A']);
    expect(names(index, index.parents, 'ghost:child:A')).toEqual(['A']);
    expect(names(index, index.parents, 'K')).toEqual(['A', 'W']);
    expect(names(index, index.children, 'W')).toEqual(['K']);
  });

  it('builds again for a graph whose relations or persons changed since, and keeps ghosts out of the shared index', () => {
    const b = new GraphBuilder().person('P', 'm', 1900).person('K1', 'm', 1930).person('K2', 'f', 1920).child(['P'], 'K1').child(['P'], 'K2');
    expect(names(indexGraph(b.graph), index0(b).children, 'P')).toEqual(['K2', 'K1']);
    // Ghosts around P, then the same graph without: no ghost left in P's lists.
    expect(indexGraph(b.graph, 'P').ghosts).toHaveLength(4);
    const plain = indexGraph(b.graph);
    expect(plain.ghosts).toEqual([]);
    expect(names(plain, plain.children, 'P')).toEqual(['K2', 'K1']);
    expect(names(plain, plain.parents, 'P')).toEqual([]);
    expect(indexGraph(b.graph, 'P').ghosts).toHaveLength(4);
    // A child added to the same arrays.
    b.person('K3', 'm', 1910).child(['P'], 'K3');
    expect(names(indexGraph(b.graph), indexGraph(b.graph).children, 'P')).toEqual(['K3', 'K2', 'K1']);
    // A person replaced in place by one born later.
    b.graph.persons[3] = { ...b.graph.persons[3], birth_date: { ...b.graph.persons[3].birth_date!, year: 1940 } };
    const later = indexGraph(b.graph);
    expect(names(later, later.children, 'P')).toEqual(['K2', 'K1', 'K3']);
    // A parent link replaced in place.
    b.graph.parenthoods[0] = { ...b.graph.parenthoods[0], kind: 'adopted' };
    expect(kinds(indexGraph(b.graph), 'K1')).toEqual(['adopted']);
  });

  it('hands out the persons of the graph it is given, decorated copies included', () => {
    const b = new GraphBuilder().person('P', 'm', 1900).person('K', 'm', 1930).child(['P'], 'K');
    indexGraph(b.graph);
    const persons = b.graph.persons.map((p) => ({ ...p, photo_url: `/photo/${p.id}` }));
    const index = indexGraph({ ...b.graph, persons });
    expect(index.persons).toBe(persons);
    expect(names(index, index.children, 'P')).toEqual(['K']);
  });
});
