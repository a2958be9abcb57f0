import { describe, expect, it } from 'vitest';
import { relationNames } from './relationNames';
import { mulberry32 } from '../lib/random';
import { reachableCount, TreeBuilder } from './testTree';

/** A clan grown generation by generation: married children bring in spouses, some remarry. */
function clan(size: number): TreeBuilder {
  const rand = mulberry32(5);
  const t = new TreeBuilder();
  let next = 0;
  const add = (gender: 'm' | 'f', year: number) => {
    const id = `p${next++}`;
    t.person(id, gender, year);
    return id;
  };
  let couples: Array<[string, string, number]> = [];
  for (let i = 0; i < 1; i++) {
    const h = add('m', 1700), w = add('f', 1702);
    t.couple(h, w);
    couples.push([h, w, 1700]);
  }
  while (next < size && couples.length > 0) {
    const nextCouples: Array<[string, string, number]> = [];
    for (const [h, w, year] of couples) {
      const kids = 1 + Math.floor(rand() * 5);
      for (let k = 0; k < kids && next < size; k++) {
        const gender = rand() < 0.5 ? 'm' : 'f';
        const childYear = year + 22 + k * 2;
        const c = add(gender, childYear);
        t.child([h, w], c, rand() < 0.03 ? 'adopted' : 'birth');
        if (rand() < 0.8 && next < size) {
          const s = add(gender === 'm' ? 'f' : 'm', childYear + 1);
          t.couple(c, s, rand() < 0.05);
          nextCouples.push(gender === 'm' ? [c, s, childYear] : [s, c, childYear]);
        }
      }
    }
    couples = nextCouples;
  }
  return t;
}

describe('relationNames on a large clan', () => {
  it('names every person connected to the home person, and nobody else', () => {
    const graph = clan(10_000);
    const home = graph.persons[Math.floor(graph.persons.length / 2)].id;
    const names = relationNames(graph, home);
    expect(names.size).toBe(reachableCount(graph, home));
    expect(names.size).toBe(10_000);
    for (const name of names.values()) expect(name.en.length).toBeGreaterThan(0);
  });
});
