/**
 * What this browser keeps per tree in IndexedDB (tree-workspace.md section 4): the last map_hash and
 * the drawing it names, so the next visit asks only for a diff.
 */
import { del, get, set } from 'idb-keyval';
import { drawResponseSchema, type DrawResponse } from '../../protocol/draw';

const hashKey = (treeId: string) => `xungen.tree.${treeId}.mapHash`;
const drawingKey = (treeId: string) => `xungen.tree.${treeId}.drawing`;

export interface StoredTree {
  mapHash: string | null;
  drawing: DrawResponse | null;
}

/** The stored hash and drawing; a drawing that no longer fits the protocol is ignored. */
export async function loadStoredTree(treeId: string): Promise<StoredTree> {
  try {
    const [mapHash, raw] = await Promise.all([get<string>(hashKey(treeId)), get<unknown>(drawingKey(treeId))]);
    const parsed = drawResponseSchema.safeParse(raw);
    return { mapHash: mapHash ?? null, drawing: parsed.success ? parsed.data : null };
  } catch {
    // Private browsing can refuse IndexedDB: the tree still loads with a full draw.
    return { mapHash: null, drawing: null };
  }
}

export function storeMapHash(treeId: string, mapHash: string): void {
  set(hashKey(treeId), mapHash).catch(() => undefined);
}

export function storeDrawing(treeId: string, drawing: DrawResponse): void {
  set(drawingKey(treeId), drawing).catch(() => undefined);
}

export function clearStoredTree(treeId: string): void {
  Promise.all([del(hashKey(treeId)), del(drawingKey(treeId))]).catch(() => undefined);
}
