/**
 * Opening a tree makes it the member's active tree (tree-workspace.md section 4): kept in the session
 * (where /familytree and the menus read it) and in the persisted tree state (src/state/tree.ts).
 */
import { createTreeStateStore, type TreeStateStore } from '../../state/tree';
import { isLoggedIn, sessionStore, setActiveTree } from '../../state/session';

let shared: TreeStateStore | null = null;
/** One store per page load, opened on first use (IndexedDB is not touched at import time). */
export const treeState = (): TreeStateStore => (shared ??= createTreeStateStore());

/**
 * Called once the tree's details say the viewer may open it. Visitors have no active tree: a public
 * tree they look at must not become theirs.
 */
export async function activateTree(treeId: string, store: TreeStateStore = treeState()): Promise<boolean> {
  if (!isLoggedIn(sessionStore.getSnapshot())) return false;
  if (sessionStore.getSnapshot().activeTreeId !== treeId) setActiveTree(treeId);
  await store.setActiveTreeId(treeId);
  return true;
}

/** A tree that failed to load stops being the active one, in both places. */
export async function deactivateTree(treeId: string, store: TreeStateStore = treeState()): Promise<void> {
  if (sessionStore.getSnapshot().activeTreeId === treeId) setActiveTree(null);
  await store.clearActiveTree(treeId);
}
