/**
 * The drawing the client holds, kept in step with what the engine shows so it can be cached per tree
 * and a later diff can be judged against it.
 */
import type { DiffResponse } from '../protocol/draw';

/** The drawing after a diff; the one definition lives in the protocol. */
export { mergeDiff } from '../protocol/mergeDiff';

/** True when a diff changes no person and no line. */
export function diffChangesNothing(diff: DiffResponse): boolean {
  return (
    diff.new_persons.length === 0 &&
    diff.remove_persons.length === 0 &&
    diff.data_update.length === 0 &&
    diff.new_lines.length === 0 &&
    diff.remove_lines.length === 0
  );
}

/**
 * Whether a diff cannot bring the held drawing (at `sentHash`) to the server's: the server lost the
 * layout state, or it reports a different drawing yet names no change (an empty diff), so only a full
 * draw is trustworthy. An empty diff that keeps the hash means the drawing is already current.
 */
export function diffNeedsFullDraw(diff: DiffResponse, sentHash: string): boolean {
  if (!diff.has_state) return true;
  return diffChangesNothing(diff) && diff.map_hash !== sentHash;
}
