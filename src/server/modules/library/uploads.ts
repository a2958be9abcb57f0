/**
 * Uploads into a tree's library. A single upload streams its one file to a temporary file (413 as
 * soon as it passes the limit) and becomes an asset. A part upload keeps each part in the file store
 * under uploads/<upload_id>/<part_number> (a part sent again replaces it) and, on the final part,
 * joins parts 1..N in order by streaming them into one file, which becomes the asset. Sessions a day
 * old are removed with their parts when the next upload starts.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { kindOfFilename, MAX_UPLOAD_BYTES, uploadPartFieldsSchema, type AssetKind, type TagsData } from '../../../protocol/library';
import { receiveMultipart, type UploadedFile } from '../../files/multipart';
import type { Selectable } from 'kysely';
import type { LibraryUploadsTable } from '../../db/schema';
import { badRequest, conflict, fromZodError, notFound, tooLarge } from '../../http/errors';
import type { TreeAccess } from '../trees/access';
import { checkUpload } from '../../files/sniff';
import type { AssetRow } from './present';
import { createAsset, parseTagsData, requirePersonsOfTree, type LibraryDeps } from './service';

const DAY_MS = 86_400_000;
const FINISHING = 'This upload is being finished: wait for its answer.';
export const TOO_LARGE = `The file is too large: at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`;

export const uploadDir = (dataDir: string) => join(dataDir, 'tmp', 'library');

/** The multipart body of an upload, its one file in `field`; 400 naming the field when no file came. */
export async function receiveUpload(request: Request, dataDir: string, field: string): Promise<{ fields: Record<string, string>; file: UploadedFile }> {
  const missing = { [field]: ['Choose a file to upload.'] };
  const { fields, file } = await receiveMultipart(request, { dir: uploadDir(dataDir), fileField: field, maxFileBytes: MAX_UPLOAD_BYTES, tooLargeMessage: TOO_LARGE, missing });
  if (!file) throw badRequest('No file was sent.', missing);
  return { fields, file };
}

/** A single upload: the request's `attachment` becomes an asset of the tree. */
export async function singleUpload(d: LibraryDeps, access: TreeAccess, request: Request, defaults: { source: string; persons?: string[]; kinds?: AssetKind[] }): Promise<AssetRow> {
  const { fields, file } = await receiveUpload(request, d.dataDir, 'attachment');
  let tags: TagsData;
  try {
    tags = parseTagsData(fields.tags_data);
  } catch (err) {
    await rm(file.path, { force: true });
    throw err;
  }
  if (defaults.persons) tags = { ...tags, persons: [...new Set([...defaults.persons, ...tags.persons])] };
  const source = (fields.source ?? '').trim().slice(0, 60) || defaults.source;
  return createAsset(d, { treeId: access.tree.id, userId: access.user!.id, file, tags, source, field: 'attachment', kinds: defaults.kinds });
}

export interface PartAnswer {
  upload_id: string;
  asset_id: string | null;
  received_parts: number[];
  received_bytes: number;
  asset?: AssetRow;
}

const partKey = (uploadId: string, n: number) => `uploads/${uploadId}/${n}`;

async function dropSession(d: LibraryDeps, uploadId: string): Promise<void> {
  await d.db.deleteFrom('library_uploads').where('id', '=', uploadId).execute();
  await d.store.deletePrefix(`uploads/${uploadId}`);
}

/** Removes sessions started more than a day ago, with their parts. */
export async function dropStaleSessions(d: LibraryDeps): Promise<number> {
  const stale = await d.db.selectFrom('library_uploads').select('id').where('created_at', '<', new Date(d.now.getTime() - DAY_MS)).limit(100).execute();
  for (const s of stale) await dropSession(d, s.id);
  return stale.length;
}

async function receivedParts(d: LibraryDeps, uploadId: string): Promise<{ part_number: number; size: number }[]> {
  const rows = await d.db.selectFrom('library_upload_parts').select(['part_number', 'size']).where('upload_id', '=', uploadId).orderBy('part_number').execute();
  return rows.map((r) => ({ part_number: r.part_number, size: Number(r.size) }));
}

/** One part of a part upload; the final part answers the asset. */
export async function partUpload(d: LibraryDeps, access: TreeAccess, request: Request): Promise<PartAnswer> {
  const { fields, file } = await receiveUpload(request, d.dataDir, 'file_part');
  try {
    const parsed = uploadPartFieldsSchema.safeParse(fields);
    if (!parsed.success) throw fromZodError(parsed.error, 'body');
    const f = parsed.data;
    const userId = access.user!.id;
    let uploadId = f.upload_id;
    if (uploadId) {
      const session = await d.db.selectFrom('library_uploads').select(['id', 'finishing']).where('id', '=', uploadId).where('tree_id', '=', access.tree.id).where('user_id', '=', userId).executeTakeFirst();
      if (!session) throw notFound('Upload not found: it may have expired. Start the upload again.');
      if (session.finishing) throw conflict(FINISHING, { upload_id: [FINISHING] });
    } else {
      // The file's type is known from its first part: refused here rather than after the last.
      if (f.part_number === 1) checkUpload(f.file_name, file.head, 'file_part');
      else if (!kindOfFilename(f.file_name)) throw badRequest(`"${f.file_name}" is not a file the library takes.`, { file_name: ['Not a file the library takes.'] });
      const tags = parseTagsData(f.tags_data);
      await requirePersonsOfTree(d.db, access.tree.id, tags.persons);
      await dropStaleSessions(d);
      uploadId = randomUUID();
      await d.db
        .insertInto('library_uploads')
        .values({ id: uploadId, tree_id: access.tree.id, user_id: userId, file_name: f.file_name, total_size: f.total_size, tags_data: JSON.stringify(tags), source: f.source || 'library', created_at: d.now })
        .execute();
    }
    await d.store.put(partKey(uploadId, f.part_number), { path: file.path }, 'application/octet-stream');
    await d.db
      .insertInto('library_upload_parts')
      .values({ upload_id: uploadId, part_number: f.part_number, size: file.size })
      .onConflict((oc) => oc.columns(['upload_id', 'part_number']).doUpdateSet({ size: file.size }))
      .execute();
    const parts = await receivedParts(d, uploadId);
    const received = parts.reduce((sum, p) => sum + p.size, 0);
    if (received > MAX_UPLOAD_BYTES) {
      await dropSession(d, uploadId);
      throw tooLarge(TOO_LARGE);
    }
    const answer: PartAnswer = { upload_id: uploadId, asset_id: null, received_parts: parts.map((p) => p.part_number), received_bytes: received };
    if (!f.is_final) return answer;
    const asset = await finishUpload(d, access, uploadId, f.part_number, parts);
    return { ...answer, asset_id: asset.id, asset };
  } finally {
    await rm(file.path, { force: true });
  }
}

/**
 * Ends an upload at its final part `last`: every part before it must have arrived and they must add
 * up to total_size; the session is claimed (a retried final part meanwhile gets 409), joined into the
 * asset and dropped, or released again when joining fails.
 */
async function finishUpload(d: LibraryDeps, access: TreeAccess, uploadId: string, last: number, parts: { part_number: number; size: number }[]): Promise<AssetRow> {
  const byNumber = new Map(parts.map((p) => [p.part_number, p.size]));
  for (let n = 1; n <= last; n++) {
    if (!byNumber.has(n)) throw badRequest(`Part ${n} of ${last} has not arrived.`, { part_number: [`Part ${n} of ${last} has not arrived.`] });
  }
  const session = await d.db.selectFrom('library_uploads').selectAll().where('id', '=', uploadId).executeTakeFirstOrThrow();
  let size = 0;
  for (let n = 1; n <= last; n++) size += byNumber.get(n)!;
  if (size !== Number(session.total_size)) {
    const message = `The parts hold ${size} bytes, not the ${session.total_size} of total_size.`;
    throw badRequest(message, { total_size: [message] });
  }
  const claimed = await d.db.updateTable('library_uploads').set({ finishing: true }).where('id', '=', uploadId).where('finishing', '=', false).returning('id').executeTakeFirst();
  if (!claimed) throw conflict(FINISHING, { upload_id: [FINISHING] });
  try {
    const asset = await joinParts(d, access, session, last, size);
    await dropSession(d, uploadId);
    return asset;
  } catch (err) {
    await d.db.updateTable('library_uploads').set({ finishing: false }).where('id', '=', uploadId).execute();
    throw err;
  }
}

/** Joins parts 1..last into one local file, streamed part by part, and makes it the asset. */
async function joinParts(d: LibraryDeps, access: TreeAccess, session: Selectable<LibraryUploadsTable>, last: number, size: number): Promise<AssetRow> {
  const uploadId = session.id;
  await mkdir(uploadDir(d.dataDir), { recursive: true });
  const path = join(uploadDir(d.dataDir), `${randomUUID()}.part`);
  const heads: Buffer[] = [];
  let headBytes = 0;
  const out = createWriteStream(path);
  try {
    for (let n = 1; n <= last; n++) {
      const part = await d.store.get(partKey(uploadId, n));
      if (!part) throw badRequest(`Part ${n} of ${last} has not arrived.`, { part_number: [`Part ${n} of ${last} has not arrived.`] });
      if (headBytes < 512) {
        part.body.on('data', (chunk: Buffer) => {
          if (headBytes < 512) heads.push(chunk.subarray(0, 512 - headBytes));
          headBytes += chunk.length;
        });
      }
      await pipeline(part.body, out, { end: n === last });
    }
  } catch (err) {
    out.destroy();
    await rm(path, { force: true });
    throw err;
  }
  return createAsset(d, {
    treeId: access.tree.id,
    userId: session.user_id,
    file: { path, name: session.file_name, size, head: new Uint8Array(Buffer.concat(heads)) },
    tags: session.tags_data as TagsData,
    source: session.source,
    field: 'file_part',
  });
}
