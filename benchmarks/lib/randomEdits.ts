/**
 * Random single-person edits of a family graph, for the layout stability benchmark and the property test:
 * add a child, parent, spouse or sibling to a drawn person, delete a childless unmarried leaf, or collapse
 * and expand a branch (control data only). Each edit returns a new graph (the old one is not changed) and
 * the same seed always gives the same sequence.
 */
import type { ControlData, DrawResponse } from '../../src/protocol/draw';
import type { GraphPerson, TreeGraph } from '../../src/server/tree/graph';

export const EDIT_KINDS = ['add child', 'add parent', 'add spouse', 'add sibling', 'delete leaf', 'collapse', 'expand'] as const;
export type EditKind = (typeof EDIT_KINDS)[number];

export interface EditState {
  graph: TreeGraph;
  control: ControlData;
}

export interface AppliedEdit {
  kind: EditKind;
  /** The person the edit was made at (the new, deleted, collapsed or expanded person). */
  personId: string;
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

/**
 * Makes edits of a graph drawn by `draw`: `next(state, draw, kind?)` picks a drawn person at random (a kind
 * at random too unless given) and returns the edited state. `random` gives numbers in [0, 1).
 */
export function randomEditor(random: () => number, prefix = 'EDIT') {
  let made = 0;
  const pick = <T>(items: readonly T[]): T | undefined => (items.length === 0 ? undefined : items[Math.floor(random() * items.length)]);

  const next = (state: EditState, draw: DrawResponse, kind: EditKind = pick(EDIT_KINDS)!): AppliedEdit | null => {
    const { graph, control } = state;
    const drawn = draw.persons.filter((p) => !p.is_ghost).map((p) => p.object_id);
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
