/** Runs the record search for a query string; only the answer to the latest started search is shown. */
import { useEffect, useRef, useState } from 'react';
import { ApiError, isCancelled } from '../../api/client';
import { searchRecordMentions } from '../../api/recordSearch';
import type { RecordSearchResponse } from '../../protocol/records';
import { latestGate } from './latest';

export type SearchState = { state: 'loading' } | { state: 'ready'; data: RecordSearchResponse } | { state: 'error'; message: string };

function failure(err: unknown): string {
  if (err instanceof ApiError && err.status === 400) {
    const fields = (err.body as { fields?: Record<string, string[]> }).fields ?? {};
    const named = Object.entries(fields).map(([field, messages]) => `${field.replaceAll('_', ' ')}: ${messages.join(' ')}`);
    if (named.length) return named.join('; ');
  }
  return 'The search could not be run. Please try again.';
}

export function useRecordSearch(query: string): SearchState {
  const gate = useRef(latestGate());
  const [result, setResult] = useState<{ query: string; state: SearchState }>({ query, state: { state: 'loading' } });
  useEffect(() => {
    const ticket = gate.current.start();
    searchRecordMentions(new URLSearchParams(query)).then(
      (data) => gate.current.isLatest(ticket) && setResult({ query, state: { state: 'ready', data } }),
      (err: unknown) => !isCancelled(err) && gate.current.isLatest(ticket) && setResult({ query, state: { state: 'error', message: failure(err) } }),
    );
  }, [query]);
  return result.query === query ? result.state : { state: 'loading' };
}
