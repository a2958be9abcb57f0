import { Hono } from 'hono';
import { dictionaryQuerySchema } from '../../../protocol/dictionary';
import type { AppDeps, AppEnv } from '../../deps';
import { parseQuery } from '../../http/validate';
import { lookUpWords } from './service';

/** GET word/: the Chinese-English dictionary, open to everyone. */
export function dictionaryRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false }).get('/', async (c) => c.json(await lookUpWords(db, parseQuery(c, dictionaryQuerySchema))));
}
