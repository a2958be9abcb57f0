import { describe, expect, it } from 'vitest';
import { generateTree } from '../tree/generateTree';
import { newPerson } from '../../../benchmarks/lib/randomEdits';
import type { ParenthoodKind } from '../../protocol/person';
import { mulberry32 } from '../lib/random';
import type { GraphCouple, GraphParenthood, GraphPerson, TreeGraph } from '../tree/graph';
import type { Adjacency } from './adjacency';
import { buildIndex, KINDS, type IndexSource } from './buildIndex';
import { deriveIndex } from './deriveIndex';
import { indexGraph } from './graphIndex';

/** Where two arrays first differ, or '' (expect's deep equality is too slow for thousands of rounds of them). */
function firstDifference(name: string, a: ArrayLike<unknown>, b: ArrayLike<unknown>): string {
  if (a.length !== b.length) return `${name}: length ${a.length} instead of ${b.length}`;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return `${name}[${i}]: ${String(a[i])} instead of ${String(b[i])}`;
  return '';
}

/** Every list of `adj` read through start/count/to/kind, as node:entries/kinds. */
const lists = (adj: Adjacency, nodes: number) =>
  Array.from({ length: nodes }, (_, i) => {
    const s = adj.start[i];
    return `${i}:${adj.to.subarray(s, s + adj.count[i]).join(',')}/${adj.kind.subarray(s, s + adj.count[i]).join(',')}`;
  });

/** The first field in which the derived source differs from a fresh build, or ''. */
function difference(derived: IndexSource, fresh: IndexSource): string {
  const [d, f] = [derived.index, fresh.index];
  const found = [
    firstDifference('nodeCount', [d.nodeCount], [f.nodeCount]),
    firstDifference('ids', d.ids, f.ids),
    firstDifference('gender', d.gender, f.gender),
    firstDifference('indexOf', [...d.indexOf].sort().flat(), [...f.indexOf].sort().flat()),
    ...(['parents', 'children', 'spouses'] as const).flatMap((name) => [
      firstDifference(`${name} lists`, lists(d[name], d.nodeCount), lists(f[name], f.nodeCount)),
      // Laid out as a build lays them out, unused tail included.
      firstDifference(`${name}.start`, d[name].start, f[name].start),
      firstDifference(`${name}.count`, d[name].count, f[name].count),
      firstDifference(`${name}.to`, d[name].to, f[name].to),
      firstDifference(`${name}.kind`, d[name].kind, f[name].kind),
      firstDifference(`${name}.used`, [d[name].used], [f[name].used]),
    ]),
    firstDifference('keys', derived.keys, fresh.keys),
    firstDifference('genderOrder', derived.genderOrder, fresh.genderOrder),
    firstDifference('spouseCouple', derived.spouseCouple, fresh.spouseCouple),
    firstDifference('dangling, repeated', [derived.dangling, derived.repeated], [fresh.dangling, fresh.repeated]),
    firstDifference('links', derived.links, fresh.links),
    firstDifference('coupleItems', derived.coupleItems, fresh.coupleItems),
    firstDifference('couples', [derived.couples], [fresh.couples]),
  ];
  return found.find((x) => x !== '') ?? '';
}

const year = (y: number) => ({ day: null, month: null, year: y, approximation_years: null, approximation_type: null, text_value: null, cn_date: null });

/**
 * Edits as the tree cache's refresh makes them: kept records stay the same objects at their places,
 * changed ones are new objects (at their place, or moved like a person whose birth changed), new ones
 * are inserted, gone ones removed (a gone person's records with it, or, now and then, left dangling).
 */
function editor(seed: number) {
  const random = mulberry32(seed);
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(items: T[]) => items[int(items.length)];
  let made = 0;
  const kinds: ParenthoodKind[] = ['birth', 'birth', 'adopted', 'step', 'foster'];
  const insert = <T>(items: T[], item: T) => items.splice(int(items.length + 1), 0, item);
  return (graph: TreeGraph): TreeGraph => {
    const persons = graph.persons.slice();
    let couples = graph.couples.slice();
    let parenthoods = graph.parenthoods.slice();
    for (let n = 1 + int(3); n > 0; n--) {
      const what = int(15);
      const someone = pick(persons);
      if (what === 0) {
        // A new child of someone, at the end or among the others.
        const child: GraphPerson = { ...newPerson(`new-${seed}-${++made}`, random() < 0.5 ? 'm' : 'f'), birth_date: random() < 0.5 ? year(1900 + int(100)) : null };
        if (random() < 0.5) persons.push(child);
        else insert(persons, child);
        insert(parenthoods, { parent_id: someone.id, child_id: child.id, kind: pick(kinds) });
      } else if (what === 1) {
        // A person gone, with every record naming them (or, rarely, leaving them dangling).
        persons.splice(persons.indexOf(someone), 1);
        if (random() < 0.9) {
          parenthoods = parenthoods.filter((l) => l.parent_id !== someone.id && l.child_id !== someone.id);
          couples = couples.filter((c) => c.person1_id !== someone.id && c.person2_id !== someone.id);
        }
      } else if (what === 2) {
        // A birth changed: the person's new record moves.
        persons.splice(persons.indexOf(someone), 1);
        insert(persons, { ...someone, birth_date: year(1850 + int(150)) });
      } else if (what === 3) persons[persons.indexOf(someone)] = { ...someone, gender: pick(['m', 'f', 'none'] as const) };
      else if (what === 4) persons[persons.indexOf(someone)] = { ...someone, birth_date: random() < 0.2 ? null : year(1850 + int(150)) };
      else if (what === 13) {
        // Gender and birth of a copy at the same place, among copies (as card photos make them).
        const at = int(persons.length);
        persons[at] = { ...persons[at], gender: pick(['m', 'f', 'none'] as const), birth_date: random() < 0.5 ? null : year(1850 + int(150)), photo_url: '/photo' };
      }
      else if (what === 5) {
        const other = pick(persons);
        if (!parenthoods.some((l) => l.parent_id === other.id && l.child_id === someone.id)) insert(parenthoods, { parent_id: other.id, child_id: someone.id, kind: pick(kinds) });
      } else if (what === 6 && parenthoods.length > 0) parenthoods.splice(int(parenthoods.length), 1);
      else if (what === 7 && parenthoods.length > 0) {
        const at = int(parenthoods.length);
        parenthoods[at] = { ...parenthoods[at], kind: pick(kinds) };
      } else if (what === 8) {
        const other = pick(persons);
        const pair = (c: GraphCouple) => (c.person1_id === someone.id && c.person2_id === other.id) || (c.person1_id === other.id && c.person2_id === someone.id);
        if (!couples.some(pair)) couples.push({ id: `couple-${seed}-${++made}`, person1_id: someone.id, person2_id: other.id, marriage_place: null, marriage_date: random() < 0.5 ? year(1900 + int(100)) : null, is_divorced: false, divorce_place: null, divorce_date: null });
      } else if (what === 9 && couples.length > 0) couples.splice(int(couples.length), 1);
      else if (what === 10 && couples.length > 0) {
        const at = int(couples.length);
        couples[at] = { ...couples[at], marriage_date: random() < 0.3 ? null : year(1880 + int(120)) };
      } else if (what === 11) {
        // Moved in load order with the same birth (another sort key changed): ties by node turn.
        persons.splice(persons.indexOf(someone), 1);
        insert(persons, { ...someone, notes: `moved ${made++}` });
      } else if (what === 12) {
        // Card photos: copies of the same records around the same persons.
        for (let k = 0; k < 20; k++) {
          const at = int(persons.length);
          persons[at] = { ...persons[at], photo_url: `/photo/${made++}` };
        }
      } else persons[persons.indexOf(someone)] = { ...someone, notes: `edited ${made++}` };
    }
    return { persons, couples, parenthoods };
  };
}

describe('deriveIndex', () => {
  it('gives what a build gives, list for list, through rounds of random edits each derived from the last', () => {
    const generated = generateTree({ persons: 1500, seed: 3 });
    // A third without a birth year: their children lists tie on the birth key and order by node.
    let graph = { ...generated, persons: generated.persons.map((p, i) => (i % 3 === 0 ? { ...p, birth_date: null } : p)) };
    const edit = editor(7);
    let source = buildIndex(graph);
    let derivedRounds = 0;
    for (let round = 0; round < 300; round++) {
      graph = edit(graph);
      const fresh = buildIndex(graph);
      const earlier = source.index;
      const earlierIds = earlier.ids;
      const derived = deriveIndex(source, graph);
      if (derived) {
        derivedRounds++;
        expect(difference(derived, fresh), `round ${round}`).toBe('');
        // Each node's node in the index it came from: the same person's, or -1 for a person new here.
        const { numbering, derivedFrom } = derived.index;
        expect(derivedFrom?.numbering).toBe(earlier.numbering);
        expect(numbering).not.toBe(earlier.numbering);
        const earlierNode = new Map(earlierIds.map((id, node) => [id, node]));
        const wrong = derived.index.ids.findIndex((id, node) => derivedFrom!.oldOf[node] !== (earlierNode.get(id) ?? -1));
        expect(wrong, `round ${round}: node ${wrong}`).toBe(-1);
      }
      source = derived ?? fresh;
    }
    // Refused only after a person was left dangling and another added (a build reads those right).
    expect(derivedRounds).toBeGreaterThan(200);
  });

  it('refuses repeated person ids and pairs, and a person added while records name persons the graph lacks', () => {
    const graph = generateTree({ persons: 200, seed: 4 });
    const kept = (g: TreeGraph) => ({ persons: g.persons.slice(), couples: g.couples.slice(), parenthoods: g.parenthoods.slice() });
    const extra = newPerson('extra', 'm');
    const repeatedLink = kept(graph);
    repeatedLink.parenthoods.push({ ...graph.parenthoods[0], kind: 'step' });
    expect(deriveIndex(buildIndex(graph), repeatedLink)).toBeUndefined();
    const repeatedId = kept(graph);
    repeatedId.persons.push({ ...graph.persons[5] });
    expect(deriveIndex(buildIndex(graph), repeatedId)).toBeUndefined();
    const dangling = kept(graph);
    dangling.parenthoods.push({ parent_id: 'extra', child_id: graph.persons[0].id, kind: 'birth' });
    const withDangling = buildIndex(dangling);
    expect(withDangling.dangling).toBe(1);
    const revived = { ...kept(dangling), persons: [...dangling.persons, extra] };
    expect(deriveIndex(withDangling, revived)).toBeUndefined();
    // Without the dangling record, the same person is added by derivation.
    expect(deriveIndex(buildIndex(graph), { ...kept(graph), persons: [...graph.persons, extra] })).toBeDefined();
  });
});

describe('indexGraph after an edit', () => {
  it('derives the edited graph index from the last one, and a layout of the graph before still reads its own', () => {
    const before = generateTree({ persons: 600, seed: 9 });
    const child = newPerson('late child', 'f');
    const after: TreeGraph = {
      persons: [...before.persons, child],
      couples: before.couples,
      parenthoods: [...before.parenthoods, { parent_id: before.persons[10].id, child_id: child.id, kind: 'birth' } as GraphParenthood],
    };
    const first = indexGraph(before);
    const next = indexGraph(after);
    // The map was handed on, not copied: the derived index took it over.
    expect(next.indexOf).toBe(first.indexOf);
    const node = next.indexOf.get(child.id)!;
    expect(next.parents.list(node).map((p) => next.ids[p])).toEqual([before.persons[10].id]);
    expect(KINDS[next.parents.kindAt(node, 0)]).toBe('birth');
    // The graph before is indexed again as it is (here derived back): the new child is not in it.
    const again = indexGraph(before);
    expect(again.indexOf.has(child.id)).toBe(false);
    expect(again.nodeCount).toBe(before.persons.length);
    expect(again.children.list(10).map((k) => again.ids[k])).not.toContain(child.id);
    const last = indexGraph(after);
    expect(last.indexOf.get(child.id)).toBe(before.persons.length);
    expect(last.children.list(10).map((k) => last.ids[k])).toContain(child.id);
  });
});
