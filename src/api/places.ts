/** Gazetteer calls (platform.md section 7, Places) and the tree's place autocomplete, typed with src/protocol/places.ts. */
import { z } from 'zod';
import {
  commonPlaceListSchema,
  placeDetailSchema,
  placeListSchema,
  placeSavedLocationSchema,
  type CommonPlaceList,
  type PlaceDetail,
  type PlaceList,
  type PlaceSavedLocation,
} from '../protocol/places';
import { ApiError, call } from './client';

export interface PlaceSearchParams {
  q?: string;
  level?: number;
  root?: string;
  limit?: number;
  offset?: number;
}

/** Places matching q (any script, pinyin, old names, family spellings), or without q the provinces or the places under root. */
export function searchPlaces(params: PlaceSearchParams): Promise<PlaceList> {
  return call('GET', 'place/search/', placeListSchema, { searchParams: { ...params }, ac: 'place-search' });
}

/** One place with its ancestors and a page of its children. */
export function fetchPlace(id: string, page: { limit?: number; offset?: number } = {}): Promise<PlaceDetail> {
  return call('GET', `place/${encodeURIComponent(id)}/`, placeDetailSchema, { searchParams: page, ac: 'place-detail' });
}

/** The place, or null when there is no place of that id (404) or the id is malformed (400). */
export async function fetchPlaceOrNull(id: string, page: { limit?: number; offset?: number } = {}): Promise<PlaceDetail | null> {
  try {
    return await fetchPlace(id, page);
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

/** The qiaoxiang counties, in display order. */
export function fetchCommonPlaces(): Promise<CommonPlaceList> {
  return call('GET', 'place/common/', commonPlaceListSchema);
}

export const treeLocationSchema = z.object({ location: z.string(), count: z.number(), place_id: z.string().optional() });
export type TreeLocation = z.infer<typeof treeLocationSchema>;

/** Place suggestions for a place field of a tree: the tree's own places first, then the gazetteer's. */
export async function fetchTreeLocations(treeId: string, q: string): Promise<TreeLocation[]> {
  const res = await call('GET', `familytree/${encodeURIComponent(treeId)}/locations/`, z.object({ objects: z.array(treeLocationSchema) }), { searchParams: { q }, ac: `tree-locations` });
  return res.objects;
}

/** Marks where a place lies for the signed-in member ("lat, lng" or {lat, lng}); bad fields come back in the thrown ApiError. */
export function saveLocation(id: string, location: string | { lat: number; lng: number }): Promise<PlaceSavedLocation> {
  return call('POST', `place/${encodeURIComponent(id)}/save-location/`, placeSavedLocationSchema, { json: { location } });
}
