/**
 * Linking a person already in the tree as a relative: which calls the relation needs. A parent or a
 * child is one parenthood, a spouse one couple, a sibling a child of the same parents (so it needs
 * the person's parents to be known).
 */
import { z } from 'zod';
import { call } from '../../../api/client';
import type { RelativeKind } from '../../../commands';

export type LinkCall = { path: 'parenthood/'; body: { parent_ids: string[]; child_ids: string[] } } | { path: 'couple/'; body: { person1_id: string; person2_id: string } };

export class LinkError extends Error {}

export function linkCalls(relation: RelativeKind, personId: string, chosenId: string, parentIds: readonly string[]): LinkCall[] {
  if (chosenId === personId) throw new LinkError('Choose someone else: a person cannot be their own relative.');
  switch (relation) {
    case 'parent':
      return [{ path: 'parenthood/', body: { parent_ids: [chosenId], child_ids: [personId] } }];
    case 'child':
      return [{ path: 'parenthood/', body: { parent_ids: [personId], child_ids: [chosenId] } }];
    case 'spouse':
      return [{ path: 'couple/', body: { person1_id: personId, person2_id: chosenId } }];
    case 'sibling':
      if (parentIds.length === 0) throw new LinkError('Add a parent first: siblings are linked through their parents.');
      if (parentIds.includes(chosenId)) throw new LinkError('That person is a parent here, not a sibling.');
      return [{ path: 'parenthood/', body: { parent_ids: [...parentIds], child_ids: [chosenId] } }];
  }
}

/** Makes the calls in order; the caller reloads the drawing by diff afterwards. */
export async function linkExisting(calls: readonly LinkCall[]): Promise<void> {
  for (const c of calls) await call('POST', c.path, z.unknown(), { json: c.body });
}
