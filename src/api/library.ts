/**
 * Library calls (tree-workspace.md section 7): a tree's assets with filters and counts, the filters'
 * options, one asset (get, patch, delete, rotate, signed URL), a person's photos and profile picture,
 * and the member's photos across trees. Uploads with progress are in libraryUpload.ts.
 */
import { z } from 'zod';
import { listMetaSchema } from '../protocol/common';
import {
  assetSchema,
  assetUrlSchema,
  libraryListSchema,
  profilePictureAnswerSchema,
  searchOptionsSchema,
  LIBRARY_PAGE_SIZE,
  PERSON_FILES_PAGE_SIZE,
  type AssetKind,
  type AssetPatch,
  type libraryOrders,
} from '../protocol/library';
import { call } from './client';

export type LibraryOrder = (typeof libraryOrders)[number];

/** The library page's filters as the client holds them (lists, not the wire's comma strings). */
export interface LibraryFilters {
  kind?: AssetKind;
  /** Only assets with no person and no place. */
  untagged?: boolean;
  persons?: string[];
  /** Place ids or names. */
  locations?: string[];
  search?: string;
  order_by?: LibraryOrder;
}

/** The query string of a library page: empty filters are left out, lists travel comma-separated. */
export function libraryParams(filters: LibraryFilters, offset = 0, limit = LIBRARY_PAGE_SIZE): Record<string, string | number | undefined> {
  const list = (v?: string[]) => (v && v.length ? v.join(',') : undefined);
  return {
    limit,
    offset,
    kind: filters.kind,
    persons: list(filters.persons),
    location__in: list(filters.locations),
    persons__isnull: filters.untagged ? 'true' : undefined,
    location__isnull: filters.untagged ? 'true' : undefined,
    search: filters.search?.trim() || undefined,
    order_by: filters.order_by && filters.order_by !== '-updated_at' ? filters.order_by : undefined,
  };
}

const treePath = (treeId: string, rest: string) => `familytree/${encodeURIComponent(treeId)}/${rest}`;
const assetPath = (id: string, rest = '') => `asset/${encodeURIComponent(id)}/${rest}`;
const personPath = (id: string, rest: string) => `person/${encodeURIComponent(id)}/${rest}`;

/** A page of assets without counts (person photos, the member's photos). */
export const assetPageSchema = z.object({ objects: z.array(assetSchema), meta: listMetaSchema.optional() });

export const libraryApi = {
  /** (ac): a new filter or page replaces a load still on its way. */
  list: (treeId: string, filters: LibraryFilters, offset = 0) =>
    call('GET', treePath(treeId, 'library/'), libraryListSchema, { searchParams: libraryParams(filters, offset), ac: 'library.list' }),
  searchOptions: (treeId: string, q = '', which: { persons?: boolean; locations?: boolean } = {}) =>
    call('GET', treePath(treeId, 'library/search-options/'), searchOptionsSchema, {
      searchParams: { q, persons: which.persons ?? true, locations: which.locations ?? true },
      ac: `library.search-options.${which.persons === false ? 'places' : which.locations === false ? 'persons' : 'all'}`,
    }),
  get: (assetId: string) => call('GET', assetPath(assetId), assetSchema),
  patch: (assetId: string, patch: AssetPatch) => call('PATCH', assetPath(assetId), assetSchema, { json: patch }),
  remove: (assetId: string) => call('DELETE', assetPath(assetId), z.unknown()),
  /** A quarter turn, clockwise positive. */
  rotate: (assetId: string, angle: 90 | -90 | 180 | 270) => call('POST', assetPath(assetId, 'rotate/'), assetSchema, { json: { angle } }),
  /** A fresh signed URL of the original file. */
  getUrl: (assetId: string) => call('GET', assetPath(assetId, 'get-url/'), assetUrlSchema),
  personPhotos: (personId: string, offset = 0, limit = PERSON_FILES_PAGE_SIZE) =>
    call('GET', personPath(personId, 'photos/'), assetPageSchema, { searchParams: { offset, limit } }),
  /** Makes an asset of the person's tree their profile picture; null clears it. */
  setProfilePicture: (personId: string, assetId: string | null) =>
    call('POST', personPath(personId, 'profile-picture/'), profilePictureAnswerSchema, { json: { asset_id: assetId } }),
  /** The photos of the member's trees (familytree/photos/). */
  myPhotos: (offset = 0, limit = LIBRARY_PAGE_SIZE) => call('GET', 'familytree/photos/', assetPageSchema, { searchParams: { offset, limit } }),
};
