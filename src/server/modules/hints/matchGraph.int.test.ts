import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { loadTreeGraph } from '../../tree/load';
import { buildFamily, type Family } from '../trees/testFamily';
import { loadMatchGraph } from './matchGraph';
import { relativesIndex, treePersonForMatch } from './treePersons';

let t: TestApp;
let f: Family;

beforeAll(async () => {
  t = await testApp();
  f = await buildFamily(t);
}, 120_000);
afterAll(() => t.close());

/** Each person as the matcher sees it, built from a graph. */
function asMatched(graph: Awaited<ReturnType<typeof loadTreeGraph>>, ids: Iterable<string>) {
  const byId = new Map(graph.persons.map((p) => [p.id, p]));
  const relatives = relativesIndex(graph);
  const sortNames = <T>(list: T[]) => list.map((x) => JSON.stringify(x)).sort();
  return [...ids].sort().map((id) => {
    const m = treePersonForMatch(byId.get(id)!, byId, relatives, null);
    return { ...m, parents: sortNames(m.parents), spouses: sortNames(m.spouses), children: sortNames(m.children), siblings: sortNames(m.siblings) };
  });
}

describe('loadMatchGraph', () => {
  it.each(['father', 'jason', 'grandpa', 'cousin'] as const)('gives the persons around %s as the whole tree does', async (who) => {
    const whole = await loadTreeGraph(t.database.db, f.treeId);
    const { match, graph } = await loadMatchGraph(t.database.db, f.treeId, [f.ids[who]]);
    // The touched person and its parents, children and spouses, no one else.
    const around = relativesIndex(whole).get(f.ids[who])!;
    expect([...match].sort()).toEqual([f.ids[who], ...around.parents, ...around.children, ...around.spouses].sort());
    expect(asMatched(graph, match)).toEqual(asMatched(whole, match));
  });

  it('leaves out the persons no match of them reads', async () => {
    const { graph } = await loadMatchGraph(t.database.db, f.treeId, [f.ids.jason]);
    const read = new Set(graph.persons.map((p) => p.id));
    expect(read.has(f.ids.father) && read.has(f.ids.grandpa) && read.has(f.ids.uncle)).toBe(true);
    expect(read.has(f.ids.granduncle)).toBe(false);
  });

  it('reads nothing when no person is touched', async () => {
    const { match, graph } = await loadMatchGraph(t.database.db, f.treeId, []);
    expect(match.size).toBe(0);
    expect(graph.persons).toEqual([]);
  });
});
