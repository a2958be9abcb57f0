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
import { withCardPhotos } from '../library/cardPhotos';
import { withHintCounts } from '../hints/cardCounts';
import { livingAmong } from '../persons/present';
import { positionsOf, sharePositions } from './layoutCache';
import type { TreeAccess } from '../trees/access';
import { preferencesOf } from '../trees/service';

export async function cardDiff(db: Db, access: TreeAccess, previous: DrawResponse, personIds: string[], now: Date): Promise<CardUpdate | undefined> {
  const photographed = await withCardPhotos(db, access.tree.id, await loadGraphPersons(db, access.tree.id, personIds), access.photoSecret, now, personIds);
  const persons = await withHintCounts(db, access, photographed, personIds);
  const positions = positionsOf(previous);
  // A person gone since was deleted, which is logged as structure; be safe anyway.
  if (persons.length !== personIds.length) return undefined;
  let viewer: LayoutViewer | undefined;
  if (!access.isMember) {
    // Whether a person counts as living reads their relatives' birth and death years (tree/living.ts),
    // and a card edit changes only a death record (a birth date is a structural change): it moves an
    // edited person's own side, and others' only through the death year of a person without a birth
    // year. Then, or when an edited person is not drawn (its side before unknown), lay out again.
    if (persons.some((p) => (p.birth_date?.year ?? null) === null && (p.death_date?.year ?? null) !== null)) return undefined;
    if (personIds.some((id) => previous.persons[positions.get(id) ?? -1]?.object_id !== id)) return undefined;
    viewer = { seeLiving: false, livingIds: await livingAmong(db, persons, now) };
  }
  const update = updateCards(previous, { persons, couples: [], parenthoods: [] }, personIds, { preferences: preferencesOf(access), viewer }, positions);
  sharePositions(previous, update.payload);
  return update;
}
