/**
 * Research report calls (ours: the spec names the pages, not the calls): research-report/
 * {username} lists a username's reports (jlt-report-index), research-report/{username}/{slug}/
 * reads one; staff create (POST), change (PUT), delete and add images to reports.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { reportByNameParamSchema, reportIdParamSchema, reportListQuerySchema, reportSaveSchema } from '../../../protocol/familywebsites';
import type { AppDeps, AppEnv } from '../../deps';
import { fileStore } from '../../files/store';
import { fileUrlSecret } from '../../files/urls';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { addReportImage, deleteReport, listReports, readReport, requireStaff, saveReport } from './reports';

const saveSchema = reportSaveSchema.extend({ client_email: z.string().trim().toLowerCase().email('Not an e-mail address.').max(254).optional() });

export function reportRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const files = fileStore(deps);
  const secret = () => fileUrlSecret(deps.config.dataDir);
  return new Hono<AppEnv>({ strict: false })
    .get('/', async (c) => {
      const { username } = parseQuery(c, reportListQuerySchema);
      return c.json(await listReports(db, c.get('user'), username));
    })
    .post('/', async (c) => {
      const user = requireStaff(c.get('user'));
      const input = await parseBody(c, saveSchema);
      return c.json(await saveReport(db, user, null, input, secret(), deps.clock()), 201);
    })
    .put('/:id', async (c) => {
      const user = requireStaff(c.get('user'));
      const { id } = parseParams(c, reportIdParamSchema);
      const input = await parseBody(c, saveSchema);
      return c.json(await saveReport(db, user, id, input, secret(), deps.clock()));
    })
    .delete('/:id', async (c) => {
      requireStaff(c.get('user'));
      const { id } = parseParams(c, reportIdParamSchema);
      await deleteReport(db, files, id);
      return c.body(null, 204);
    })
    .post('/:id/images', async (c) => {
      requireStaff(c.get('user'));
      const { id } = parseParams(c, reportIdParamSchema);
      return c.json(await addReportImage(db, files, deps.config.dataDir, id, c.req.raw, secret(), deps.clock()));
    })
    .get('/:username/:slug', async (c) => {
      const { username, slug } = parseParams(c, reportByNameParamSchema);
      return c.json(await readReport(db, c.get('user'), username, slug, secret(), deps.clock()));
    });
}
