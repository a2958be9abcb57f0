/**
 * Opening and closing branches: a click on a card's '+N' badge (the engine's `person.expand`) or the
 * quick actions 'Show hidden relatives' / 'Hide branch' send `user.expand` to the treeLoad machine,
 * which calls expand-control and then applies the diff it leads to.
 */
import { useEffect } from 'react';
import type { TreeEngine } from '../../../src-engine';
import type { DrawPerson } from '../../protocol/draw';
import type { ExtraAction } from './QuickActionsMenu';
import type { TreeLoadActor } from './useTreeLoad';

/** Whether relatives of this card are hidden behind its '+N' badge. */
export function hasFoldedBranch(person: DrawPerson | undefined): boolean {
  return !!person && !person.is_ghost && person.card.has_hidden_subtree && person.card.hidden_count > 0;
}

/** The branch actions that apply to one card: open what is hidden under it, or hide its branch. */
export function branchActions(person: DrawPerson | undefined, send: (action: 'expand' | 'collapse', personId: string) => void): ExtraAction[] {
  if (!person || person.is_ghost) return [];
  if (hasFoldedBranch(person)) {
    return [{ id: 'expand-branch', label: `Show hidden relatives (${person.card.hidden_count})`, perform: () => send('expand', person.object_id) }];
  }
  // The start person is the root of the drawing: hiding 'its branch' would hide the whole tree.
  if (person.is_start_person) return [];
  return [{ id: 'collapse-branch', label: 'Hide branch', perform: () => send('collapse', person.object_id) }];
}

/** Wires the badge click to the machine; returns the sender the quick actions use. */
export function useBranchToggle(engine: TreeEngine | null, loadActor: TreeLoadActor | null) {
  const send = (action: 'expand' | 'collapse', personId: string) =>
    loadActor?.send({ type: 'user.expand', data: [{ person_id: personId, action }] });
  useEffect(() => {
    if (!engine || !loadActor) return;
    return engine.on('person.expand', (e) => {
      if (!e.isGhost) loadActor.send({ type: 'user.expand', data: [{ person_id: e.personId, action: 'expand' }] });
    });
  }, [engine, loadActor]);
  return send;
}
