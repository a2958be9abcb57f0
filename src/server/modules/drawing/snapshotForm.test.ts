import { describe, expect, it } from 'vitest';
import { generateTree } from '../../tree/generateTree';
import type { TreeGraph } from '../../tree/graph';
import { coupleOf, parenthoodOf, personOf } from '../../tree/load';
import { snapshotRows } from './graphSnapshot';
import { readSnapshotText, snapshotText, type SnapshotText } from './snapshotForm';

/** The rows of a graph as snapshotRows takes them, with made-up order keys and couple times. */
function rowsOf(graph: TreeGraph) {
  const personKeys = new Map(graph.persons.map((p, i) => [p.id, [p.id, `v${i}`, i % 5 === 0 ? null : i * 3, i] as [string, string, number | null, number]]));
  const coupleTimes = new Map(graph.couples.map((c, i) => [c.id, 1_700_000_000_000 + i]));
  return snapshotRows({ graph, personKeys, coupleTimes, mark: 'm' });
}

/** Through JSON, as the snapshot is stored. */
const stored = async (rows: ReturnType<typeof rowsOf>) => JSON.parse(JSON.stringify(await snapshotText(rows))) as SnapshotText;

describe('the tabled snapshot text', () => {
  it('reads back the graph, order keys and couple times that the bare rows give', async () => {
    const graph = generateTree({ persons: 3_000, seed: 4 });
    // Values the generator does not make: a full date, a divorce, a person with no names and a fact.
    const p = graph.persons;
    p[1] = { ...p[1], birth_date: { day: 3, month: 7, year: 1901, approximation_years: null, approximation_type: null, text_value: '3 Jul 1901', cn_date: null }, first_names: [], surnames: [] };
    p[2] = { ...p[2], death_location: null, notes: 'Went to San Francisco in 1868.', facts: [{ type: 'occupation', value: 'merchant' }] as never };
    graph.couples[0] = { ...graph.couples[0], is_divorced: true, divorce_place: '香港', divorce_date: { day: null, month: 2, year: 1950, approximation_years: null, approximation_type: null, text_value: null, cn_date: null } };
    // A link and a couple naming someone not in the persons list keep that id.
    graph.parenthoods.push({ parent_id: 'not-a-listed-person', child_id: p[5].id, kind: 'adopted' });
    graph.couples.push({ ...graph.couples[1], id: 'C-outside', person2_id: 'not-a-listed-person' });
    const rows = rowsOf(graph);
    const text = await stored(rows);
    expect(text.links.filter((l) => typeof l[0] === 'string')).toEqual([['not-a-listed-person', expect.any(Number), 'adopted']]);
    const read = readSnapshotText(text);

    const bare = JSON.parse(JSON.stringify(rows)) as typeof rows;
    expect(read.persons).toEqual(bare.persons.map(personOf));
    expect(read.couples).toEqual(bare.couples.map(coupleOf));
    expect(read.parenthoods).toEqual(bare.links.map(parenthoodOf));
    expect([...read.personKeys.entries()]).toEqual(bare.persons.map((r) => [r[0], [r[0], r[1], r[2], r[3]]]));
    expect([...read.coupleTimes.entries()]).toEqual(bare.couples.map((r) => [r[0], r[8]]));
    // The graph's order is kept.
    expect(read.persons.map((x) => x.id)).toEqual(graph.persons.map((x) => x.id));
  });

  it('writes each repeated date, name and place once, and persons share them', async () => {
    const graph = generateTree({ persons: 3_000, seed: 4 });
    const rows = rowsOf(graph);
    const text = await stored(rows);
    const names = graph.persons.reduce((n, x) => n + x.first_names.length + x.surnames.length, 0);
    expect(text.names.length).toBeLessThan(names / 2);
    expect(new Set(text.places).size).toBe(text.places.length);
    expect(new Set(text.dates.map((d) => JSON.stringify(d))).size).toBe(text.dates.length);
    expect(JSON.stringify(text).length).toBeLessThan(JSON.stringify(rows).length * 0.6);

    const read = readSnapshotText(text);
    const [a, b] = read.persons.filter((x) => x.surnames.length > 0 && x.surnames[0].value === read.persons[0].surnames[0]?.value);
    expect(b).toBeDefined();
    expect(a.surnames[0]).toBe(b.surnames[0]);
  });
});
