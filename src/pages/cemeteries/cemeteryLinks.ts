/** Links to a cemetery's page, with a name to search its burials for and a page offset. */
import { pathFor } from '../../app/match';

export function cemeteryHref(id: string, within: { q?: string; offset?: number } = {}): string {
  const query = new URLSearchParams();
  if (within.q) query.set('q', within.q);
  if (within.offset) query.set('offset', String(within.offset));
  const rest = query.toString();
  return `${pathFor('cemetery-detail', { id })}${rest ? `?${rest}` : ''}`;
}
