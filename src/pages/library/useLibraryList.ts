/**
 * A tree's library as the grid shows it: the first page for the filters, more pages on demand, the
 * counts of the filter chips, and a reload when an upload lands or an asset goes. A failed first load
 * clears the active tree when it is this one (tree-workspace.md section 8).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isCancelled } from '../../api/client';
import { libraryApi, type LibraryFilters } from '../../api/library';
import type { Asset, LibraryCounts } from '../../protocol/library';
import { activateTree, deactivateTree } from '../tree/activeTree';
import { onLibraryChanged } from './libraryUploads';

export interface LibraryListState {
  status: 'loading' | 'ready' | 'error';
  objects: Asset[];
  total: number;
  counts: LibraryCounts | null;
  error: string | null;
  loadingMore: boolean;
}

const initial: LibraryListState = { status: 'loading', objects: [], total: 0, counts: null, error: null, loadingMore: false };

export function useLibraryList(treeId: string, filters: LibraryFilters): LibraryListState & { loadMore: () => void; reload: () => void } {
  const [state, setState] = useState<LibraryListState>(initial);
  const [attempt, setAttempt] = useState(0);
  // Answers of an earlier key or attempt are dropped.
  const generation = useRef(0);
  const key = JSON.stringify(filters);

  useEffect(() => {
    const gen = ++generation.current;
    setState((s) => ({ ...initial, counts: s.counts }));
    libraryApi.list(treeId, JSON.parse(key) as LibraryFilters).then(
      (page) => {
        if (gen !== generation.current) return;
        setState({ status: 'ready', objects: page.objects, total: page.meta.total_count, counts: page.counts, error: null, loadingMore: false });
        // The library's tree becomes the active one only once its library has loaded: a failed load
        // clears it (spec 8), and a tree detail that answers later must not bring it back.
        void activateTree(treeId);
      },
      (err: unknown) => {
        if (gen !== generation.current || isCancelled(err)) return;
        setState({ ...initial, status: 'error', error: err instanceof Error ? err.message : String(err) });
        void deactivateTree(treeId).catch((e: unknown) => console.error('active tree not cleared', e));
      },
    );
  }, [treeId, key, attempt]);

  useEffect(() => onLibraryChanged(treeId, () => setAttempt((a) => a + 1)), [treeId]);

  const current = useRef(state);
  current.current = state;
  const loadMore = useCallback(() => {
    const s = current.current;
    if (s.status !== 'ready' || s.loadingMore || s.objects.length >= s.total) return;
    const gen = generation.current;
    setState({ ...s, loadingMore: true });
    current.current = { ...s, loadingMore: true };
    libraryApi.list(treeId, JSON.parse(key) as LibraryFilters, s.objects.length).then(
      (page) =>
        gen === generation.current &&
        setState((cur) => {
          const seen = new Set(cur.objects.map((a) => a.object_id));
          return { ...cur, objects: [...cur.objects, ...page.objects.filter((a) => !seen.has(a.object_id))], total: page.meta.total_count, counts: page.counts, loadingMore: false };
        }),
      (err: unknown) =>
        gen === generation.current &&
        setState((cur) => ({ ...cur, loadingMore: false, error: isCancelled(err) ? cur.error : err instanceof Error ? err.message : String(err) })),
    );
  }, [treeId, key]);

  return { ...state, loadMore, reload: () => setAttempt((a) => a + 1) };
}
