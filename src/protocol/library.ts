/**
 * The media library of a family tree: photos, documents, audio and video, tagged with the tree's persons
 * and a place; person photos and profile pictures; single and resumable part uploads. Shared by the
 * server's library module and the library pages.
 */
import { z } from 'zod';
import { listMetaSchema } from './common';
import { dateValueSchema } from './person';

/** Library page size; person files page size (ordered by -created_at). */
export const LIBRARY_PAGE_SIZE = 40;
export const PERSON_FILES_PAGE_SIZE = 40;
/** The largest file accepted, by any upload path. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
/** The size of a part the upload page sends (the last part may be smaller). */
export const UPLOAD_PART_BYTES = 8 * 1024 * 1024;
/** Default width of a preview (the asset viewer) and default image quality (1–10, 10 the best). */
export const DEFAULT_PREVIEW_WIDTH = 1024;
export const DEFAULT_IMAGE_QUALITY = 10;

/** Accepted files by kind, by extension (the content is checked too). */
export const ACCEPTED_EXTENSIONS = {
  image: ['jpg', 'jpe', 'jpeg', 'png', 'jfif', 'gif', 'svg', 'bmp'],
  video: ['mp4', 'webm', 'ogg', 'ogv', 'mov', 'avi', 'wmv', 'flv', '3gp', 'mkv'],
  audio: ['mp3', 'wav', 'ogg', 'flac', 'aac', 'wma', 'm4a', 'aiff', 'ape', 'alac'],
  genealogy: ['ged', 'gdz'],
} as const;
export const assetKinds = ['image', 'video', 'audio', 'genealogy'] as const;
export type AssetKind = (typeof assetKinds)[number];

/** A file name's kind, or null when the library does not take it ('.ogg' is read as audio unless its content is video). */
export function kindOfFilename(name: string): AssetKind | null {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  for (const kind of ['image', 'audio', 'video', 'genealogy'] as const) if ((ACCEPTED_EXTENSIONS[kind] as readonly string[]).includes(ext)) return kind;
  return null;
}

/** A person shown in an asset (living persons appear as 'Living' to non-members, as everywhere). */
export const assetPersonTagSchema = z.object({ object_id: z.string(), full_name: z.string(), names_zh: z.string() });
export type AssetPersonTag = z.infer<typeof assetPersonTagSchema>;

/** The place of an asset: a gazetteer place (place_id) or free text (place_id null). */
export const assetLocationSchema = z.object({
  place_id: z.string().max(40).nullable().default(null),
  name: z.string().trim().min(1).max(300),
});
export type AssetLocation = z.infer<typeof assetLocationSchema>;

export const angleSchema = z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]);

/** A library asset as the API sends it. URLs are signed and expire (see url_expires_at). */
export const assetSchema = z.object({
  object_id: z.string(),
  family_tree_id: z.string(),
  /** The original file (signed URL, served with range requests). */
  attachment: z.string(),
  /** A WebP thumbnail at the token-bearing path ending in thumbnail.webp; null for non-images. */
  thumbnail_url: z.string().nullable(),
  url_expires_at: z.string(),
  filename: z.string(),
  content_type: z.string(),
  kind: z.enum(assetKinds),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Clockwise quarter turns applied on top of the EXIF orientation. */
  angle: angleSchema,
  tags: z.object({ persons: z.array(assetPersonTagSchema), locations: z.array(assetLocationSchema) }),
  event_date: dateValueSchema.nullable(),
  /** Display text of the asset's place, or null. */
  location_tag: z.string().nullable(),
  description: z.string(),
  /** Where the file came from: 'library', 'person', 'profile-picture', 'image-to-text', 'gedzip' … */
  source: z.string(),
  /** Persons whose profile picture this asset is. */
  profile_picture_of: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Asset = z.infer<typeof assetSchema>;

/** How many assets a tree has, returned with lists; the library's filter chips show them. */
export const libraryCountsSchema = z.object({
  all: z.number().int(),
  image: z.number().int(),
  video: z.number().int(),
  audio: z.number().int(),
  genealogy: z.number().int(),
  untagged: z.number().int(),
});
export type LibraryCounts = z.infer<typeof libraryCountsSchema>;

export const libraryListSchema = z.object({ objects: z.array(assetSchema), meta: listMetaSchema, counts: libraryCountsSchema });
export type LibraryList = z.infer<typeof libraryListSchema>;

export const libraryOrders = ['updated_at', '-updated_at', 'created_at', '-created_at', 'filename', '-filename', 'event_date', '-event_date'] as const;

const boolParam = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const commaList = z.string().max(4000).transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean));

/** GET familytree/{id}/library/ */
export const libraryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(LIBRARY_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  /** Place ids or place names (comma-separated). */
  location__in: commaList.optional(),
  location__isnull: boolParam.optional(),
  /** Person ids (comma-separated): assets showing any of them. */
  persons: commaList.optional(),
  persons__isnull: boolParam.optional(),
  search: z.string().trim().max(200).optional(),
  kind: z.enum(assetKinds).optional(),
  order_by: z.enum(libraryOrders).default('-updated_at'),
});
export type LibraryQuery = z.infer<typeof libraryQuerySchema>;

/** GET familytree/{id}/library/search-options/: the persons and places the library's filters offer. */
export const searchOptionsQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  persons: boolParam.default(true),
  locations: boolParam.default(true),
});
export const searchOptionsSchema = z.object({
  persons: z.array(assetPersonTagSchema.extend({ count: z.number().int() })),
  locations: z.array(assetLocationSchema.extend({ count: z.number().int() })),
});
export type SearchOptions = z.infer<typeof searchOptionsSchema>;

/** tags_data of an upload (JSON in the multipart form). */
export const tagsDataSchema = z
  .object({
    persons: z.array(z.string().uuid()).max(200).default([]),
    location_tag: assetLocationSchema.nullable().default(null),
    event_date: dateValueSchema.nullable().default(null),
    description: z.string().max(10_000).default(''),
  })
  .strict();
export type TagsData = z.infer<typeof tagsDataSchema>;

/** PATCH asset/{id}/ */
export const assetPatchSchema = z
  .object({
    event_date: dateValueSchema.nullable(),
    location_tag: assetLocationSchema.nullable(),
    description: z.string().max(10_000),
    persons: z.array(z.string().uuid()).max(200),
    filename: z.string().trim().min(1).max(255),
  })
  .partial()
  .strict();
export type AssetPatch = z.infer<typeof assetPatchSchema>;

/** POST asset/{id}/rotate/: a quarter turn (clockwise positive) added to the asset's angle. */
export const rotateSchema = z.object({ angle: z.union([z.literal(90), z.literal(-90), z.literal(180), z.literal(270)]) }).strict();

/** GET asset/{id}/get-url/ */
export const assetUrlSchema = z.object({ url: z.string(), expires_at: z.string() });

/**
 * The text fields of a part upload (POST familytree/{id}/library/upload-part/, multipart with the
 * bytes in file_part). The first part comes without upload_id and the answer names it; parts are
 * numbered from 1; sending a part again replaces it; the part with is_final=true ends the upload once
 * every part before it has arrived (a missing part is named in the error).
 */
export const uploadPartFieldsSchema = z.object({
  upload_id: z.string().uuid().optional(),
  file_name: z.string().trim().min(1).max(255),
  part_number: z.coerce.number().int().min(1).max(10_000),
  is_final: boolParam.default(false),
  total_size: z.coerce.number().int().min(1).max(MAX_UPLOAD_BYTES),
  /** JSON tags of the asset the upload becomes (as tags_data of a single upload). */
  tags_data: z.string().max(64 * 1024).optional(),
  source: z.string().trim().max(60).optional(),
  /** Kept for the spec's field list: an asset to attach the file to, a client key, and the client's part sizes (JSON). */
  asset_id: z.string().uuid().optional(),
  file_key: z.string().max(200).optional(),
  parts_info: z.string().max(64 * 1024).optional(),
});
export const uploadPartAnswerSchema = z.object({
  upload_id: z.string(),
  asset_id: z.string().nullable(),
  received_parts: z.array(z.number().int()),
  received_bytes: z.number().int(),
  asset: assetSchema.optional(),
});
export type UploadPartAnswer = z.infer<typeof uploadPartAnswerSchema>;

/** POST person/{id}/profile-picture/ as JSON (an asset of the same tree; null clears it); a file may be sent instead as multipart `attachment`. */
export const profilePictureSchema = z.object({ asset_id: z.string().uuid().nullable() }).strict();
export const profilePictureAnswerSchema = z.object({ profile_picture: z.string().nullable(), photo_url: z.string().nullable(), asset: assetSchema.nullable() });
