/**
 * The fast diff: when every change since a stored layout touched only what some cards say, load just
 * those persons and rebuild their cards in the stored layout (updateCards), instead of loading and
 * laying out the whole tree. It declines (undefined) whenever it could not give what a fresh layout
 * would, and the caller lays out again.
 */
import type { DrawResponse } from '../../../protocol/draw';
import type { Db } from '../../db/database';
import { updateCards, type CardUpdate, type LayoutViewer } from '../../layout';
import { loadGraphPersons } from '../../tree/loadPersons';
import { livingAmong } from '../persons/present';
import { positionsOf, sharePositions } from './layoutCache';
import type { TreeAccess } from '../trees/access';
import { preferencesOf } from '../trees/service';

export async function cardDiff(db: Db, access: TreeAccess, previous: DrawResponse, personIds: string[], now: Date): Promise<CardUpdate | undefined> {
  const persons = await loadGraphPersons(db, access.tree.id, personIds);
  const positions = positionsOf(previous);
  // A person gone since was deleted, which is logged as structure; be safe anyway.
  if (persons.length !== personIds.length) return undefined;
  let viewer: LayoutViewer | undefined;
  if (!access.isMember) {
    const living = await livingAmong(db, persons, now);
    // Whether a person counts as living also decides it for undated ancestors (see redact.ts); when
    // no edited person changed sides, nobody else did. Otherwise, or when one is not drawn (so its
    // side before is unknown), lay out again.
    for (const id of personIds) {
      const drawn = previous.persons[positions.get(id) ?? -1];
      if (drawn?.object_id !== id || (drawn.card.is_private === true) !== living.has(id)) return undefined;
    }
    viewer = { seeLiving: false, livingIds: living };
  }
  const update = updateCards(previous, { persons, couples: [], parenthoods: [] }, personIds, { preferences: preferencesOf(access), viewer }, positions);
  sharePositions(previous, update.payload);
  return update;
}
