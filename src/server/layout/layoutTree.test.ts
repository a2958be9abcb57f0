import { describe, expect, it } from 'vitest';
import { generateTree } from '../tree/generateTree';
import type { DrawResponse } from '../../protocol/draw';
import { drawResponseSchema } from '../../protocol/draw';
import { checkLayout } from './checkLayout';
import { mapHash } from './hash';
import { layoutTree, type LayoutOptions } from './layoutTree';
import { GraphBuilder } from './testGraph';
import { mulberry32 } from '../lib/random';
import type { TreeGraph } from '../tree/graph';

const preferences = { color_code_gender: true, tree_show_birth_order: false };

function draw(graph: TreeGraph, options: Partial<LayoutOptions> = {}): DrawResponse {
  const payload = layoutTree(graph, { preferences, ...options });
  expect(checkLayout(payload)).toEqual([]);
  return payload;
}

const byId = (payload: DrawResponse, id: string) => {
  const person = payload.persons.find((p) => p.object_id === id);
  if (!person) throw new Error(`${id} is not drawn`);
  return person;
};
const ids = (payload: DrawResponse) => payload.persons.map((p) => p.object_id).sort();
const centre = (payload: DrawResponse, id: string) => byId(payload, id).position.x + byId(payload, id).position.width / 2;

/** Grandparents G1+G2 with children A (married to AW) and B (married to BH); A's son X marries B's daughter Y. */
function cousinMarriage(): GraphBuilder {
  return new GraphBuilder()
    .person('G1', 'm', 1900).person('G2', 'f', 1902).couple('G1', 'G2', 1920)
    .person('A', 'm', 1922).person('AW', 'f', 1923).couple('A', 'AW', 1945).child(['G1', 'G2'], 'A')
    .person('B', 'f', 1925).person('BH', 'm', 1921).couple('BH', 'B', 1946).child(['G1', 'G2'], 'B')
    .person('X', 'm', 1950).child(['A', 'AW'], 'X')
    .person('Y', 'f', 1952).child(['BH', 'B'], 'Y')
    .couple('X', 'Y', 1975)
    .person('Z', 'm', 1978).child(['X', 'Y'], 'Z');
}

describe('layoutTree on crafted graphs', () => {
  it('draws a person with no relatives alone at the origin, and ghosts only when asked', () => {
    const graph = new GraphBuilder().person('solo', 'f', 1950).graph;
    const plain = draw(graph, { startPersonId: 'solo' });
    expect(plain.persons).toHaveLength(1);
    expect(plain.persons[0]).toMatchObject({ object_id: 'solo', is_start_person: true, is_ghost: false, generation: 0, position: { x: 0, y: 0 } });
    expect(plain.lines).toEqual([]);
    expect(drawResponseSchema.parse(plain)).toEqual(plain);

    const ghosts = draw(graph, { startPersonId: 'solo', withGhosts: true });
    const ghostTypes = ghosts.persons.filter((p) => p.is_ghost).map((p) => p.ghost_type).sort();
    expect(ghostTypes).toEqual(['child', 'father', 'mother', 'spouse']);
    for (const g of ghosts.persons.filter((p) => p.is_ghost)) expect(g.ghost_of).toBe('solo');
    expect(byId(ghosts, 'ghost:father:solo').generation).toBe(-1);
    expect(byId(ghosts, 'ghost:child:solo').generation).toBe(1);
    expect(drawResponseSchema.parse(ghosts)).toEqual(ghosts);
  });

  it('places three spouses in marriage order on either side, each with their children below', () => {
    const graph = new GraphBuilder()
      .person('P', 'm', 1900)
      .person('W1', 'f', 1901).person('W2', 'f', 1905).person('W3', 'f', 1910)
      .couple('P', 'W3', 1940).couple('P', 'W1', 1920).couple('P', 'W2', 1930)
      .person('c1', 'm', 1921).child(['P', 'W1'], 'c1')
      .person('c2', 'f', 1931).child(['P', 'W2'], 'c2')
      .person('c3', 'm', 1941).person('c4', 'f', 1943).child(['P', 'W3'], 'c3').child(['P', 'W3'], 'c4').graph;
    const payload = draw(graph, { startPersonId: 'P' });
    const row = ['W2', 'P', 'W1', 'W3'].map((id) => byId(payload, id));
    for (const p of row) expect(p.position.y).toBe(0);
    const xs = row.map((p) => p.position.x);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    expect(payload.lines.filter((l) => l.kind === 'couple')).toHaveLength(3);
    // c2 hangs under the W2 side, c1 under the W1 side, W3's children furthest right.
    expect(centre(payload, 'c2')).toBeLessThan(centre(payload, 'c1'));
    expect(centre(payload, 'c1')).toBeLessThan(centre(payload, 'c3'));
    expect(centre(payload, 'c3')).toBeLessThan(centre(payload, 'c4'));
  });

  it('keeps half-siblings of two marriages closed behind the father until he is opened', () => {
    const graph = new GraphBuilder()
      .person('F', 'm', 1900).person('M1', 'f', 1902).person('M2', 'f', 1910)
      .couple('F', 'M1', 1920).couple('F', 'M2', 1935)
      .person('S', 'm', 1922).person('sib', 'f', 1925).child(['F', 'M1'], 'S').child(['F', 'M1'], 'sib')
      .person('h1', 'm', 1936).person('h2', 'f', 1938).child(['F', 'M2'], 'h1').child(['F', 'M2'], 'h2').graph;
    const closed = draw(graph, { startPersonId: 'S' });
    expect(ids(closed)).toEqual(['F', 'M1', 'S', 'sib']);
    expect(byId(closed, 'F').card).toMatchObject({ has_hidden_subtree: true, hidden_count: 3 });
    const open = draw(graph, { startPersonId: 'S', controlData: { expanded: ['F'] } });
    expect(ids(open)).toEqual(['F', 'M1', 'M2', 'S', 'h1', 'h2', 'sib']);
    expect(byId(open, 'M2').position.y).toBe(byId(open, 'F').position.y);
    expect(byId(open, 'F').card.has_hidden_subtree).toBe(false);
    const fromFather = draw(graph, { startPersonId: 'F' });
    expect(ids(fromFather)).toHaveLength(7);
  });

  it('draws an adopted child once, with a marked line to the adoptive parents and a link to the birth parents', () => {
    const graph = new GraphBuilder()
      .person('G', 'm', 1880).person('GW', 'f', 1882).couple('G', 'GW', 1900)
      .person('BF', 'm', 1900).person('BM', 'f', 1902).couple('BF', 'BM', 1920).child(['G', 'GW'], 'BF')
      .person('AF', 'm', 1901).person('AM', 'f', 1903).couple('AF', 'AM', 1921).child(['G', 'GW'], 'AM')
      .person('K', 'f', 1925).child(['BF', 'BM'], 'K').child(['AF', 'AM'], 'K', 'adopted').graph;
    const payload = draw(graph, { startPersonId: 'G' });
    expect(payload.persons.filter((p) => p.object_id === 'K')).toHaveLength(1);
    const toK = payload.lines.filter((l) => l.person_ids.at(-1) === 'K' && l.kind !== 'couple');
    expect(toK.map((l) => l.kind).sort()).toEqual(['link', 'parent_child']);
    expect(toK.find((l) => l.person_ids.includes('AF'))?.parenthood_kind).toBe('adopted');
    const fromChild = draw(graph, { startPersonId: 'K' });
    expect(ids(fromChild)).toEqual(['AF', 'AM', 'BF', 'BM', 'G', 'GW', 'K']);
  });

  it('places cousins who married once, with a link line for the second appearance', () => {
    const graph = cousinMarriage().graph;
    const down = draw(graph, { startPersonId: 'G1' });
    expect(ids(down)).toEqual(['A', 'AW', 'B', 'BH', 'G1', 'G2', 'X', 'Y', 'Z']);
    expect(down.lines.some((l) => l.kind === 'link')).toBe(true);
    expect(byId(down, 'X').position.y).toBe(byId(down, 'Y').position.y);
    // Pedigree collapse from the great-grandchild: the shared grandparents appear once.
    const up = draw(graph, { startPersonId: 'Z' });
    expect(ids(up)).toEqual(['A', 'AW', 'B', 'BH', 'G1', 'G2', 'X', 'Y', 'Z']);
    expect(up.lines.filter((l) => l.kind === 'link').map((l) => l.person_ids.at(-1))).toEqual(['B']);
  });

  it('lays out a 30-generation line one row per generation, both ways', () => {
    const b = new GraphBuilder();
    for (let g = 0; g < 30; g++) {
      b.person(`m${g}`, 'm', 1200 + g * 25).person(`w${g}`, 'f', 1201 + g * 25).couple(`m${g}`, `w${g}`, 1220 + g * 25);
      if (g > 0) b.child([`m${g - 1}`, `w${g - 1}`], `m${g}`);
    }
    const up = draw(b.graph, { startPersonId: 'm29' });
    expect(new Set(up.persons.map((p) => p.position.y)).size).toBe(30);
    expect(byId(up, 'm0').generation).toBe(-29);
    const down = draw(b.graph, { startPersonId: 'm0' });
    expect(byId(down, 'm29').generation).toBe(29);
    expect(byId(down, 'm29').position.y).toBeGreaterThan(byId(down, 'm28').position.y);
  });
});

describe('the default view and expand-control', () => {
  const graph = cousinMarriage().person('A2', 'm', 1955).child(['A', 'AW'], 'A2').person('A2K', 'f', 1980).child(['A2'], 'A2K').graph;

  it('shows ancestors, siblings and descendants, and closes the rest behind counted markers', () => {
    const payload = draw(graph, { startPersonId: 'X' });
    expect(ids(payload)).toEqual(['A', 'A2', 'AW', 'G1', 'G2', 'X', 'Y', 'Z']);
    expect(byId(payload, 'A2').card).toMatchObject({ has_hidden_subtree: true, hidden_count: 1 });
    // G1's other child B with husband BH are behind the grandparents.
    expect(byId(payload, 'G1').card).toMatchObject({ has_hidden_subtree: true, hidden_count: 2 });
    const opened = draw(graph, { startPersonId: 'X', controlData: { expanded: ['G1', 'A2'] } });
    expect(ids(opened)).toEqual(['A', 'A2', 'A2K', 'AW', 'B', 'BH', 'G1', 'G2', 'X', 'Y', 'Z']);
    const collapsed = draw(graph, { startPersonId: 'X', controlData: { collapsed: ['X'] } });
    expect(ids(collapsed)).not.toContain('Z');
    expect(byId(collapsed, 'X').card).toMatchObject({ has_hidden_subtree: true, hidden_count: 2 });
  });

  it('closes the ancestors above a collapsed ancestor behind a counted marker', () => {
    const payload = draw(graph, { startPersonId: 'Z', controlData: { collapsed: ['X'] } });
    expect(ids(payload)).toEqual(['B', 'BH', 'G1', 'G2', 'X', 'Y', 'Z']);
    expect(byId(payload, 'X').card).toMatchObject({ has_hidden_subtree: true, hidden_count: 2 });
  });

  it('shows an opened spouse\'s other marriage beside them, with its children', () => {
    const b = new GraphBuilder()
      .person('P', 'm', 1900).person('W', 'f', 1902).couple('P', 'W', 1925)
      .person('k', 'f', 1926).child(['P', 'W'], 'k')
      .person('W0', 'm', 1895).couple('W0', 'W', 1920)
      .person('w0k', 'm', 1921).child(['W0', 'W'], 'w0k');
    const closed = draw(b.graph, { startPersonId: 'P' });
    expect(ids(closed)).toEqual(['P', 'W', 'k']);
    expect(byId(closed, 'W').card).toMatchObject({ has_hidden_subtree: true, hidden_count: 2 });
    const open = draw(b.graph, { startPersonId: 'P', controlData: { expanded: ['W'] } });
    expect(ids(open)).toEqual(['P', 'W', 'W0', 'k', 'w0k']);
    expect(byId(open, 'W0').position.x).toBeGreaterThan(byId(open, 'W').position.x);
    expect(open.lines.find((l) => l.line_id === 'pc:W+W0>w0k')?.kind).toBe('parent_child');
  });

  it('numbers siblings by birth only when the preference is on', () => {
    const on = layoutTree(graph, { startPersonId: 'X', preferences: { ...preferences, tree_show_birth_order: true } });
    expect(byId(on, 'X').card.birth_order).toBe(1);
    expect(byId(on, 'A2').card.birth_order).toBe(2);
    expect(byId(draw(graph, { startPersonId: 'X' }), 'A2').card.birth_order).toBeUndefined();
  });

  it('shows living persons as Living when the viewer may not see them', () => {
    const b = new GraphBuilder().person('old', 'm', 1900, true).person('young', 'f', 1990, false).child(['old'], 'young');
    const payload = draw(b.graph, { startPersonId: 'old', viewer: { seeLiving: false } });
    expect(byId(payload, 'young').card).toMatchObject({ full_name: 'Living', names_en: '', names_zh: '', birth_text: '', is_private: true });
    expect(byId(payload, 'old').card.full_name).toBe('黄 old');
  });

  it('gives the same payload and map_hash for the same input, another hash for another input', () => {
    const a = layoutTree(graph, { startPersonId: 'X', preferences });
    const b = layoutTree(structuredClone(graph), { startPersonId: 'X', preferences });
    expect(b).toEqual(a);
    expect(b.map_hash).toBe(a.map_hash);
    // Summed while the layout runs, it equals the hash of the finished payload that applyDiff computes.
    const { map_hash, ...rest } = a;
    expect(mapHash(rest)).toBe(map_hash);
    expect(layoutTree(graph, { startPersonId: 'Y', preferences }).map_hash).not.toBe(a.map_hash);
  });
});

describe('layoutTree on generated clans', () => {
  it.each([300, 10_000])('has no rule violations on %i persons, from the founder and from a descendant with ancestors opened', (size) => {
    const graph = generateTree({ persons: size, seed: 11 });
    const full = draw(graph, { startPersonId: graph.persons[0].id, withGhosts: true });
    expect(full.persons.filter((p) => !p.is_ghost)).toHaveLength(size);
    const deep = graph.parenthoods[Math.floor(graph.parenthoods.length * 0.7)].child_id;
    const around = draw(graph, { startPersonId: deep });
    const ancestors = around.persons.filter((p) => p.generation < 0).map((p) => p.object_id);
    const opened = draw(graph, { startPersonId: deep, controlData: { expanded: ancestors } });
    expect(opened.persons.length).toBeGreaterThan(around.persons.length);
    expect(opened.persons.every((p) => !p.card.has_hidden_subtree || !ancestors.includes(p.object_id))).toBe(true);
  });
});

describe('layoutTree again on the same person objects', () => {
  it('shows names and dates replaced on a person, and the photo of a decorated copy', () => {
    const b = new GraphBuilder().person('P', 'm', 1900).person('K', 'm', 1930).child(['P'], 'K');
    expect(byId(draw(b.graph, { startPersonId: 'P' }), 'K').card).toMatchObject({ full_name: '黄 K', birth_text: '1930', death_text: '' });
    const k = b.graph.persons[1];
    k.first_names = [{ type: 'given', value: '志明' }];
    k.death_date = { ...k.birth_date!, year: 1990 };
    expect(byId(draw(b.graph, { startPersonId: 'P' }), 'K').card).toMatchObject({ full_name: '黄志明', birth_text: '1930', death_text: '1990' });
    const decorated = { ...b.graph, persons: b.graph.persons.map((p) => ({ ...p, photo_url: `/photo/${p.id}`, surnames: [{ type: 'birth' as const, value: 'Wong' }] })) };
    expect(byId(draw(decorated, { startPersonId: 'P' }), 'K').card).toMatchObject({ full_name: '志明 Wong', photo_url: '/photo/K' });
  });

  it('draws a person again as before only where and as what it was drawn, with the hash of what it is now', () => {
    const b = new GraphBuilder().person('P', 'm', 1900).person('W', 'f', 1901).couple('P', 'W').person('K', 'm', 1930).child(['P', 'W'], 'K');
    const first = draw(b.graph, { startPersonId: 'P' });
    const again = draw(b.graph, { startPersonId: 'P' });
    expect(byId(again, 'K')).toBe(byId(first, 'K'));
    // An elder sibling pushes K to the right; K as start person is another role; each payload hashes as sent.
    b.person('E', 'f', 1925).child(['P', 'W'], 'E');
    const moved = draw(b.graph, { startPersonId: 'P' });
    expect(byId(moved, 'K').position.x).toBeGreaterThan(byId(first, 'K').position.x);
    expect(byId(first, 'K').position.x).toBe(byId(again, 'K').position.x);
    // Starting from the wife keeps the couple where it was and makes her, not him, the start person.
    const fromW = draw(b.graph, { startPersonId: 'W' });
    expect([byId(fromW, 'P').is_start_person, byId(fromW, 'W').is_start_person]).toEqual([false, true]);
    const fromK = draw(b.graph, { startPersonId: 'K' });
    expect(byId(fromK, 'K').is_start_person).toBe(true);
    expect(byId(draw(b.graph, { startPersonId: 'P' }), 'K').is_start_person).toBe(false);
    for (const payload of [first, again, moved, fromW, fromK]) expect(mapHash(payload)).toBe(payload.map_hash);
    expect(draw(b.graph, { startPersonId: 'P' }).map_hash).toBe(moved.map_hash);
  });

  it('gives after each edit the drawing a layout of fresh objects gives', () => {
    const graph = generateTree({ persons: 2_000, seed: 5 });
    const options = { startPersonId: graph.persons[0].id, preferences: { ...preferences, tree_show_birth_order: true }, withGhosts: true };
    const cold = () => layoutTree(structuredClone(graph), options);
    const warm = () => layoutTree(graph, options);
    const same = () => {
      const [w, c] = [warm(), cold()];
      expect(w.map_hash).toBe(c.map_hash);
      expect(JSON.stringify(w)).toBe(JSON.stringify(c));
      expect(mapHash(w)).toBe(w.map_hash);
    };
    same();
    same();
    const hasChildren = new Set(graph.parenthoods.map((l) => l.parent_id));
    const parent = graph.parenthoods[900].parent_id;
    const model = graph.persons[1000];
    // An eldest child, which moves its siblings and their lines.
    graph.persons.push({ ...model, id: 'NEW', birth_date: { ...model.birth_date!, year: 1000 } });
    graph.parenthoods.push({ parent_id: parent, child_id: 'NEW', kind: 'birth' });
    same();
    // A line turned adopted; a leaf deleted.
    const at = graph.parenthoods.findIndex((l) => l.child_id !== 'NEW' && l.parent_id === parent);
    graph.parenthoods[at] = { ...graph.parenthoods[at], kind: 'adopted' };
    same();
    const leaf = graph.persons.findIndex((p, i) => i > 1500 && !hasChildren.has(p.id));
    const [gone] = graph.persons.splice(leaf, 1);
    graph.parenthoods = graph.parenthoods.filter((l) => l.child_id !== gone.id);
    graph.couples = graph.couples.filter((c) => c.person1_id !== gone.id && c.person2_id !== gone.id);
    same();
    // Random children added and leaves deleted: lines move, bars change lanes, couples change depth.
    const random = mulberry32(7);
    for (let step = 0; step < 24; step++) {
      if (step % 3 === 2) {
        const leaves = graph.persons.filter((p) => !graph.parenthoods.some((l) => l.parent_id === p.id));
        const victim = leaves[Math.floor(random() * leaves.length)];
        graph.persons = graph.persons.filter((p) => p !== victim);
        graph.parenthoods = graph.parenthoods.filter((l) => l.child_id !== victim.id);
        graph.couples = graph.couples.filter((c) => c.person1_id !== victim.id && c.person2_id !== victim.id);
      } else {
        const link = graph.parenthoods[Math.floor(random() * graph.parenthoods.length)];
        const parents = graph.parenthoods.filter((l) => l.child_id === link.child_id).map((l) => l.parent_id);
        const id = `ADD${step}`;
        graph.persons = [...graph.persons, { ...model, id, birth_date: { ...model.birth_date!, year: 1700 + Math.floor(random() * 300) } }];
        graph.parenthoods = [...graph.parenthoods, ...parents.map((parent_id) => ({ parent_id, child_id: id, kind: 'birth' as const }))];
      }
      same();
    }
  });

  it('hands out a card again only while everything on it is the same', () => {
    const b = new GraphBuilder().person('P', 'm', 1900).person('K', 'm', 1930).person('J', 'f', 1935).child(['P'], 'K').child(['P'], 'J');
    const first = draw(b.graph, { startPersonId: 'P' });
    expect(draw(b.graph, { startPersonId: 'P' }).persons.map((p) => p.card)).toEqual(first.persons.map((p) => p.card));
    expect(byId(draw(b.graph, { startPersonId: 'P', controlData: { collapsed: ['P'] } }), 'P').card).toMatchObject({ has_hidden_subtree: true, hidden_count: 2 });
    expect(byId(draw(b.graph, { startPersonId: 'P' }), 'P').card).toMatchObject({ has_hidden_subtree: false, hidden_count: 0 });
    expect(byId(draw(b.graph, { startPersonId: 'P', preferences: { ...preferences, tree_show_birth_order: true } }), 'J').card.birth_order).toBe(2);
    expect(byId(draw(b.graph, { startPersonId: 'P' }), 'J').card.birth_order).toBeUndefined();
    const k = b.graph.persons[1];
    k.is_deceased = false;
    k.hint_count = 3;
    expect(byId(draw(b.graph, { startPersonId: 'P' }), 'K').card).toMatchObject({ is_deceased: false, hint_count: 3 });
    k.gender = 'f';
    k.photo_url = '/photo/K';
    expect(byId(draw(b.graph, { startPersonId: 'P' }), 'K').card).toMatchObject({ gender: 'f', photo_url: '/photo/K' });
    expect(byId(draw(b.graph, { startPersonId: 'P', viewer: { seeLiving: false } }), 'K').card).toMatchObject({ full_name: 'Living', is_private: true });
  });
});
