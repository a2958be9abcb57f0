/**
 * The peer's input: a descendant tree in family-chart's data format (one root couple; every born-in
 * person marries and has 2-3 children until the count is reached), deterministic for a given size.
 */
import type { Datum } from 'family-chart';

export function familyChartData(n: number): Datum[] {
  const out: Datum[] = [];
  const byId = new Map<string, Datum>();
  const add = (gender: 'M' | 'F', first: string, last: string): Datum => {
    const d: Datum = { id: `fc${out.length}`, data: { gender, 'first name': first, 'last name': last, birthday: String(1800 + out.length % 200) }, rels: { parents: [], spouses: [], children: [] } };
    out.push(d);
    byId.set(d.id, d);
    return d;
  };
  const root = add('M', 'Wei', 'Chen 陈');
  const queue: Datum[] = [root];
  let k = 0;
  while (queue.length && out.length < n) {
    const p = queue.shift()!;
    const spouse = add(p.data.gender === 'M' ? 'F' : 'M', 'Mei', 'Lin 林');
    p.rels.spouses.push(spouse.id);
    spouse.rels.spouses.push(p.id);
    const kids = 2 + (k++ % 2);
    for (let i = 0; i < kids && out.length < n; i++) {
      const c = add(i % 2 ? 'F' : 'M', i % 2 ? 'Hui' : 'Ming', 'Chen 陈');
      c.rels.parents.push(p.id, spouse.id);
      p.rels.children.push(c.id);
      spouse.rels.children.push(c.id);
      queue.push(c);
    }
  }
  return out;
}
