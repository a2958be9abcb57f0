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
import {
  sourceImageBulkRemoveSchema,
  sourceImageOcrQuerySchema,
  sourceImagePreviewQuerySchema,
  sourceImageQuerySchema,
  sourceImageSearchPreviewQuerySchema,
  sourceImageSearchQuerySchema,
} from '../../../protocol/sourceImages';
import { requireUser } from '../../auth/middleware';
import type { AppDeps, AppEnv } from '../../deps';
import { fileUrlSecret } from '../../files/urls';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { collectionDetail, searchCollections } from './collections';
import { hasPaidAccess, requireSubscriber } from '../subscriptions/service';
import { recordDetail, recordTranscription } from './detail';
import { searchRecords } from './search';
import { autocompleteSources, searchSources, sourceDetail } from './sources';
import {
  bulkRemoveImages,
  readableSource,
  searchSourceImages,
  sourceImage,
  sourceImageOcr,
  sourceImagePreview,
  sourceImageSearchPreview,
} from './sourceImages';

const links = (deps: AppDeps) => ({ secret: fileUrlSecret(deps.config.dataDir), now: deps.clock() });

export function recordRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const paid = (c: Context<AppEnv>) => hasPaidAccess(db, c.get('user'), deps.clock());
  const source = (c: Context<AppEnv>) => readableSource(db, parseParams(c, recordIdParamSchema).id, c.get('user') ?? null);
  return new Hono<AppEnv>({ strict: false })
    .get('/:id/image', async (c) => {
      const s = await source(c);
      return c.json(await sourceImage(db, s, parseQuery(c, sourceImageQuerySchema).imageNumber, links(deps)));
    })
    .get('/:id/image-preview', async (c) => {
      const s = await source(c);
      return c.json(await sourceImagePreview(db, s, parseQuery(c, sourceImagePreviewQuerySchema), links(deps)));
    })
    .get('/:id/image-ocr', async (c) => {
      const s = await source(c);
      return c.json(await sourceImageOcr(db, s, parseQuery(c, sourceImageOcrQuerySchema)));
    })
    .get('/:id/image-search-preview', async (c) => {
      const s = await source(c);
      return c.json(await sourceImageSearchPreview(db, s, parseQuery(c, sourceImageSearchPreviewQuerySchema).q, links(deps)));
    })
    .get('/search-mentions', async (c) => c.json(await searchRecords(db, parseQuery(c, recordSearchQuerySchema))))
    .get('/search-sources/autocomplete', async (c) => c.json(await autocompleteSources(db, parseQuery(c, sourceAutocompleteQuerySchema))))
    .get('/', async (c) => c.json(await searchSources(db, parseQuery(c, sourceSearchQuerySchema))))
    .get('/:id', async (c) =>
      c.json(await sourceDetail(db, parseParams(c, recordIdParamSchema).id, parseQuery(c, sourceDetailQuerySchema), await paid(c), { user: c.get('user') ?? null, links: links(deps) })),
    );
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
    .get('/:code', async (c) => c.json(await recordDetail(db, parseParams(c, recordCodeParamSchema).code, await paid(c), { user: c.get('user') ?? null, links: links(deps) })));
}

export function collectionRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .get('/search', async (c) => c.json(await searchCollections(db, parseQuery(c, collectionSearchQuerySchema))))
    .get('/:id', async (c) => c.json(await collectionDetail(db, parseParams(c, recordIdParamSchema).id)));
}

/** source-image/: the full-text search over all source images, and the staff's removal of images. */
export function sourceImageRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .get('/search', async (c) => c.json(await searchSourceImages(db, parseQuery(c, sourceImageSearchQuerySchema), c.get('user') ?? null, links(deps))))
    .post('/bulk-remove', async (c) => {
      const user = requireUser(c);
      const body = await parseBody(c, sourceImageBulkRemoveSchema);
      return c.json(await bulkRemoveImages(db, user, body.image_ids, deps.clock()));
    });
}
