/** How an asset shows: its thumbnail at a width, its kind in words, its page, its date and size. */
import { formatDate } from '../../protocol/dates';
import type { Asset, AssetKind } from '../../protocol/library';

/** Thumbnail width of the grid: two device pixels for a cell of about 160 px. */
export const GRID_THUMB_WIDTH = 320;

/** The image service URL at another width (the signed token stays; width is a plain parameter). */
export function atWidth(url: string, width: number): string {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('width', String(width));
  return `${path}?${params.toString()}`;
}

export const KIND_LABEL: Record<AssetKind, string> = { image: 'Photo', video: 'Video', audio: 'Audio', genealogy: 'GEDCOM file' };

/** A tagged person's name: the server's full name, with the Chinese name when it is not in it already. */
export function tagName(p: { full_name: string; names_zh: string }): string {
  if (!p.names_zh || p.full_name.includes(p.names_zh)) return p.full_name || p.names_zh || 'Unnamed person';
  return `${p.full_name} ${p.names_zh}`.trim();
}

export const assetHref = (assetId: string) => `/library/file/${encodeURIComponent(assetId)}`;
export const libraryHref = (treeId: string) => `/familytree/${encodeURIComponent(treeId)}/library`;
export const uploadHref = (treeId: string) => `/familytree/${encodeURIComponent(treeId)}/library/upload`;

export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A short line under a thumbnail: the event date, else the place, else nothing. */
export function assetCaption(asset: Asset): string {
  return [formatDate(asset.event_date), asset.location_tag].filter(Boolean).join(' · ');
}
