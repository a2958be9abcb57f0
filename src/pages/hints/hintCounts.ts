/** After an accept or ignore the member's new-hint counts drop at once (the call answers them). */
import { sessionStore, setMember } from '../../state/session';

export function setHintCounts(hintsTreeIds: Record<string, number>): void {
  const member = sessionStore.getSnapshot().member;
  if (member) setMember({ ...member, hints_tree_ids: hintsTreeIds });
}
