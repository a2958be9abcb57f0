/**
 * Files sent with a request: screenshots, scans and photos, recordings, GEDCOM files. They follow
 * the library's rules: streamed to a temporary file (413 past 100 MB), the type told by the content
 * and checked against the name (400 otherwise), then moved to the file store under requests/<id>.
 * A refused file leaves nothing behind. An uploaded file waits unclaimed until a request takes it;
 * unclaimed files a day old are removed when the next one arrives.
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES } from '../../../protocol/library';
import type { RequestAttachment } from '../../../protocol/requests';
import type { Db } from '../../db/database';
import { receiveMultipart, type UploadedFile } from '../../files/multipart';
import { checkUpload } from '../../files/sniff';
import type { FileStore } from '../../files/store';
import { badRequest } from '../../http/errors';

const DAY_MS = 86_400_000;
export const TOO_LARGE = `The file is too large: at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`;
export type AttachmentPurpose = 'prospect' | 'consult';

export interface AttachmentDeps {
  db: Db;
  store: FileStore;
  dataDir: string;
  now: Date;
}

const tmpDir = (dataDir: string) => join(dataDir, 'tmp', 'requests');

/** A multipart body: its text fields and its one file in `field` (null when none was sent). */
export function receiveRequestForm(request: Request, dataDir: string, field: string) {
  return receiveMultipart(request, { dir: tmpDir(dataDir), fileField: field, maxFileBytes: MAX_UPLOAD_BYTES, tooLargeMessage: TOO_LARGE, missing: { [field]: ['Choose a file to upload.'] } });
}

/** The file checked and moved into the store; the temporary file is gone either way. */
export async function storeFile(d: AttachmentDeps, file: UploadedFile, field: string): Promise<{ key: string; id: string; contentType: string }> {
  try {
    const { contentType } = checkUpload(file.name, file.head, field);
    const id = randomUUID();
    const key = `requests/${id}`;
    await d.store.put(key, { path: file.path }, contentType);
    return { key, id, contentType };
  } finally {
    await rm(file.path, { force: true });
  }
}

/** Records a stored file as an attachment (of `requestId`, or unclaimed). */
export async function recordAttachment(db: Db, row: { id: string; key: string; purpose: AttachmentPurpose; requestId: string | null; userId: string | null; file: UploadedFile; contentType: string; now: Date }): Promise<RequestAttachment> {
  await db
    .insertInto('contact_request_attachments')
    .values({ id: row.id, purpose: row.purpose, request_id: row.requestId, uploaded_by: row.userId, storage_key: row.key, file_name: row.file.name.slice(0, 255), content_type: row.contentType, size: row.file.size, created_at: row.now })
    .execute();
  return { id: row.id, file_name: row.file.name.slice(0, 255), content_type: row.contentType, size: row.file.size };
}

/** Removes unclaimed attachments more than a day old, with their files. */
export async function dropStaleAttachments(d: AttachmentDeps): Promise<number> {
  const stale = await d.db
    .selectFrom('contact_request_attachments')
    .select(['id', 'storage_key'])
    .where('request_id', 'is', null)
    .where('created_at', '<', new Date(d.now.getTime() - DAY_MS))
    .limit(100)
    .execute();
  for (const s of stale) {
    await d.store.delete(s.storage_key);
    await d.db.deleteFrom('contact_request_attachments').where('id', '=', s.id).execute();
  }
  return stale.length;
}

/** prospect-request-attachment/upload/ and consult-attachment/upload/: one file in `file`, unclaimed. */
export async function uploadAttachment(d: AttachmentDeps, request: Request, purpose: AttachmentPurpose, userId: string | null): Promise<RequestAttachment> {
  const { file } = await receiveRequestForm(request, d.dataDir, 'file');
  if (!file) throw badRequest('No file was sent.', { file: ['Choose a file to upload.'] });
  const stored = await storeFile(d, file, 'file');
  try {
    await dropStaleAttachments(d);
    return await recordAttachment(d.db, { ...stored, purpose, requestId: null, userId, file, now: d.now });
  } catch (err) {
    await d.store.delete(stored.key);
    throw err;
  }
}

/**
 * Makes `ids` the attachments of a request, inside its transaction: each must exist, be of this
 * purpose, be unclaimed or already the request's, and have been uploaded by this member (or by a
 * visitor). The request's attachments not in `ids` go back to unclaimed, to be removed in a day.
 */
export async function claimAttachments(trx: Db, requestId: string, ids: string[], purpose: AttachmentPurpose, userId: string | null): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length) {
    const rows = await trx.selectFrom('contact_request_attachments').select(['id', 'purpose', 'request_id', 'uploaded_by']).where('id', 'in', unique).execute();
    const usable = new Set(rows.filter((r) => r.purpose === purpose && (r.request_id === null || r.request_id === requestId) && (r.uploaded_by === null || r.uploaded_by === userId)).map((r) => r.id));
    const missing = unique.filter((id) => !usable.has(id));
    if (missing.length) {
      const message = `Attachment ${missing[0]} was not found: upload the file again.`;
      throw badRequest(message, { attachments: [message] });
    }
    await trx.updateTable('contact_request_attachments').set({ request_id: requestId }).where('id', 'in', unique).execute();
  }
  let release = trx.updateTable('contact_request_attachments').set({ request_id: null }).where('request_id', '=', requestId);
  if (unique.length) release = release.where('id', 'not in', unique);
  await release.execute();
}
