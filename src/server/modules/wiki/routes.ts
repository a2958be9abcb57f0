import { Hono } from 'hono';
import { pageQuerySchema } from '../../../protocol/common';
import { wikiEvents } from '../../../content/wiki/events';
import { wikiArticleUpdateSchema, wikiSearchQuerySchema, wikiSlugParamsSchema, wikiTimelineQuerySchema } from '../../../protocol/wiki';
import { requireUser } from '../../auth/middleware';
import type { AppDeps, AppEnv } from '../../deps';
import { forbidden } from '../../http/errors';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { categoryPage, listCategories, listGlossary, readArticle, readRaw, saveArticle, searchArticles } from './service';

const glossaryQuerySchema = pageQuerySchema(500, 1000);

/** The genealogy wiki under /wiki, with its timeline of migration history (the events and workshops, wiki/events/, are served by the content module). */
export function wikiRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .get('/search', async (c) => c.json(await searchArticles(db, parseQuery(c, wikiSearchQuerySchema))))
    .get('/category', async (c) => c.json({ objects: await listCategories(db) }))
    .get('/category/:slug', async (c) => c.json(await categoryPage(db, parseParams(c, wikiSlugParamsSchema).slug)))
    .get('/timeline', (c) => {
      const q = parseQuery(c, wikiTimelineQuerySchema);
      const all = wikiEvents.filter((e) => !q.region || e.region === q.region).sort((a, b) => a.year - b.year);
      return c.json({ objects: all.slice(q.offset, q.offset + q.limit), meta: { limit: q.limit, offset: q.offset, total_count: all.length } });
    })
    .get('/glossary', async (c) => c.json(await listGlossary(db, parseQuery(c, glossaryQuerySchema))))
    .get('/article/:slug/raw', async (c) => c.json(await readRaw(db, parseParams(c, wikiSlugParamsSchema).slug)))
    .get('/article/:slug', async (c) => c.json(await readArticle(db, parseParams(c, wikiSlugParamsSchema).slug)))
    .put('/article/:slug', async (c) => {
      const user = requireUser(c);
      if (!user.is_staff) throw forbidden('Only staff edit wiki articles.');
      const { slug } = parseParams(c, wikiSlugParamsSchema);
      const input = await parseBody(c, wikiArticleUpdateSchema);
      const { created } = await saveArticle(db, slug, input, user.id, deps.clock());
      return c.json(await readArticle(db, slug), created ? 201 : 200);
    });
}
