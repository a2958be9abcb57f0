/**
 * POST import/gedcom/, GET import/status/ and GET tree/export/{id}/ under /api/people. Uploads go to
 * disk and a job; the status calls read the job.
 */
import { readFile, rm } from 'node:fs/promises';
import { Hono } from 'hono';
import { exportQuerySchema, exportStatusSchema, GEDCOM_MAX_BYTES, importStatusQuerySchema, type ExportStatusResponse } from '../../../protocol/gedcom';
import { requireUser } from '../../auth/middleware';
import type { AppDeps, AppEnv } from '../../deps';
import { badRequest } from '../../http/errors';
import { parseQuery } from '../../http/validate';
import { requireWrite, treeAccess } from '../trees/access';
import { CONTENT_TYPES } from './exportJob';
import { isZip } from './importJob';
import { receiveMultipart } from '../../files/multipart';
import { exportOf, gedcomDirs, importStatus, startExport, startImport } from './service';

const TOO_LARGE = 'The file is larger than 100 MB.';

/** Whether the first bytes read as GEDCOM text ("0 HEAD", in UTF-8 or UTF-16, after a BOM or blanks). */
export function looksLikeGedcom(bytes: Uint8Array): boolean {
  if (isZip(bytes)) return false;
  const head = Array.from(bytes.subarray(0, 400)).filter((b) => b !== 0 && b !== 0xef && b !== 0xbb && b !== 0xbf && b !== 0xfe && b !== 0xff);
  return /^\s*0\s+HEAD\b/.test(String.fromCharCode(...head));
}

export function gedcomRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .post(
      '/import/gedcom',
      async (c) => {
        const user = requireUser(c);
        const { fields, file } = await receiveMultipart(c.req.raw, {
          dir: gedcomDirs(deps.config.dataDir).uploads,
          fileField: 'file',
          maxFileBytes: GEDCOM_MAX_BYTES,
          tooLargeMessage: TOO_LARGE,
          missing: { file: ['Choose a GEDCOM file (.ged or .gdz).'] },
        });
        if (!file) throw badRequest('No file was sent.', { file: ['Choose a GEDCOM file (.ged or .gdz).'] });
        try {
          const ext = /\.(ged|gdz)$/i.exec(file.name)?.[1]?.toLowerCase();
          const ok = ext === 'gdz' ? isZip(file.head) : ext === 'ged' ? !isZip(file.head) : looksLikeGedcom(file.head);
          if (!ok || file.size === 0) throw badRequest('This is not a GEDCOM file.', { file: ['Choose a GEDCOM file (.ged) or a GEDZIP archive (.gdz).'] });
          const rawTree = fields.tree_id ? fields.tree_id : null;
          if (rawTree) requireWrite(await treeAccess(db, rawTree, user));
          const key = await startImport(db, deps.config.dataDir, user, { filePath: file.path, fileName: file.name || 'tree.ged', treeId: rawTree }, deps.clock());
          deps.jobs.kick();
          return c.json({ import_key: key });
        } catch (err) {
          await rm(file.path, { force: true });
          throw err;
        }
      },
    )
    .get('/import/status', async (c) => {
      const user = requireUser(c);
      const q = parseQuery(c, importStatusQuerySchema);
      return c.json(await importStatus(db, user, q.importKey));
    })
    .get('/tree/export/:id', async (c) => {
      const access = await treeAccess(db, c.req.param('id'), c.get('user'));
      const q = parseQuery(c, exportQuerySchema);
      if (!q.status_key) {
        const key = await startExport(db, deps.config.dataDir, access, q, deps.clock());
        deps.jobs.kick();
        return c.json({ status_key: key });
      }
      const { job, row } = await exportOf(db, access, q.status_key, deps.clock());
      if (job.status === 'done' && row.file_path) {
        const bytes = await readFile(row.file_path);
        return c.body(new Uint8Array(bytes), 200, {
          'content-type': CONTENT_TYPES[row.format],
          'content-disposition': `attachment; filename="${row.file_name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(row.file_name)}`,
          'cache-control': 'private, no-store',
        });
      }
      const body: ExportStatusResponse = exportStatusSchema.parse({
        status: job.status,
        progress: job.progress,
        error: job.status === 'failed' && job.error ? { line: job.error.line ?? null, message: job.error.message } : null,
      });
      return c.json(body);
    });
}
