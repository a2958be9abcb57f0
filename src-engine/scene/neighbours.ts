/** Keyboard navigation: the nearest relative of a person in an arrow direction, derived from the lines. */
import type { DrawLine, DrawPerson } from '../../src/protocol/draw';

export type Direction = 'up' | 'down' | 'left' | 'right';

export interface Relatives {
  parents: Set<string>;
  children: Set<string>;
  spouses: Set<string>;
  siblings: Set<string>;
}

/**
 * In a parent_child line the persons of the lowest generation are the parents and the rest the children;
 * children of lines sharing a family_id are siblings.
 */
export function relativesOf(id: string, persons: ReadonlyMap<string, DrawPerson>, lines: Iterable<DrawLine>): Relatives {
  const r: Relatives = { parents: new Set(), children: new Set(), spouses: new Set(), siblings: new Set() };
  const gen = (pid: string) => persons.get(pid)?.generation ?? 0;
  const childFamilies = new Set<string>();
  const familyChildren = new Map<string, string[]>();
  for (const l of lines) {
    if (l.kind === 'couple') {
      if (l.person_ids.includes(id)) for (const p of l.person_ids) if (p !== id && persons.has(p)) r.spouses.add(p);
      continue;
    }
    if (l.kind !== 'parent_child') continue;
    const present = l.person_ids.filter((p) => persons.has(p));
    if (present.length < 2) continue;
    const top = Math.min(...present.map(gen));
    const parents = present.filter((p) => gen(p) === top);
    const kids = present.filter((p) => gen(p) !== top);
    const list = familyChildren.get(l.family_id) ?? [];
    list.push(...kids);
    familyChildren.set(l.family_id, list);
    if (parents.includes(id)) for (const k of kids) r.children.add(k);
    if (kids.includes(id)) {
      for (const p of parents) r.parents.add(p);
      childFamilies.add(l.family_id);
    }
  }
  for (const fam of childFamilies) for (const k of familyChildren.get(fam) ?? []) if (k !== id) r.siblings.add(k);
  return r;
}

function centre(p: DrawPerson): [number, number] {
  return [p.position.x + p.position.width / 2, p.position.y + p.position.height / 2];
}

/** The relative to move to, or null when there is none in that direction. */
export function neighbour(
  id: string,
  dir: Direction,
  persons: ReadonlyMap<string, DrawPerson>,
  lines: Iterable<DrawLine>,
): string | null {
  const me = persons.get(id);
  if (!me) return null;
  const rel = relativesOf(id, persons, lines);
  const [mx, my] = centre(me);
  let candidates: string[];
  if (dir === 'up') candidates = [...rel.parents];
  else if (dir === 'down') candidates = [...rel.children];
  else {
    const sign = dir === 'left' ? -1 : 1;
    candidates = [...rel.spouses, ...rel.siblings].filter((p) => (centre(persons.get(p)!)[0] - mx) * sign > 0);
  }
  let best: string | null = null;
  let bestD = Infinity;
  for (const c of candidates) {
    const [cx, cy] = centre(persons.get(c)!);
    const d = Math.hypot(cx - mx, cy - my);
    if (d < bestD || (d === bestD && best !== null && c < best)) {
      bestD = d;
      best = c;
    }
  }
  return best;
}
