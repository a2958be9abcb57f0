/** Cemetery calls (platform.md section 7, Sources: cemetery/, cemetery/:id/), typed with src/protocol/cemeteries.ts. */
import { cemeteryDetailSchema, type CemeteryDetail } from '../protocol/cemeteries';
import { ApiError, call } from './client';

/** One cemetery with a page of its burials (q narrows them to a name); null when it is unknown. */
export async function fetchCemeteryOrNull(id: string, page: { offset?: number; q?: string } = {}): Promise<CemeteryDetail | null> {
  const searchParams: Record<string, string | number> = {};
  if (page.offset) searchParams.offset = page.offset;
  if (page.q) searchParams.q = page.q;
  try {
    return await call('GET', `cemetery/${encodeURIComponent(id)}/`, cemeteryDetailSchema, { searchParams, ac: 'cemetery-detail' });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}
