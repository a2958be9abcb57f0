/**
 * Random single-person edits of a family graph, for the layout stability benchmark and the property test:
 * add a child, parent, spouse or sibling to a drawn person, delete a childless unmarried leaf, or collapse
 * and expand a branch (control data only); and the edits of relations between persons already in the tree:
 * delete any person with their links, link an existing person as a parent or spouse, remove a parent link
 * or a couple, change a couple (marriage date, divorce) or a parenthood's kind. Each edit returns a new
 * graph (the old one is not changed) and the same seed always gives the same sequence.
 */
import type { ControlData, DrawResponse } from '../../src/protocol/draw';
import type { GraphPerson, TreeGraph } from '../../src/server/tree/graph';

export const EDIT_KINDS = ['add child', 'add parent', 'add spouse', 'add sibling', 'delete leaf', 'collapse', 'expand'] as const;
/** Edits of the links between persons already in the tree; EVERY_EDIT_KIND is both lists. */
export const RELATION_EDIT_KINDS = ['delete person', 'link parent', 'link spouse', 'unlink parent', 'unlink couple', 'change couple', 'change parenthood'] as const;
export const EVERY_EDIT_KIND = [...EDIT_KINDS, ...RELATION_EDIT_KINDS] as const;
export type EditKind = (typeof EVERY_EDIT_KIND)[number];

export interface EditState {
  graph: TreeGraph;
  control: ControlData;
}

export interface AppliedEdit {
  kind: EditKind;
  /** The person the edit was made at (the new, deleted, collapsed or expanded person; the child or first spouse of a link). */
  personId: string;
  /** The other end of a link edit (the parent, or the second spouse). */
  otherId?: string;
  state: EditState;
}

/** A person record for a new relative, named after its id. */
export function newPerson(id: string, gender: 'm' | 'f'): GraphPerson {
  return {
    id,
    first_names: [{ type: 'given', value: id }],
    surnames: [{ type: 'birth', value: '黄' }],
    gender,
    birth_date: null,
    birth_location: null,
    death_date: null,
    death_location: null,
    is_deceased: true,
    facts: [],
    notes: null,
    residence_location: [],
  };
}

/** A date of which only the year is known. */
const yearOnly = (year: number) => ({ day: null, month: null, year, approximation_years: null, approximation_type: null, text_value: null, cn_date: null });

/**
 * Makes edits of a graph drawn by `draw`: `next(state, draw, kind?)` picks a drawn person at random (a kind
 * at random too unless given) and returns the edited state. `random` gives numbers in [0, 1).
 */
export function randomEditor(random: () => number, prefix = 'EDIT') {
  let made = 0;
  const pick = <T>(items: readonly T[]): T | undefined => (items.length === 0 ? undefined : items[Math.floor(random() * items.length)]);

  const next = (state: EditState, draw: DrawResponse, kind: EditKind = pick(EVERY_EDIT_KIND)!): AppliedEdit | null => {
    const { graph, control } = state;
    const drawnPersons = draw.persons.filter((p) => !p.is_ghost);
    const drawn = drawnPersons.map((p) => p.object_id);
    const generation = new Map(drawnPersons.map((p) => [p.object_id, p.generation]));
    const start = draw.persons.find((p) => p.is_start_person)?.object_id;
    const parentsOf = new Map<string, string[]>();
    const childCount = new Map<string, number>();
    for (const link of graph.parenthoods) {
      const list = parentsOf.get(link.child_id);
      if (list) list.push(link.parent_id);
      else parentsOf.set(link.child_id, [link.parent_id]);
      childCount.set(link.parent_id, (childCount.get(link.parent_id) ?? 0) + 1);
    }
    const married = new Set(graph.couples.flatMap((c) => [c.person1_id, c.person2_id]));
    const id = `${prefix}-${++made}`;
    const gender = random() < 0.5 ? 'm' : 'f';
    const withPerson = (extra: Partial<TreeGraph>): TreeGraph => ({
      persons: [...graph.persons, newPerson(id, gender), ...(extra.persons ?? [])],
      couples: [...graph.couples, ...(extra.couples ?? [])],
      parenthoods: [...graph.parenthoods, ...(extra.parenthoods ?? [])],
    });
    const ancestorsOf = (person: string) => {
      const seen = new Set<string>();
      for (const stack = [person]; stack.length > 0; ) for (const up of parentsOf.get(stack.pop()!) ?? []) if (!seen.has(up)) stack.push((seen.add(up), up));
      return seen;
    };
    const couple = (a: string, b: string) => ({
      id: `${id}-C`,
      person1_id: a,
      person2_id: b,
      marriage_place: null,
      marriage_date: null,
      is_divorced: false,
      divorce_place: null,
      divorce_date: null,
    });
    switch (kind) {
      case 'add child': {
        const parent = pick(drawn);
        if (parent === undefined) return null;
        const spouse = graph.couples.find((c) => c.person1_id === parent || c.person2_id === parent);
        const parents = spouse ? [spouse.person1_id, spouse.person2_id] : [parent];
        return { kind, personId: id, state: { control, graph: withPerson({ parenthoods: parents.map((parent_id) => ({ parent_id, child_id: id, kind: 'birth' as const })) }) } };
      }
      case 'add parent': {
        const child = pick(drawn.filter((p) => (parentsOf.get(p)?.length ?? 0) < 2));
        if (child === undefined) return null;
        return { kind, personId: id, state: { control, graph: withPerson({ parenthoods: [{ parent_id: id, child_id: child, kind: 'birth' }] }) } };
      }
      case 'add spouse': {
        const person = pick(drawn);
        if (person === undefined) return null;
        return { kind, personId: id, state: { control, graph: withPerson({ couples: [couple(person, id)] }) } };
      }
      case 'add sibling': {
        const sibling = pick(drawn.filter((p) => parentsOf.has(p)));
        if (sibling === undefined) return null;
        const parents = parentsOf.get(sibling)!;
        return { kind, personId: id, state: { control, graph: withPerson({ parenthoods: parents.map((parent_id) => ({ parent_id, child_id: id, kind: 'birth' as const })) }) } };
      }
      case 'delete leaf': {
        const victim = pick(drawn.filter((p) => parentsOf.has(p) && !childCount.has(p) && !married.has(p)));
        if (victim === undefined) return null;
        made--;
        return {
          kind,
          personId: victim,
          state: {
            control: { ...control, expanded: control.expanded.filter((p) => p !== victim), collapsed: control.collapsed.filter((p) => p !== victim) },
            graph: { persons: graph.persons.filter((p) => p.id !== victim), couples: graph.couples, parenthoods: graph.parenthoods.filter((p) => p.child_id !== victim) },
          },
        };
      }
      case 'collapse': {
        made--;
        const shut = new Set(control.collapsed);
        const person = pick(drawn.filter((p) => childCount.has(p) && !shut.has(p)));
        if (person === undefined) return null;
        return { kind, personId: person, state: { graph, control: { ...control, collapsed: [...control.collapsed, person] } } };
      }
      case 'expand': {
        made--;
        const person = pick(control.collapsed);
        if (person === undefined) return null;
        return { kind, personId: person, state: { graph, control: { ...control, collapsed: control.collapsed.filter((p) => p !== person) } } };
      }
    }
    made--;
    const drawnLinks = graph.parenthoods.filter((l) => generation.has(l.child_id) && generation.has(l.parent_id));
    const drawnCouples = graph.couples.filter((c) => generation.has(c.person1_id) && generation.has(c.person2_id));
    switch (kind) {
      case 'delete person': {
        // Anyone drawn but the start person, with every couple and parent link they are part of.
        const victim = pick(drawn.filter((p) => p !== start));
        if (victim === undefined) return null;
        return {
          kind,
          personId: victim,
          state: {
            control: { ...control, expanded: control.expanded.filter((p) => p !== victim), collapsed: control.collapsed.filter((p) => p !== victim) },
            graph: {
              persons: graph.persons.filter((p) => p.id !== victim),
              couples: graph.couples.filter((c) => c.person1_id !== victim && c.person2_id !== victim),
              parenthoods: graph.parenthoods.filter((l) => l.child_id !== victim && l.parent_id !== victim),
            },
          },
        };
      }
      case 'link parent': {
        // A drawn person of the generation above becomes a parent of a drawn person with fewer than two,
        // unless the child is already their ancestor (the server refuses a cycle).
        const child = pick(drawn.filter((p) => (parentsOf.get(p)?.length ?? 0) < 2));
        if (child === undefined) return null;
        const own = new Set(parentsOf.get(child) ?? []);
        const parent = pick(drawn.filter((p) => p !== child && !own.has(p) && generation.get(p) === generation.get(child)! - 1 && !ancestorsOf(p).has(child)));
        if (parent === undefined) return null;
        const birth = [...own].filter((p) => graph.parenthoods.some((l) => l.parent_id === p && l.child_id === child && l.kind === 'birth')).length;
        const link = { parent_id: parent, child_id: child, kind: birth < 2 ? ('birth' as const) : ('adopted' as const) };
        return { kind, personId: child, otherId: parent, state: { control, graph: { ...graph, parenthoods: [...graph.parenthoods, link] } } };
      }
      case 'link spouse': {
        // Two drawn persons of one generation who are not a couple yet (cousins, say, or a second marriage).
        const person = pick(drawn);
        if (person === undefined) return null;
        const coupled = new Set(graph.couples.filter((c) => c.person1_id === person || c.person2_id === person).map((c) => (c.person1_id === person ? c.person2_id : c.person1_id)));
        const spouse = pick(drawn.filter((p) => p !== person && !coupled.has(p) && generation.get(p) === generation.get(person)));
        if (spouse === undefined) return null;
        made++;
        return { kind, personId: person, otherId: spouse, state: { control, graph: { ...graph, couples: [...graph.couples, couple(person, spouse)] } } };
      }
      case 'unlink parent': {
        const link = pick(drawnLinks);
        if (link === undefined) return null;
        return {
          kind,
          personId: link.child_id,
          otherId: link.parent_id,
          state: { control, graph: { ...graph, parenthoods: graph.parenthoods.filter((l) => l !== link) } },
        };
      }
      case 'unlink couple': {
        const gone = pick(drawnCouples);
        if (gone === undefined) return null;
        return { kind, personId: gone.person1_id, otherId: gone.person2_id, state: { control, graph: { ...graph, couples: graph.couples.filter((c) => c !== gone) } } };
      }
      case 'change couple': {
        // A marriage year (which orders a person's marriages) or a divorce.
        const changed = pick(drawnCouples);
        if (changed === undefined) return null;
        const edited = random() < 0.5 ? { ...changed, marriage_date: yearOnly(1500 + Math.floor(random() * 500)) } : { ...changed, is_divorced: !changed.is_divorced };
        return {
          kind,
          personId: changed.person1_id,
          otherId: changed.person2_id,
          state: { control, graph: { ...graph, couples: graph.couples.map((c) => (c === changed ? edited : c)) } },
        };
      }
      case 'change parenthood': {
        // Birth to adopted and back; a child keeps at most two birth parents.
        const link = pick(drawnLinks);
        if (link === undefined) return null;
        const births = graph.parenthoods.filter((l) => l.child_id === link.child_id && l.kind === 'birth').length;
        if (link.kind !== 'birth' && births >= 2) return null;
        const edited = { ...link, kind: link.kind === 'birth' ? ('adopted' as const) : ('birth' as const) };
        return {
          kind,
          personId: link.child_id,
          otherId: link.parent_id,
          state: { control, graph: { ...graph, parenthoods: graph.parenthoods.map((l) => (l === link ? edited : l)) } },
        };
      }
      default:
        return null;
    }
  };
  return { next };
}

/** Persons drawn in both payloads whose card moved, and how many were compared. */
export function movedCards(before: DrawResponse, after: DrawResponse): { moved: number; compared: number } {
  const where = new Map<string, { x: number; y: number }>();
  for (const p of before.persons) where.set(p.object_id, p.position);
  let moved = 0;
  let compared = 0;
  for (const p of after.persons) {
    const old = where.get(p.object_id);
    if (!old) continue;
    compared++;
    if (old.x !== p.position.x || old.y !== p.position.y) moved++;
  }
  return { moved, compared };
}
