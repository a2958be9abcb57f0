/**
 * Asset rows as the API sends them: signed, expiring URLs of the original and (for images) of the
 * thumbnail at the asset's angle, the tagged persons (living ones as 'Living' to non-members), its
 * place, and the persons whose profile picture it is.
 */
import type { Selectable } from 'kysely';
import { angleSchema, type Asset, type AssetPersonTag } from '../../../protocol/library';
import { fullName, namesZh } from '../../../protocol/names';
import type { Db } from '../../db/database';
import type { LibraryAssetsTable } from '../../db/schema';
import { fileUrlSecret, originalUrl, thumbnailUrl, urlExpiry } from '../../files/urls';
import { LIVING_NAME } from '../../tree/redact';
import { livingAmong } from '../persons/present';

export type AssetRow = Selectable<LibraryAssetsTable>;

export const assetColumns = [
  'id', 'tree_id', 'storage_key', 'filename', 'content_type', 'kind', 'size', 'width', 'height', 'angle', 'event_date', 'event_sort',
  'location_place_id', 'location_name', 'description', 'source', 'search_text', 'created_by', 'created_at', 'updated_at',
] as const;

/** Where an asset's original is kept in the file store. */
export const originalKey = (treeId: string, assetId: string) => `library/${treeId}/${assetId}/original`;

export interface Presenter {
  db: Db;
  dataDir: string;
  now: Date;
  /** Members see living persons in full; others see them as 'Living'. */
  isMember: boolean;
}

/** A thumbnail URL of an image asset at this width (the card's picture, a grid tile). */
export function assetThumbnailUrl(dataDir: string, row: Pick<AssetRow, 'storage_key' | 'angle'>, now: Date, width?: number): string {
  return thumbnailUrl(fileUrlSecret(dataDir), row.storage_key, row.angle, now, width);
}

export function assetOriginalUrl(dataDir: string, row: Pick<AssetRow, 'storage_key' | 'filename' | 'content_type'>, now: Date) {
  return originalUrl(fileUrlSecret(dataDir), row.storage_key, row.filename, row.content_type, now);
}

export async function presentAssets(p: Presenter, rows: AssetRow[]): Promise<Asset[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [tags, pictures] = await Promise.all([
    p.db
      .selectFrom('library_asset_persons')
      .innerJoin('persons', 'persons.id', 'library_asset_persons.person_id')
      .select(['library_asset_persons.asset_id', 'persons.id', 'persons.first_names', 'persons.surnames', 'persons.birth_date', 'persons.death_date', 'persons.is_deceased'])
      .where('library_asset_persons.asset_id', 'in', ids)
      .orderBy('persons.birth_sort')
      .orderBy('persons.id')
      .execute(),
    p.db.selectFrom('persons').select(['id', 'profile_picture', 'birth_date', 'death_date', 'is_deceased']).where('profile_picture', 'in', ids).execute(),
  ]);
  const everyone = [...new Map([...tags, ...pictures].map((t) => [t.id, t])).values()];
  const living = p.isMember ? new Set<string>() : await livingAmong(p.db, everyone, p.now);
  const tagsOf = new Map<string, AssetPersonTag[]>();
  for (const t of tags) {
    const tag = living.has(t.id) ? { object_id: t.id, full_name: LIVING_NAME, names_zh: '' } : { object_id: t.id, full_name: fullName(t), names_zh: namesZh(t) };
    tagsOf.set(t.asset_id, [...(tagsOf.get(t.asset_id) ?? []), tag]);
  }
  const picturesOf = new Map<string, string[]>();
  for (const r of pictures) if (!living.has(r.id)) picturesOf.set(r.profile_picture!, [...(picturesOf.get(r.profile_picture!) ?? []), r.id]);
  const expires = urlExpiry(p.now).toISOString();
  return rows.map((r) => ({
    object_id: r.id,
    family_tree_id: r.tree_id,
    attachment: assetOriginalUrl(p.dataDir, r, p.now).url,
    thumbnail_url: r.kind === 'image' ? assetThumbnailUrl(p.dataDir, r, p.now) : null,
    url_expires_at: expires,
    filename: r.filename,
    content_type: r.content_type,
    kind: r.kind,
    size: Number(r.size),
    width: r.width,
    height: r.height,
    angle: angleSchema.parse(r.angle),
    tags: {
      persons: tagsOf.get(r.id) ?? [],
      locations: r.location_name ? [{ place_id: r.location_place_id, name: r.location_name }] : [],
    },
    event_date: r.event_date,
    location_tag: r.location_name,
    description: r.description,
    source: r.source,
    profile_picture_of: picturesOf.get(r.id) ?? [],
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  }));
}

export async function presentAsset(p: Presenter, row: AssetRow): Promise<Asset> {
  return (await presentAssets(p, [row]))[0];
}
