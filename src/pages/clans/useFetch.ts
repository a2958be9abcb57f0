import { ApiError } from '../../api/client';
import { useLoad } from '../company/useLoad';

export type Fetched<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'missing' } | { state: 'error' };

/** useLoad, with a 404 answered as `missing` rather than an error. */
export function useFetch<T>(load: () => Promise<T>, key: string): Fetched<T> {
  const result = useLoad(
    () =>
      load().then(
        (data) => ({ data }),
        (err: unknown) => {
          if (err instanceof ApiError && err.status === 404) return null;
          throw err;
        },
      ),
    key,
  );
  if (result.state !== 'ready') return result;
  return result.data ? { state: 'ready', data: result.data.data } : { state: 'missing' };
}
