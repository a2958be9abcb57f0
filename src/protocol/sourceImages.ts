/**
 * Scanned images of record sources (platform.md 3 Source, 7 Sources; issue 22). Each image of a source
 * has its number (its priority, 1 first), a stable id, its links and its OCR text with one box per
 * character. A source that is invalid, or pending (to all but staff), shows no images.
 *
 * - GET sources/:id/image/?imageNumber=N → SourceImage
 * - GET sources/:id/image-preview/?imageNumber=N&width&quality → SourceImagePreview (image service link;
 *   width 1024 and quality 10 unless asked)
 * - GET sources/:id/image-ocr/?imageNumber=N&ocrType=full|text → SourceImageOcr (no reading yet, or a
 *   failed one: empty text)
 * - GET sources/:id/image-search-preview/?q= → the source's images holding q, each with matches_vertices
 * - GET source-image/search/?q=&offset=&limit= → a page (10) of images of all sources holding q
 * - POST source-image/bulk-remove/ {image_ids} → {removed} (staff; one transaction)
 * An image number outside 1..image_count: 404. Text is matched as zupu pages are: either Chinese
 * script, any letter case, spaces ignored.
 */
import { z } from 'zod';
import { listMetaSchema } from './common';
import { DEFAULT_IMAGE_QUALITY, DEFAULT_PREVIEW_WIDTH } from './library';
import { matchesVerticesSchema } from './zupus';

export const SOURCE_IMAGE_PAGE_SIZE = 10;

const imageNumber = z.coerce.number().int().min(1).max(100_000);
const q = z.string().trim().min(1).max(100);

export const sourceImageQuerySchema = z.object({ imageNumber });
export const sourceImagePreviewQuerySchema = z.object({
  imageNumber,
  width: z.coerce.number().int().min(16).max(2048).default(DEFAULT_PREVIEW_WIDTH),
  quality: z.coerce.number().int().min(1).max(10).default(DEFAULT_IMAGE_QUALITY),
});
/** ocrType full: text and boxes; text: the text alone. */
export const sourceImageOcrQuerySchema = z.object({ imageNumber, ocrType: z.enum(['full', 'text']).default('full') });
export const sourceImageSearchPreviewQuerySchema = z.object({ q });
export const sourceImageSearchQuerySchema = z.object({
  q,
  limit: z.coerce.number().int().min(1).max(SOURCE_IMAGE_PAGE_SIZE, `At most ${SOURCE_IMAGE_PAGE_SIZE} a page.`).default(SOURCE_IMAGE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const sourceImageBulkRemoveSchema = z.object({
  image_ids: z
    .array(z.string(), { message: 'A list of image ids.' })
    .min(1, 'Give at least one image id.')
    .max(1000, 'At most 1,000 image ids at once.')
    .refine((ids) => ids.every((id) => UUID.test(id)), 'Each image id is a UUID.'),
});


/** A page image of a source; priority is its image number and previewSrc its preview_url (platform.md 3 Source). */
export const sourceImageSchema = z.object({
  id: z.string(),
  source_id: z.string(),
  image_number: z.number().int(),
  priority: z.number().int(),
  previewSrc: z.string(),
  /** How many images the source has (image numbers run 1..image_count). */
  image_count: z.number().int(),
  url: z.string(),
  preview_url: z.string(),
  thumbnail_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  ocr_status: z.enum(['pending', 'done', 'failed']),
});
export type SourceImage = z.infer<typeof sourceImageSchema>;

export const sourceImagePreviewSchema = z.object({ source_id: z.string(), image_number: z.number().int(), url: z.string(), width: z.number().int(), height: z.number().int() });
export type SourceImagePreview = z.infer<typeof sourceImagePreviewSchema>;

export const sourceImageOcrSchema = z.object({
  source_id: z.string(),
  image_number: z.number().int(),
  status: z.enum(['pending', 'done', 'failed']),
  text: z.string(),
  /** One [x1, y1, x2, y2] box per character of the text without spaces (absent for ocrType text). */
  boxes: z.array(z.array(z.number())).optional(),
});
export type SourceImageOcr = z.infer<typeof sourceImageOcrSchema>;

/** An image holding the query: where it stands, as polygons on the image (matches_vertices). */
export const sourceImageHitSchema = z.object({
  id: z.string(),
  source_id: z.string(),
  source_title: z.string(),
  collection_id: z.string(),
  image_number: z.number().int(),
  url: z.string(),
  preview_url: z.string(),
  thumbnail_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  snippet: z.string(),
  matches_vertices: matchesVerticesSchema,
});
export type SourceImageHit = z.infer<typeof sourceImageHitSchema>;
export const sourceImageHitListSchema = z.object({ objects: z.array(sourceImageHitSchema), meta: listMetaSchema });
export type SourceImageHitList = z.infer<typeof sourceImageHitListSchema>;
export const sourceImageBulkRemoveResultSchema = z.object({ removed: z.number().int() });
