/** The "Hints" quick action of a card: the tree's hints list filtered by that person (owner's cards only carry hint_count). */
import type { DrawPerson } from '../../protocol/draw';
import type { ExtraAction } from '../tree/QuickActionsMenu';
import { hintsHref } from './hintLinks';

export function hintActions(person: DrawPerson | undefined, treeId: string, navigate: (to: string) => void): ExtraAction[] {
  const count = person && !person.is_ghost ? person.card.hint_count : undefined;
  if (!person || !count) return [];
  return [{ id: 'hints', label: `Hints (${count} new)`, perform: () => navigate(hintsHref(treeId, { person: person.object_id })) }];
}
