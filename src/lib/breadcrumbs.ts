/**
 * The trail of persons visited in a tree (tree-workspace.md section 4): it resets at the home person,
 * is cut back to a person already on it, and otherwise grows by the visited person.
 */

export interface Crumb {
  personId: string;
  /** The name shown on the crumb, as it was when the person was visited. */
  label: string;
}

/** Oldest crumbs fall off past this length: the trail stays short enough to read in the tree's header, on a phone too. */
export const MAX_CRUMBS = 12;

/** The trail after visiting `crumb`. Pure: the input trail is not changed. */
export function visitCrumb(trail: readonly Crumb[], crumb: Crumb, homePersonId: string | null): Crumb[] {
  if (crumb.personId === homePersonId) return [crumb];
  const at = trail.findIndex((c) => c.personId === crumb.personId);
  // Revisit: cut back to that person, and show the name as it is now (it may have been edited).
  if (at >= 0) return [...trail.slice(0, at), crumb];
  const next = [...trail, crumb];
  return next.length > MAX_CRUMBS ? next.slice(next.length - MAX_CRUMBS) : next;
}

/** The trail without a deleted person; the crumbs around it still lead somewhere. */
export function removeCrumb(trail: readonly Crumb[], personId: string): Crumb[] {
  return trail.filter((c) => c.personId !== personId);
}
