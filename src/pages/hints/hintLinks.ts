/** Addresses of the RecordFinder pages, and the text of a failed call. */
import { ApiError } from '../../api/client';
import type { HintStatus } from '../../protocol/hints';

export function hintsHref(treeId: string, q: { tab?: HintStatus; page?: number; person?: string } = {}): string {
  const params = new URLSearchParams({ tab: q.tab ?? 'new' });
  if (q.person) params.set('person', q.person);
  if (q.page && q.page > 1) params.set('page', String(q.page));
  return `/familytree/${encodeURIComponent(treeId)}/hints?${params.toString()}`;
}

export const reviewHref = (hintId: string) => `/hints/review/${encodeURIComponent(hintId)}`;

export function errorText(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return err instanceof Error ? err.message : 'Something went wrong.';
}
