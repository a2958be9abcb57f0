/**
 * The search assistant under /api/search-assist (outside /api/v1): a prompt, or a follow-up to the
 * search URL it answered, becomes the record search form. A newer question cancels the one in flight.
 */
import { searchAssistResponseSchema, type SearchAssistResponse } from '../protocol/searchAssist';
import type { ErrorBody } from '../protocol/common';
import { ApiError, CancelledError, commonHeaders, storeSessionId } from './client';

const PREFIX = '/api/search-assist/';
let inFlight: AbortController | null = null;

async function ask(path: string, query: Record<string, string>): Promise<SearchAssistResponse> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  try {
    const response = await fetch(`${PREFIX}${path}?${new URLSearchParams(query).toString()}`, { headers: commonHeaders(), signal: controller.signal, credentials: 'include' });
    storeSessionId(response);
    const text = await response.text();
    if (!response.ok) {
      let body: ErrorBody = { error: `The assistant failed (${response.status}).` };
      try {
        const parsed = JSON.parse(text) as Partial<ErrorBody>;
        if (typeof parsed.error === 'string') body = parsed as ErrorBody;
      } catch {
        // Not JSON: keep the status.
      }
      throw new ApiError(response.status, body);
    }
    const parsed = searchAssistResponseSchema.safeParse(text.trim() ? JSON.parse(text) : null);
    if (!parsed.success) throw new ApiError(response.status, { error: 'Unexpected answer from the search assistant.' });
    return parsed.data;
  } catch (err) {
    if (controller.signal.aborted) throw new CancelledError();
    if (err instanceof ApiError) throw err;
    throw new ApiError(0, { error: 'The search assistant could not be reached.' });
  } finally {
    if (inFlight === controller) inFlight = null;
  }
}

export function searchForPrompt(prompt: string): Promise<SearchAssistResponse> {
  return ask('search-for-prompt/', { search_prompt: prompt });
}

export function searchFollowUp(searchUrl: string, followUp: string): Promise<SearchAssistResponse> {
  return ask('search-follow-up/', { search_url: searchUrl, follow_up_prompt: followUp });
}
