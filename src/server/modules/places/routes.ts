import { Hono } from 'hono';
import { placeAlternativesQuerySchema, placeDetailQuerySchema, placeIdParamSchema, placeSaveLocationSchema, placeSearchQuerySchema } from '../../../protocol/places';
import { requireUser } from '../../auth/middleware';
import type { AppDeps, AppEnv } from '../../deps';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { commonPlaces, placeDetail, searchAlternatives } from './details';
import { saveLocation } from './savedLocations';
import { searchPlaces } from './service';

/**
 * The gazetteer, open to everyone: place/search/, place/search-alternatives/, place/common/, place/:id/
 * (with the asking member's own mark, saved_location); POST place/:id/save-location/ for members.
 */
export function placeRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .get('/search', async (c) => c.json(await searchPlaces(db, parseQuery(c, placeSearchQuerySchema))))
    .get('/search-alternatives', async (c) => c.json(await searchAlternatives(db, parseQuery(c, placeAlternativesQuerySchema))))
    .get('/common', async (c) => c.json(await commonPlaces(db)))
    .get('/:id', async (c) => {
      const { id } = parseParams(c, placeIdParamSchema);
      return c.json(await placeDetail(db, id, parseQuery(c, placeDetailQuerySchema), c.get('user')?.id ?? null));
    })
    .post('/:id/save-location', async (c) => {
      const user = requireUser(c);
      const { id } = parseParams(c, placeIdParamSchema);
      const { location } = await parseBody(c, placeSaveLocationSchema);
      return c.json(await saveLocation(db, user.id, id, location), 201);
    });
}
