/**
 * The trail of persons visited in a tree (tree-workspace.md section 4): it resets at the home person,
 * is cut back to a person already on it, and otherwise grows. Persisted per tree in localStorage.
 */
export interface Crumb {
  id: string;
  name: string;
}

export const MAX_CRUMBS = 12;

export function visit(trail: readonly Crumb[], crumb: Crumb, homePersonId: string | null): Crumb[] {
  if (crumb.id === homePersonId) return [crumb];
  const at = trail.findIndex((c) => c.id === crumb.id);
  if (at >= 0) return [...trail.slice(0, at), crumb];
  return [...trail, crumb].slice(-MAX_CRUMBS);
}

/** Drops a deleted person from the trail. */
export function forget(trail: readonly Crumb[], id: string): Crumb[] {
  return trail.filter((c) => c.id !== id);
}

const key = (treeId: string) => `xungen.tree.${treeId}.breadcrumbs`;

export function loadTrail(treeId: string): Crumb[] {
  try {
    const raw = localStorage.getItem(key(treeId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((c): c is Crumb => typeof c?.id === 'string' && typeof c?.name === 'string') : [];
  } catch {
    return [];
  }
}

export function saveTrail(treeId: string, trail: readonly Crumb[]): void {
  try {
    localStorage.setItem(key(treeId), JSON.stringify(trail));
  } catch {
    // Storage full or refused: the trail lives for this visit only.
  }
}
