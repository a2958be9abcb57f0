/**
 * Zupu calls (platform.md 7, Pedigrees; src/protocol/zupus.ts): mounted by modules/index.ts beside the
 * purchase calls under /clan-pedigree, plus clan-pedigree-image/, saved-clan-pedigree/,
 * member/translate/ and (in app.ts) /api/ocr/.
 */
import { Hono, type Context } from 'hono';
import {
  contentSearchQuerySchema,
  pageQuery,
  pagePreviewQuery,
  pageSearchPreviewQuery,
  pedigreeCountQuerySchema,
  pedigreeMetaQuerySchema,
  pedigreeSearchQuerySchema,
  savedPedigreeCreateSchema,
  savedPedigreeIdParams,
  savedPedigreePatchSchema,
  savedPedigreeQuerySchema,
  translateRequestSchema,
  zupuIdParams,
} from '../../../protocol/zupus';
import { requireUser } from '../../auth/middleware';
import type { AppDeps, AppEnv } from '../../deps';
import { fileUrlSecret } from '../../files/urls';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { ocrImageArea } from './ocrArea';
import { createSaved, deleteSaved, listSaved, myPedigrees, patchSaved } from './saved';
import {
  contentHit,
  countPedigrees,
  getPedigree,
  imageHit,
  pageImage,
  pageOcr,
  pageSearchPreview,
  pedigreeFacets,
  requireReader,
  searchContent,
  searchPedigrees,
} from './service';
import { translate } from './translate';
import { requireSubscriber } from '../subscriptions/service';
import { pedigreeViews, type Links } from './views';

const links = (deps: AppDeps): Links => ({ secret: fileUrlSecret(deps.config.dataDir), now: deps.clock() });
const yes = (v: string | undefined) => v === 'true' || v === '1';

export function clanPedigreeRoutes(deps: AppDeps) {
  const db = deps.database.db;
  /** The zupu of the path, readable by the caller. */
  const readable = async (c: Context<AppEnv>) => {
    const { id } = parseParams(c, zupuIdParams);
    const zupu = await getPedigree(db, id);
    await requireReader(db, zupu, c.get('user'));
    return zupu;
  };
  return new Hono<AppEnv>({ strict: false })
    .get('/', async (c) => {
      const q = parseQuery(c, pedigreeSearchQuerySchema);
      if (yes(q.only_meta)) return c.json({ objects: [], meta: { limit: q.limit, offset: q.offset, total_count: await countPedigrees(db, q) } });
      const page = await searchPedigrees(db, q, q.limit, q.offset);
      return c.json({ objects: await pedigreeViews(db, page.rows, c.get('user')?.id ?? null, links(deps)), meta: { limit: q.limit, offset: q.offset, total_count: page.total } });
    })
    .get('/my-pedigree', async (c) => {
      const user = requireUser(c);
      const q = parseQuery(c, savedPedigreeQuerySchema);
      const page = await myPedigrees(db, user, q, links(deps));
      return c.json({ objects: page.objects, meta: { limit: q.limit, offset: q.offset, total_count: page.total } });
    })
    .get('/meta', async (c) => c.json(await pedigreeFacets(db, parseQuery(c, pedigreeMetaQuerySchema))))
    .get('/count', async (c) => c.json({ count: await countPedigrees(db, parseQuery(c, pedigreeCountQuerySchema)) }))
    .get('/search-content', async (c) => {
      const q = parseQuery(c, contentSearchQuerySchema);
      const found = await searchContent(db, q, c.get('user'));
      return c.json({ objects: found.rows.map((r) => contentHit(r, found.query)), meta: { limit: q.limit, offset: q.offset, total_count: found.total, total_capped: found.capped } });
    })
    .get('/:id', async (c) => {
      const { id } = parseParams(c, zupuIdParams);
      const [view] = await pedigreeViews(db, [await getPedigree(db, id)], c.get('user')?.id ?? null, links(deps));
      return c.json(view);
    })
    .get('/:id/page', async (c) => {
      const zupu = await readable(c);
      return c.json(await pageImage(db, zupu, parseQuery(c, pageQuery).page, links(deps)));
    })
    .get('/:id/page-preview', async (c) => {
      const zupu = await readable(c);
      const q = parseQuery(c, pagePreviewQuery);
      const image = await pageImage(db, zupu, q.page, links(deps), q.width);
      return c.json({ zupu_id: zupu.id, page: q.page, url: image.preview_url, width: image.width, height: image.height });
    })
    .get('/:id/page-ocr', async (c) => {
      const zupu = await readable(c);
      return c.json(await pageOcr(db, zupu, parseQuery(c, pageQuery).page));
    })
    .get('/:id/page-search-preview', async (c) => {
      const zupu = await readable(c);
      const q = parseQuery(c, pageSearchPreviewQuery);
      return c.json(await pageSearchPreview(db, zupu, q.page, q.q, links(deps)));
    });
}

/** clan-pedigree-image/search/: the page images holding the query, with the hits' boxes. */
export function clanPedigreeImageRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false }).get('/search', async (c) => {
    const q = parseQuery(c, contentSearchQuerySchema);
    const found = await searchContent(db, q, c.get('user'));
    const l = links(deps);
    return c.json({ objects: found.rows.map((r) => imageHit(r, found.query, l)), meta: { limit: q.limit, offset: q.offset, total_count: found.total, total_capped: found.capped } });
  });
}

export function savedPedigreeRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .get('/', async (c) => {
      const user = requireUser(c);
      const q = parseQuery(c, savedPedigreeQuerySchema);
      const page = await listSaved(db, user, q, links(deps));
      return c.json({ objects: page.objects, meta: { limit: q.limit, offset: q.offset, total_count: page.total } });
    })
    .post('/', async (c) => {
      const user = requireUser(c);
      const body = await parseBody(c, savedPedigreeCreateSchema);
      const { saved, created } = await createSaved(db, user, body, deps.clock(), links(deps));
      return c.json(saved, created ? 201 : 200);
    })
    .patch('/:id', async (c) => {
      const user = requireUser(c);
      const { id } = parseParams(c, savedPedigreeIdParams);
      return c.json(await patchSaved(db, user, id, await parseBody(c, savedPedigreePatchSchema), links(deps)));
    })
    .delete('/:id', async (c) => {
      const user = requireUser(c);
      const { id } = parseParams(c, savedPedigreeIdParams);
      await deleteSaved(db, user, id);
      return c.body(null, 204);
    });
}

/**
 * member/translate/: the gloss of a text. Text extraction with translation is a paid feature (the
 * paywall's 'image_to_text'): subscribers and staff; other members get the paywall.
 */
export function translateRoutes(deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false }).post('/translate', async (c) => {
    await requireSubscriber(deps.database.db, requireUser(c), 'image_to_text', deps.clock());
    const body = await parseBody(c, translateRequestSchema);
    return c.json(await translate(deps.database.db, body.text));
  });
}

/** /api/ocr/ocr-image-area: members read an image or a part of it. */
export function ocrRoutes(deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false }).post('/ocr-image-area', async (c) => {
    requireUser(c);
    return c.json(await ocrImageArea(deps, c.req.raw, c.req.raw.signal));
  });
}
