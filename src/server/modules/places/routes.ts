import { Hono } from 'hono';
import { placeAlternativesQuerySchema, placeDetailQuerySchema, placeIdParamSchema, placeSearchQuerySchema } from '../../../protocol/places';
import type { AppDeps, AppEnv } from '../../deps';
import { parseParams, parseQuery } from '../../http/validate';
import { commonPlaces, placeDetail, searchAlternatives } from './details';
import { searchPlaces } from './service';

/** The gazetteer, open to everyone: place/search/, place/search-alternatives/, place/common/, place/:id/. */
export function placeRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .get('/search', async (c) => c.json(await searchPlaces(db, parseQuery(c, placeSearchQuerySchema))))
    .get('/search-alternatives', async (c) => c.json(await searchAlternatives(db, parseQuery(c, placeAlternativesQuerySchema))))
    .get('/common', async (c) => c.json(await commonPlaces(db)))
    .get('/:id', async (c) => {
      const { id } = parseParams(c, placeIdParamSchema);
      return c.json(await placeDetail(db, id, parseQuery(c, placeDetailQuerySchema)));
    });
}
