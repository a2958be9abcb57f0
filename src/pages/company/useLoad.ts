import { useEffect, useState } from 'react';

export type Load<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'error' };

/** Loads data for a page and re-loads when a key changes; a stale answer never overwrites a newer one. */
export function useLoad<T>(load: () => Promise<T>, key: string): Load<T> {
  const [result, setResult] = useState<{ key: string; load: Load<T> }>({ key, load: { state: 'loading' } });
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setResult({ key, load: { state: 'ready', data } }),
      () => live && setResult({ key, load: { state: 'error' } }),
    );
    return () => {
      live = false;
    };
    // The key names what is loaded; the function is recreated on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result.key === key ? result.load : { state: 'loading' };
}
