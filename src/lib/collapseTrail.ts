/**
 * The breadcrumb trail in one line: past `maxVisible` crumbs, the first few and the last few stay and
 * the middle folds into an "…" menu. The last crumb (where the user is) is always shown.
 */

export interface CollapsedTrail<T> {
  head: T[];
  hidden: T[];
  tail: T[];
}

/** Splits `items` into shown head, folded middle and shown tail, showing at most `maxVisible` (at least one). Pure. */
export function collapseTrail<T>(items: readonly T[], maxVisible: number): CollapsedTrail<T> {
  const room = Math.max(1, Math.floor(maxVisible));
  if (items.length <= room) return { head: [...items], hidden: [], tail: [] };
  // The way back to where the trail began counts, but the recent end counts more.
  const headCount = room >= 2 ? Math.max(1, Math.floor(room / 3)) : 0;
  const tailCount = room - headCount;
  return {
    head: items.slice(0, headCount),
    hidden: items.slice(headCount, items.length - tailCount),
    tail: items.slice(items.length - tailCount),
  };
}
