import { Hono } from 'hono';
import {
  clanCharParamsSchema,
  clanListQuerySchema,
  clanSearchQuerySchema,
  dialectParamsSchema,
  notifyRequestSchema,
  spellingParamsSchema,
  spellingPlaceQuerySchema,
  surnameBrowseQuerySchema,
  surnameParamsSchema,
} from '../../../protocol/clans';
import type { AppDeps, AppEnv } from '../../deps';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import {
  browseSurnames,
  clanDetails,
  clanExists,
  dialectDetails,
  listClans,
  listDialects,
  saveNotifyRequest,
  searchClans,
  searchClansByRegion,
  spellingsOfPlace,
  spellingVariant,
} from './service';

/** GET clan/…: clans (Chinese surnames), open to everyone. */
export function clanRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .get('/', async (c) => c.json(await listClans(db, parseQuery(c, clanListQuerySchema))))
    .get('/search', async (c) => c.json(await searchClans(db, parseQuery(c, clanSearchQuerySchema))))
    .get('/search-region', async (c) => c.json(await searchClansByRegion(db, parseQuery(c, clanSearchQuerySchema))))
    .get('/surname/:surname/exists', async (c) => c.json(await clanExists(db, parseParams(c, surnameParamsSchema).surname)))
    .get('/:char/details', async (c) => c.json(await clanDetails(db, parseParams(c, clanCharParamsSchema).char)));
}

/** GET dialects/ and dialects/:slug/. */
export function dialectRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .get('/', async (c) => c.json({ objects: await listDialects(db) }))
    .get('/:slug', async (c) => c.json(await dialectDetails(db, parseParams(c, dialectParamsSchema).slug)));
}

/** GET spelling/ (spellings of a place's clans) and spelling/:spelling/ (the clans a spelling may be). */
export function spellingRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .get('/', async (c) => c.json(await spellingsOfPlace(db, parseQuery(c, spellingPlaceQuerySchema))))
    .get('/:spelling', async (c) => c.json(await spellingVariant(db, parseParams(c, spellingParamsSchema).spelling)));
}

/** GET surname/: the A–Z browse of surname spellings. */
export function surnameRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false }).get('/', async (c) => c.json(await browseSurnames(db, parseQuery(c, surnameBrowseQuerySchema))));
}

/** POST notify-request/: be told when records of a surname or place arrive. */
export function notifyRequestRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false }).post('/', async (c) => c.json(await saveNotifyRequest(db, await parseBody(c, notifyRequestSchema)), 201));
}
