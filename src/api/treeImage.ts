/**
 * GET /api/people/tree/image/{id}/ (outside /api/v1): the tree drawn as PNG bytes. Fetched with the
 * session's headers rather than a plain link, so a private tree downloads for its members too.
 */
import type { ErrorBody } from '../protocol/common';
import { ApiError, commonHeaders, storeSessionId } from './client';

export interface TreeImageParams {
  startPersonId?: string | null;
  /** The drawing the member sees (branches opened included); the server falls back to a fresh layout. */
  mapHash?: string | null;
  scale?: number;
}

export function treeImageUrl(treeId: string, p: TreeImageParams = {}): string {
  const q = new URLSearchParams({ binary: 'true', scale: String(p.scale ?? 1) });
  if (p.startPersonId) q.set('start_person_id', p.startPersonId);
  if (p.mapHash) q.set('map_hash', p.mapHash);
  return `/api/people/tree/image/${encodeURIComponent(treeId)}/?${q.toString()}`;
}

export async function fetchTreeImage(treeId: string, p: TreeImageParams = {}, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(treeImageUrl(treeId, p), { headers: commonHeaders(), credentials: 'include', signal });
  storeSessionId(response);
  if (!response.ok) {
    let body: ErrorBody = { error: `The image could not be made (${response.status}).` };
    try {
      const parsed = (await response.json()) as Partial<ErrorBody>;
      if (typeof parsed.error === 'string') body = parsed as ErrorBody;
    } catch {
      // Not JSON: keep the status message.
    }
    throw new ApiError(response.status, body);
  }
  return response.blob();
}
