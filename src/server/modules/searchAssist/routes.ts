/**
 * The search assistant under /api/search-assist (outside /api/v1, as the spec names it):
 * GET search-for-prompt/ {search_prompt} and GET search-follow-up/ {search_url, follow_up_prompt},
 * both answering {search_url, form, understood}. Open to visitors like the record search itself; only
 * while the SEARCH_AI switch is on, otherwise 404 (the feature does not exist for the client).
 */
import { Hono } from 'hono';
import { searchFollowUpQuerySchema, searchForPromptQuerySchema } from '../../../protocol/searchAssist';
import type { AppDeps, AppEnv } from '../../deps';
import { HttpError } from '../../http/errors';
import { parseQuery } from '../../http/validate';
import { placeIndex, searchFollowUp, searchForPrompt } from '../../searchAssist';

async function requireSwitchOn(deps: AppDeps): Promise<void> {
  const row = await deps.database.db.selectFrom('switches').select('is_on').where('name', '=', 'SEARCH_AI').executeTakeFirst();
  if (!row?.is_on) throw new HttpError(404, 'The search assistant is switched off.');
}

export function searchAssistRoutes(deps: AppDeps): Hono<AppEnv> {
  // The place names are read once (tens of milliseconds): soon after start, not in the first request.
  setTimeout(() => placeIndex(), 0).unref();
  return new Hono<AppEnv>({ strict: false })
    .get('/search-for-prompt', async (c) => {
      await requireSwitchOn(deps);
      return c.json(searchForPrompt(parseQuery(c, searchForPromptQuerySchema).search_prompt));
    })
    .get('/search-follow-up', async (c) => {
      await requireSwitchOn(deps);
      const q = parseQuery(c, searchFollowUpQuerySchema);
      return c.json(searchFollowUp(q.search_url, q.follow_up_prompt));
    });
}
