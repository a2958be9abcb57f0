/**
 * The treeLoad machine's storage actions bound to the persisted tree state, so the tree page only
 * adds the engine and HTTP parts: `treeLoadMachine.provide({ actions: { ...treeLoadPersistence(store), ... } })`.
 * Writes are fire-and-forget: a full or blocked IndexedDB costs the next load its diff, never the
 * current view, so failures are reported and swallowed.
 */
import type { DrawResponse } from '../protocol/draw';
import type { TreeStateStore } from '../state/tree';

export function treeLoadPersistence(
  store: TreeStateStore,
  onError: (error: unknown) => void = (error) => console.error('tree state not saved', error),
) {
  const quietly = (write: Promise<void>) => void write.catch(onError);
  return {
    storeMapHash: (_: unknown, p: { treeId: string; mapHash: string }) => quietly(store.setMapHash(p.treeId, p.mapHash)),
    storeDrawing: (_: unknown, p: { treeId: string; drawing: DrawResponse }) => quietly(store.setDrawing(p.treeId, p.drawing)),
    clearTreeState: (_: unknown, p: { treeId: string }) => quietly(store.clearTreeState(p.treeId)),
    clearActiveTree: (_: unknown, p: { treeId: string }) => quietly(store.clearActiveTree(p.treeId)),
  };
}
