/**
 * The demo family as a Chinese genealogist reads it: along every father-child line the child bears the
 * father's surname, and the clan's generation characters (字辈) mark its own line only, one per generation.
 */
import { describe, expect, it } from 'vitest';
import type { GraphPerson } from '../tree/graph';
import { GENERATION_POEM, demoFamilyGraph } from './demoFamily';

const HAN = /\p{Script=Han}/u;
const graph = demoFamilyGraph();
const byId = new Map(graph.persons.map((p) => [p.id, p]));
const label = (p: GraphPerson) => `${p.id} ${p.surnames.map((s) => s.value).join('/')} ${p.first_names.map((f) => f.value).join('/')}`;
const surnames = (p: GraphPerson, han: boolean) => p.surnames.filter((s) => HAN.test(s.value) === han).map((s) => s.value);
const fatherLinks = graph.parenthoods.filter((l) => byId.get(l.parent_id)!.gender === 'm');

/** The clan's line: its founder, then every child of a man of the line, with his generation (世). */
function clanLine(): Map<string, number> {
  const roots = graph.persons.filter((p) => p.gender === 'm' && !graph.parenthoods.some((l) => l.child_id === p.id) && graph.parenthoods.some((l) => l.parent_id === p.id));
  const founder = roots.sort((a, b) => (a.birth_date?.year ?? 0) - (b.birth_date?.year ?? 0))[0];
  const generation = new Map([[founder.id, 1]]);
  for (let frontier = [founder.id]; frontier.length; ) {
    const next: string[] = [];
    for (const l of fatherLinks.filter((x) => frontier.includes(x.parent_id))) {
      const gen = generation.get(l.parent_id)! + 1;
      // An adopted heir (过继) is reached twice, by his father and his uncle: both must place him alike.
      expect(generation.get(l.child_id) ?? gen, `generation of ${label(byId.get(l.child_id)!)}`).toBe(gen);
      if (!generation.has(l.child_id)) next.push(l.child_id);
      generation.set(l.child_id, gen);
    }
    frontier = next;
  }
  return generation;
}

describe('the demo family, by the rules of a Chinese clan', () => {
  it('gives every child, born or adopted, the surname of its father in each script', () => {
    expect(fatherLinks.length).toBeGreaterThan(150);
    const wrong: string[] = [];
    for (const l of fatherLinks) {
      const father = byId.get(l.parent_id)!;
      const child = byId.get(l.child_id)!;
      if ([true, false].some((han) => surnames(child, han).join() !== surnames(father, han).join())) wrong.push(`${l.kind}: ${label(father)} -> ${label(child)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('puts a generation character only on the clan line, on the generation it names, never on another surname', () => {
    const line = clanLine();
    const founder = byId.get([...line].find(([, gen]) => gen === 1)![0])!;
    expect(Math.max(...line.values())).toBe(GENERATION_POEM.length);
    const wrong: string[] = [];
    for (const p of graph.persons) {
      const chars = p.first_names.filter((f) => HAN.test(f.value)).flatMap((f) => [...f.value]);
      for (const c of chars.filter((x) => GENERATION_POEM.includes(x))) {
        const fits = line.get(p.id) === GENERATION_POEM.indexOf(c) + 1 && surnames(p, true).join() === surnames(founder, true).join();
        if (!fits) wrong.push(`${c} on ${label(p)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names every son of the clan line with the character of his generation', () => {
    const wrong: string[] = [];
    for (const [id, gen] of clanLine()) {
      const p = byId.get(id)!;
      const given = p.first_names.find((f) => f.type === 'given' && HAN.test(f.value));
      if (p.gender === 'm' && given?.value[0] !== GENERATION_POEM[gen - 1]) wrong.push(`${label(p)}, generation ${gen}`);
    }
    expect(wrong).toEqual([]);
  });
});
