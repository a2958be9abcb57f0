/** Starting GEDCOM imports and exports as jobs, and answering their status. */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExportQuery, ImportStatus, ImportStatusResponse } from '../../../protocol/gedcom';
import type { Db } from '../../db/database';
import type { AuthUser } from '../../deps';
import { gone, notFound } from '../../http/errors';
import { enqueue, getJob } from '../../jobs/queue';
import type { TreeAccess } from '../trees/access';
import { EXPORT_JOB, exportFileName, type ExportPayload } from './exportJob';
import { IMPORT_JOB, type ImportPayload } from './importJob';

export function gedcomDirs(dataDir: string) {
  const root = join(dataDir, 'files', 'gedcom');
  return { uploads: join(root, 'imports'), exports: join(root, 'exports'), media: join(root, 'media') };
}

export interface ImportUpload {
  /** The uploaded file, already on disk: the import takes it over (moves it among its uploads). */
  filePath: string;
  fileName: string;
  treeId: string | null;
}

/** Keeps bytes (a file an operator or a benchmark imports) where an upload would be, for startImport. */
export async function storeUpload(dataDir: string, bytes: Uint8Array): Promise<string> {
  const dirs = gedcomDirs(dataDir);
  await mkdir(dirs.uploads, { recursive: true });
  const path = join(dirs.uploads, `${randomUUID()}.part`);
  await writeFile(path, bytes);
  return path;
}

/** Queues the import of a stored upload; answers the import key (the job id). */
export async function startImport(db: Db, dataDir: string, user: Pick<AuthUser, 'id'>, upload: ImportUpload, now: Date): Promise<string> {
  const dirs = gedcomDirs(dataDir);
  await mkdir(dirs.uploads, { recursive: true });
  const filePath = join(dirs.uploads, `${randomUUID()}.upload`);
  await rename(upload.filePath, filePath);
  const payload: ImportPayload = { filePath, fileName: upload.fileName, ownerId: user.id, treeId: upload.treeId };
  try {
    return await db.transaction().execute(async (trx) => {
      const key = await enqueue(trx, { kind: IMPORT_JOB, payload, ownerId: user.id, now });
      await trx
        .insertInto('gedcom_imports')
        .values({ import_key: key, owner_id: user.id, tree_id: upload.treeId, new_tree: upload.treeId === null, file_name: upload.fileName, file_path: filePath, warnings: '[]', created_at: now, updated_at: now })
        .execute();
      return key;
    });
  } catch (err) {
    await rm(filePath, { force: true });
    throw err;
  }
}

const RUNNING_STAGES = new Set<ImportStatus>(['parsing', 'saving', 'laying_out']);

/** The import's status for the user who started it; anyone else learns nothing (404). */
export async function importStatus(db: Db, user: Pick<AuthUser, 'id'>, key: string): Promise<ImportStatusResponse> {
  const job = await getJob(db, key);
  const row = job ? await db.selectFrom('gedcom_imports').selectAll().where('import_key', '=', job.id).executeTakeFirst() : undefined;
  if (!job || !row || row.owner_id !== user.id) throw notFound('Import not found.');
  let status: ImportStatus = 'queued';
  if (job.status === 'done') status = 'done';
  else if (job.status === 'failed') status = 'failed';
  else if (job.status === 'running') status = RUNNING_STAGES.has(job.stage as ImportStatus) ? (job.stage as ImportStatus) : 'parsing';
  const counts = row.counts ?? { persons: 0, families: 0, notes: 0, media: 0 };
  return {
    status,
    progress: status === 'done' ? 100 : job.progress,
    // A new tree exists only once the import's transaction committed.
    tree_id: row.saved || !row.new_tree ? row.tree_id : null,
    counts,
    warnings: row.warnings,
    error: status === 'failed' && job.error ? { line: job.error.line ?? null, message: job.error.message } : null,
  };
}

/** A finished export can be downloaded for this long; then its file is deleted. */
export const EXPORT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Deletes the files of exports finished more than EXPORT_LIFETIME_MS ago (a batch at a time). */
export async function sweepExpiredExports(db: Db, now: Date): Promise<void> {
  const expired = await db
    .selectFrom('gedcom_exports')
    .innerJoin('jobs', 'jobs.id', 'gedcom_exports.job_id')
    .select(['gedcom_exports.job_id', 'gedcom_exports.file_path'])
    .where('gedcom_exports.file_path', 'is not', null)
    .where('jobs.updated_at', '<', new Date(now.getTime() - EXPORT_LIFETIME_MS))
    .limit(100)
    .execute();
  for (const e of expired) {
    await rm(e.file_path!, { force: true });
    await db.updateTable('gedcom_exports').set({ file_path: null }).where('job_id', '=', e.job_id).execute();
  }
}

/** Queues an export of the tree as the caller may see it; answers the status key (the job id). */
export async function startExport(db: Db, dataDir: string, access: TreeAccess, q: ExportQuery, now: Date): Promise<string> {
  await sweepExpiredExports(db, now);
  const dirs = gedcomDirs(dataDir);
  const fileName = exportFileName(access.tree.name, q.format);
  const payload: ExportPayload = {
    treeId: access.tree.id,
    format: q.format,
    includeImages: q.include_images,
    includeLibrary: q.include_library,
    redactLiving: !access.isMember,
    filePath: join(dirs.exports, `${randomUUID()}-${q.format}`),
  };
  return db.transaction().execute(async (trx) => {
    const key = await enqueue(trx, { kind: EXPORT_JOB, payload, ownerId: access.user?.id ?? null, now });
    await trx.insertInto('gedcom_exports').values({ job_id: key, tree_id: access.tree.id, owner_id: access.user?.id ?? null, format: q.format, file_name: fileName, created_at: now }).execute();
    return key;
  });
}

/**
 * The export job of this tree started by this caller, or 404. Access is decided again now: an export
 * made for a member (living persons in full) is refused to someone who is no longer one. A finished
 * export past EXPORT_LIFETIME_MS is gone (410), its file deleted.
 */
export async function exportOf(db: Db, access: TreeAccess, key: string, now: Date) {
  const job = await getJob<ExportPayload>(db, key);
  const row = job ? await db.selectFrom('gedcom_exports').selectAll().where('job_id', '=', job.id).executeTakeFirst() : undefined;
  if (!job || !row || row.tree_id !== access.tree.id || row.owner_id !== (access.user?.id ?? null)) throw notFound('Export not found.');
  if (!job.payload.redactLiving && !access.isMember) throw notFound('Export not found.');
  if (job.status === 'done' && now.getTime() - new Date(job.updated_at).getTime() > EXPORT_LIFETIME_MS) {
    if (row.file_path) await rm(row.file_path, { force: true });
    await db.updateTable('gedcom_exports').set({ file_path: null }).where('job_id', '=', job.id).execute();
    throw gone('This export has expired. Please export the tree again.');
  }
  return { job, row };
}
