/** Searching the persons of a tree as the user types: debounced, and only the latest answer counts. */
import { useEffect, useState } from 'react';
import { isCancelled } from '../../api/client';
import { treesApi } from '../../api/trees';
import type { PersonOut } from '../../protocol/trees';

const DEBOUNCE_MS = 200;

/** Results for `query` (null while it is empty) and the message of a failed search. */
export function usePersonSearch(treeId: string, query: string): { results: PersonOut[] | null; error: string | null } {
  const [results, setResults] = useState<PersonOut[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setResults(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      treesApi.search(treeId, q).then(
        (page) => {
          if (!live) return;
          setError(null);
          setResults(page.objects);
        },
        (err: unknown) => live && !isCancelled(err) && setError(err instanceof Error ? err.message : String(err)),
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, treeId]);
  return { results, error };
}
