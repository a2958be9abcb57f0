/**
 * The rules of the library: who may read or change an asset, making an asset from an uploaded file
 * (checked, measured, stored, then recorded: nothing is kept when a step fails), patching its tags,
 * rotating, deleting it with its stored files (a person whose profile picture it was loses it).
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tagsDataSchema, type AssetKind, type AssetPatch, type TagsData } from '../../../protocol/library';
import type { Db } from '../../db/database';
import type { AuthUser } from '../../deps';
import type { FileStore } from '../../files/store';
import { badRequest, notFound } from '../../http/errors';
import { isUuid, requireWrite, treeAccess, type TreeAccess } from '../trees/access';
import { checkUpload } from '../../files/sniff';
import { assetColumns, originalKey, type AssetRow } from './present';
import { viewerOf, type Viewer } from './queries';
import { assetSearchText, eventSort } from './searchText';
/** An image's upright width and height. */
export interface ImageSize {
  width: number;
  height: number;
}

/** Everything a library call needs from outside: the database, the store, the clock, image measuring. */
export interface LibraryDeps {
  db: Db;
  store: FileStore;
  now: Date;
  dataDir: string;
  imageSize: (path: string, name: string, field: string) => Promise<ImageSize>;
}

/** The persons of a tree among `ids`, or 400 naming `field` (a person of another tree is not one). */
export async function requirePersonsOfTree(db: Db, treeId: string, ids: string[], field = 'persons'): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const bad = wanted.find((id) => !isUuid(id));
  const found = bad ? [] : await db.selectFrom('persons').select('id').where('tree_id', '=', treeId).where('id', 'in', wanted).execute();
  if (bad || found.length !== wanted.length) {
    const missing = bad ?? wanted.find((id) => !found.some((r) => r.id === id))!;
    throw badRequest(`Person ${missing} is not a person of this family tree.`, { [field]: ['Only persons of this family tree can be tagged.'] });
  }
  return wanted;
}

/** An asset and the caller's access to its tree; 404 when the caller may not see it (a visitor: an asset of living persons only). */
export async function assetAccess(db: Db, assetId: string, user: AuthUser | null, now: Date): Promise<{ row: AssetRow; access: TreeAccess; viewer: Viewer }> {
  if (!isUuid(assetId)) throw notFound('File not found.');
  const row = await db.selectFrom('library_assets').select(assetColumns).where('id', '=', assetId).executeTakeFirst();
  if (!row) throw notFound('File not found.');
  const access = await treeAccess(db, row.tree_id, user).catch(() => {
    throw notFound('File not found.');
  });
  const viewer = await viewerOf(db, access, now);
  if (!viewer.isMember && viewer.living.length) {
    const tags = await db.selectFrom('library_asset_persons').select('person_id').where('asset_id', '=', assetId).execute();
    if (tags.length > 0 && tags.every((t) => viewer.living.includes(t.person_id))) throw notFound('File not found.');
  }
  return { row, access, viewer };
}

export interface NewAssetFile {
  /** A local file the caller owns: it is removed whatever happens. */
  path: string;
  name: string;
  size: number;
  head: Uint8Array;
}

export interface NewAsset {
  treeId: string;
  userId: string;
  file: NewAssetFile;
  tags: TagsData;
  source: string;
  /** The multipart field the file came in, named in errors. */
  field: string;
  /** The kinds taken (a profile picture: images only); any by default. */
  kinds?: AssetKind[];
}

/**
 * Checks the file (type by name and content, an image's size), stores it and records the asset with
 * its tags. The local file is removed in every case; when recording fails, the stored copy goes too.
 */
export async function createAsset(d: LibraryDeps, a: NewAsset): Promise<AssetRow> {
  const id = randomUUID();
  const key = originalKey(a.treeId, id);
  let stored = false;
  try {
    const { kind, contentType } = checkUpload(a.file.name, a.file.head, a.field);
    if (a.kinds && !a.kinds.includes(kind)) throw badRequest(`"${a.file.name}" is not an image.`, { [a.field]: ['Choose an image.'] });
    const persons = await requirePersonsOfTree(d.db, a.treeId, a.tags.persons);
    const size = kind === 'image' ? await d.imageSize(a.file.path, a.file.name, a.field) : null;
    await d.store.put(key, { path: a.file.path }, contentType);
    stored = true;
    const location = a.tags.location_tag;
    return await d.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('library_assets')
        .values({
          id,
          tree_id: a.treeId,
          storage_key: key,
          filename: a.file.name,
          content_type: contentType,
          kind,
          size: a.file.size,
          width: size?.width ?? null,
          height: size?.height ?? null,
          event_date: a.tags.event_date ? JSON.stringify(a.tags.event_date) : null,
          event_sort: eventSort(a.tags.event_date),
          location_place_id: location?.place_id ?? null,
          location_name: location?.name ?? null,
          description: a.tags.description,
          source: a.source,
          search_text: assetSearchText({ filename: a.file.name, description: a.tags.description, location_name: location?.name ?? null }),
          created_by: a.userId,
          created_at: d.now,
          updated_at: d.now,
        })
        .returning(assetColumns)
        .executeTakeFirstOrThrow();
      if (persons.length) await trx.insertInto('library_asset_persons').values(persons.map((person_id) => ({ asset_id: id, person_id }))).execute();
      return row;
    });
  } catch (err) {
    if (stored) await d.store.deletePrefix(`library/${a.treeId}/${id}`);
    throw err;
  } finally {
    await rm(a.file.path, { force: true });
  }
}

/** Parses an upload's tags_data field (JSON), 400 naming tags_data when it is not what tagsDataSchema says. */
export function parseTagsData(raw: string | undefined): TagsData {
  let value: unknown = {};
  if (raw && raw.trim()) {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest('tags_data is not valid JSON.', { tags_data: ['Not valid JSON.'] });
    }
  }
  const parsed = tagsDataSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = `${['tags_data', ...issue.path.map(String)].join('.')}: ${issue.message}`;
    throw badRequest(message, { tags_data: [message] });
  }
  return parsed.data;
}

export async function patchAsset(db: Db, row: AssetRow, access: TreeAccess, patch: AssetPatch, now: Date): Promise<AssetRow> {
  requireWrite(access);
  const persons = patch.persons ? await requirePersonsOfTree(db, row.tree_id, patch.persons) : null;
  const filename = patch.filename ?? row.filename;
  const description = patch.description ?? row.description;
  const location = patch.location_tag !== undefined ? patch.location_tag : row.location_name ? { place_id: row.location_place_id, name: row.location_name } : null;
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('library_assets')
      .set({
        filename,
        description,
        location_place_id: location?.place_id ?? null,
        location_name: location?.name ?? null,
        search_text: assetSearchText({ filename, description, location_name: location?.name ?? null }),
        ...(patch.event_date !== undefined ? { event_date: patch.event_date ? JSON.stringify(patch.event_date) : null, event_sort: eventSort(patch.event_date) } : {}),
        updated_at: now,
      })
      .where('id', '=', row.id)
      .returning(assetColumns)
      .executeTakeFirstOrThrow();
    if (persons) {
      await trx.deleteFrom('library_asset_persons').where('asset_id', '=', row.id).execute();
      if (persons.length) await trx.insertInto('library_asset_persons').values(persons.map((person_id) => ({ asset_id: row.id, person_id }))).execute();
    }
    return updated;
  });
}

/** Turns an image by a quarter turn or a half; the persons whose picture it is get their cards redrawn. */
export async function rotateAsset(db: Db, row: AssetRow, access: TreeAccess, by: number, now: Date): Promise<AssetRow> {
  requireWrite(access);
  if (row.kind !== 'image') throw badRequest('Only images can be rotated.', { angle: ['Only images can be rotated.'] });
  const angle = (((row.angle + by) % 360) + 360) % 360;
  return db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('library_assets').set({ angle, updated_at: now }).where('id', '=', row.id).returning(assetColumns).executeTakeFirstOrThrow();
    await trx.updateTable('persons').set({ updated_at: now }).where('profile_picture', '=', row.id).execute();
    return updated;
  });
}

/** Deletes the asset (its tags, and any profile picture it was, in the same transaction), then its stored files. */
export async function deleteAsset(db: Db, store: FileStore, row: AssetRow, access: TreeAccess): Promise<void> {
  requireWrite(access);
  await db.deleteFrom('library_assets').where('id', '=', row.id).execute();
  await store.deletePrefix(`library/${row.tree_id}/${row.id}`);
  await store.deletePrefix(`derived/library/${row.tree_id}/${row.id}`);
}
