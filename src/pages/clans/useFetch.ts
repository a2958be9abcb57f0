import { useEffect, useState } from 'react';
import { ApiError, isCancelled } from '../../api/client';

export type Fetched<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'missing' } | { state: 'error' };

/** Loads a page's data and re-loads when the key changes; a 404 is `missing`, a stale answer is dropped. */
export function useFetch<T>(load: () => Promise<T>, key: string): Fetched<T> {
  const [result, setResult] = useState<{ key: string; value: Fetched<T> }>({ key, value: { state: 'loading' } });
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setResult({ key, value: { state: 'ready', data } }),
      (err: unknown) => {
        if (!live || isCancelled(err)) return;
        setResult({ key, value: { state: err instanceof ApiError && err.status === 404 ? 'missing' : 'error' } });
      },
    );
    return () => {
      live = false;
    };
    // The key names what is loaded; the function is recreated on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result.key === key ? result.value : { state: 'loading' };
}
