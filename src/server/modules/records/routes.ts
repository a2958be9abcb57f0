/**
 * Record calls, open to everyone (records hold no tree data): under sources/ the indexed-record search,
 * the source search, title autocomplete and one source; person-mentions/:code/ (one record: its
 * transcription only for members, and person-mentions/:code/transcription/ answers the paywall);
 * collections/search/ and collections/:id/.
 */
import { Hono, type Context } from 'hono';
import {
  collectionSearchQuerySchema,
  recordCodeParamSchema,
  recordIdParamSchema,
  recordSearchQuerySchema,
  sourceAutocompleteQuerySchema,
  sourceDetailQuerySchema,
  sourceSearchQuerySchema,
} from '../../../protocol/records';
import type { AppDeps, AppEnv } from '../../deps';
import { parseParams, parseQuery } from '../../http/validate';
import { collectionDetail, searchCollections } from './collections';
import { hasPaidAccess, requireSubscriber } from '../subscriptions/service';
import { recordDetail, recordTranscription } from './detail';
import { searchRecords } from './search';
import { autocompleteSources, searchSources, sourceDetail } from './sources';

export function recordRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const paid = (c: Context<AppEnv>) => hasPaidAccess(db, c.get('user'), deps.clock());
  return new Hono<AppEnv>({ strict: false })
    .get('/search-mentions', async (c) => c.json(await searchRecords(db, parseQuery(c, recordSearchQuerySchema))))
    .get('/search-sources/autocomplete', async (c) => c.json(await autocompleteSources(db, parseQuery(c, sourceAutocompleteQuerySchema))))
    .get('/', async (c) => c.json(await searchSources(db, parseQuery(c, sourceSearchQuerySchema))))
    .get('/:id', async (c) => c.json(await sourceDetail(db, parseParams(c, recordIdParamSchema).id, parseQuery(c, sourceDetailQuerySchema), await paid(c))));
}

/** person-mentions/:code/: one record with everyone named in it. */
export function recordDetailRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const paid = (c: Context<AppEnv>) => hasPaidAccess(db, c.get('user'), deps.clock());
  return new Hono<AppEnv>({ strict: false })
    .get('/:code/transcription', async (c) => {
      const { code } = parseParams(c, recordCodeParamSchema);
      await requireSubscriber(db, c.get('user') ?? null, 'records', deps.clock());
      return c.json(await recordTranscription(db, code));
    })
    .get('/:code', async (c) => c.json(await recordDetail(db, parseParams(c, recordCodeParamSchema).code, await paid(c))));
}

export function collectionRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .get('/search', async (c) => c.json(await searchCollections(db, parseQuery(c, collectionSearchQuerySchema))))
    .get('/:id', async (c) => c.json(await collectionDetail(db, parseParams(c, recordIdParamSchema).id)));
}
