/** "Download image": the server draws the tree the member sees as a PNG, saved under the tree's name. */
import { useCallback, useRef } from 'react';
import { isCancelled } from '../../api/client';
import { fetchTreeImage } from '../../api/treeImage';
import { dismissToast, showToast } from '../../app/toast';
import { saveBlob } from '../../lib/saveBlob';

/** A file name from the tree's name: letters of any script kept, characters file systems refuse dropped. */
export function treeImageFileName(treeName: string | null | undefined): string {
  const base = [...(treeName ?? '')]
    .map((ch) => (ch < ' ' || '\\/:*?"<>|'.includes(ch) ? ' ' : ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${base || 'family-tree'}.png`;
}

interface Source {
  treeId: string | null;
  treeName: string | null | undefined;
  startPersonId: string | null;
  mapHash: string | null | undefined;
}

export function useTreeImageDownload(source: Source): () => void {
  const ref = useRef(source);
  ref.current = source;
  const busy = useRef(false);
  return useCallback(() => {
    const { treeId, treeName, startPersonId, mapHash } = ref.current;
    if (!treeId || busy.current) return;
    busy.current = true;
    const note = showToast('Drawing the image of the tree…');
    fetchTreeImage(treeId, { startPersonId, mapHash })
      .then((blob) => saveBlob(blob, treeImageFileName(treeName)))
      .catch((err: unknown) => {
        if (!isCancelled(err)) showToast(err instanceof Error ? err.message : String(err), { kind: 'error' });
      })
      .finally(() => {
        busy.current = false;
        dismissToast(note);
      });
  }, []);
}
