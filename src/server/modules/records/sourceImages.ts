/**
 * Reading the scanned images of record sources: one image with its links, its preview through the
 * image service, its OCR, the places a query stands in a source's images, the full-text search over
 * all of them, and the staff's removal of images. Only images of a collection's current import are
 * read, never a removed one; an invalid source shows none, a pending one only to staff.
 *
 * Full text is the zupus' (../zupus/fulltext.ts): text folded to simplified and lower case, single
 * characters and pairs as lexemes, hits mapped to boxes and polygons.
 */
import { sql, type Selectable } from 'kysely';
import type {
  SourceImage,
  SourceImageHit,
  SourceImageHitList,
  SourceImageOcr,
  SourceImagePreview,
} from '../../../protocol/sourceImages';
import type { Db } from '../../db/database';
import type { SourceImagesTable } from '../../db/schema';
import type { AuthUser } from '../../deps';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { findAll, foldQuery, queryTsquery, snippetOf, verticesOf } from '../zupus/fulltext';
import { imageLinks, type Links } from '../zupus/views';

type ImageRow = Selectable<SourceImagesTable>;

export interface ReadableSource {
  import_id: string;
  id: string;
  status: 'active' | 'pending';
  /** The numbers of its images still shown, in order. */
  numbers: number[];
}

/** The source of a collection's current import whose images this user may see; 404 otherwise. */
export async function readableSource(db: Db, id: string, user: AuthUser | null): Promise<ReadableSource> {
  const { rows } = await sql<{ import_id: string; id: string; status: 'active' | 'pending' | 'invalid' }>`
    SELECT s.import_id, s.id, s.status FROM record_sources s
      JOIN record_collections c ON c.id = s.collection_id AND c.current_import = s.import_id
     WHERE s.id = ${id} AND s.status <> 'invalid' ORDER BY c.id LIMIT 1`.execute(db);
  const s = rows[0];
  if (!s) throw notFound('No source has this id.');
  if (s.status === 'pending' && !user?.is_staff) throw notFound('The images of this source are not public yet.');
  const numbers = await db
    .selectFrom('source_images')
    .select('image_number')
    .where('import_id', '=', s.import_id)
    .where('source_id', '=', s.id)
    .where('removed_at', 'is', null)
    .orderBy('image_number')
    .execute();
  return { import_id: s.import_id, id: s.id, status: s.status as 'active' | 'pending', numbers: numbers.map((n) => n.image_number) };
}

function numberMissing(source: ReadableSource) {
  if (!source.numbers.length) return notFound('This source has no images.');
  const { numbers } = source;
  const contiguous = numbers[numbers.length - 1]! - numbers[0]! + 1 === numbers.length;
  return notFound(contiguous ? `This source has images ${numbers[0]} to ${numbers[numbers.length - 1]}.` : `This source has images ${numbers.join(', ')}.`);
}

async function imageRow(db: Db, source: ReadableSource, n: number): Promise<ImageRow> {
  if (!source.numbers.includes(n)) throw numberMissing(source);
  return db
    .selectFrom('source_images')
    .selectAll()
    .where('import_id', '=', source.import_id)
    .where('source_id', '=', source.id)
    .where('image_number', '=', n)
    .executeTakeFirstOrThrow();
}

export function sourceImageView(row: Pick<ImageRow, 'id' | 'source_id' | 'image_number' | 'storage_key' | 'content_type' | 'width' | 'height' | 'ocr_status'>, imageCount: number, links: Links): SourceImage {
  const { url, preview_url, thumbnail_url } = imageLinks(links, row.storage_key, undefined, row.content_type);
  return {
    id: row.id,
    source_id: row.source_id,
    image_number: row.image_number,
    priority: row.image_number,
    previewSrc: preview_url,
    image_count: imageCount,
    url,
    preview_url,
    thumbnail_url,
    width: row.width,
    height: row.height,
    ocr_status: row.ocr_status,
  };
}

/** GET sources/:id/image/. */
export async function sourceImage(db: Db, source: ReadableSource, n: number, links: Links): Promise<SourceImage & { image_numbers: number[] }> {
  return { ...sourceImageView(await imageRow(db, source, n), source.numbers.length, links), image_numbers: source.numbers };
}

/** GET sources/:id/image-preview/: the image service's link at the width and quality asked for. */
export async function sourceImagePreview(db: Db, source: ReadableSource, q: { imageNumber: number; width: number; quality: number }, links: Links): Promise<SourceImagePreview> {
  const row = await imageRow(db, source, q.imageNumber);
  const { preview_url } = imageLinks(links, row.storage_key, q.width, row.content_type, q.quality);
  return { source_id: source.id, image_number: row.image_number, url: preview_url, width: row.width, height: row.height };
}

/** GET sources/:id/image-ocr/: the reading, or empty text while there is none (waiting or failed). */
export async function sourceImageOcr(db: Db, source: ReadableSource, q: { imageNumber: number; ocrType: 'full' | 'text' }): Promise<SourceImageOcr> {
  const row = await imageRow(db, source, q.imageNumber);
  const done = row.ocr_status === 'done';
  const out: SourceImageOcr = { source_id: source.id, image_number: row.image_number, status: row.ocr_status, text: done ? row.ocr_text : '' };
  if (q.ocrType === 'full') out.boxes = done ? row.ocr_boxes : [];
  return out;
}

type HitRow = Pick<ImageRow, 'id' | 'source_id' | 'collection_id' | 'image_number' | 'storage_key' | 'content_type' | 'width' | 'height' | 'ocr_text' | 'ocr_boxes' | 'search_text'> & { source_title: string };

function hitOf(row: HitRow, query: string[], links: Links): SourceImageHit {
  const places = findAll([...row.search_text], query);
  const original = [...row.ocr_text.replace(/\s+/gu, '')];
  const snippet = places.length ? snippetOf(original, places[0]!, 30).snippet : original.slice(0, 60).join('');
  const { url, preview_url, thumbnail_url } = imageLinks(links, row.storage_key, undefined, row.content_type);
  return {
    id: row.id,
    source_id: row.source_id,
    source_title: row.source_title,
    collection_id: row.collection_id,
    image_number: row.image_number,
    url,
    preview_url,
    thumbnail_url,
    width: row.width,
    height: row.height,
    snippet,
    matches_vertices: verticesOf(row.ocr_boxes, places.flat()),
  };
}

/** Images whose text holds the query: the lexemes through the GIN index, the exact sequence for 3+ characters. */
function textMatch(query: string[]) {
  return sql`i.search_lexemes @@ ${queryTsquery(query)}::tsquery ${query.length > 2 ? sql`AND strpos(i.search_text, ${query.join('')}) > 0` : sql``}`;
}

const HIT_COLUMNS = sql`i.id, i.source_id, i.collection_id, i.image_number, i.storage_key, i.content_type, i.width, i.height, i.ocr_text, i.ocr_boxes, i.search_text, s.title AS source_title`;
const SHOWN = sql`i.removed_at IS NULL AND i.ocr_status = 'done'`;

/** GET sources/:id/image-search-preview/: each of the source's images holding q, with the places it stands. */
export async function sourceImageSearchPreview(db: Db, source: ReadableSource, q: string, links: Links): Promise<{ objects: SourceImageHit[] }> {
  const query = foldQuery(q);
  if (!query.length) return { objects: [] };
  const { rows } = await sql<HitRow>`
    SELECT ${HIT_COLUMNS} FROM source_images i
      JOIN record_sources s ON s.import_id = i.import_id AND s.id = i.source_id
     WHERE i.import_id = ${source.import_id} AND i.source_id = ${source.id} AND ${SHOWN} AND ${textMatch(query)}
     ORDER BY i.image_number`.execute(db);
  return { objects: rows.map((r) => hitOf(r, query, links)) };
}

/** GET source-image/search/: images of every shown source holding q, ten a page, in source and image order. */
export async function searchSourceImages(db: Db, q: { q: string; limit: number; offset: number }, user: AuthUser | null, links: Links): Promise<SourceImageHitList> {
  const query = foldQuery(q.q);
  const meta = { limit: q.limit, offset: q.offset, total_count: 0 };
  if (!query.length) return { objects: [], meta };
  const statuses = user?.is_staff ? sql`s.status <> 'invalid'` : sql`s.status = 'active'`;
  const from = sql`source_images i
      JOIN record_sources s ON s.import_id = i.import_id AND s.id = i.source_id
      JOIN record_collections c ON c.id = i.collection_id AND c.current_import = i.import_id`;
  const where = sql`${SHOWN} AND ${statuses} AND ${textMatch(query)}`;
  const [count, page] = await Promise.all([
    sql<{ n: string }>`SELECT count(*) AS n FROM ${from} WHERE ${where}`.execute(db),
    sql<HitRow>`SELECT ${HIT_COLUMNS} FROM ${from} WHERE ${where} ORDER BY i.collection_id, i.source_id, i.image_number LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db),
  ]);
  return { objects: page.rows.map((r) => hitOf(r, query, links)), meta: { ...meta, total_count: Number(count.rows[0]?.n ?? 0) } };
}

/** The image counts of these sources of an import, counted again from their shown images. */
export async function recountImages(db: Db, importId: string, sourceIds?: string[]): Promise<void> {
  if (sourceIds && !sourceIds.length) return;
  await sql`
    UPDATE record_sources s SET image_count = (
      SELECT count(*) FROM source_images i WHERE i.import_id = s.import_id AND i.source_id = s.id AND i.removed_at IS NULL)
     WHERE s.import_id = ${importId} ${sourceIds ? sql`AND s.id IN (${sql.join(sourceIds)})` : sql``}`.execute(db);
}

/**
 * POST source-image/bulk-remove/ (staff): the images stop being shown and counted, in one
 * transaction. An id that names no image of a current import refuses the whole request.
 */
export async function bulkRemoveImages(db: Db, user: AuthUser, ids: string[], now: Date): Promise<{ removed: number }> {
  if (!user.is_staff) throw forbidden('Only staff remove source images.');
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ import_id: string; id: string; source_id: string; removed_at: Date | null }>`
      SELECT i.import_id, i.id, i.source_id, i.removed_at FROM source_images i
        JOIN record_collections c ON c.id = i.collection_id AND c.current_import = i.import_id
       WHERE i.id IN (${sql.join(unique)}) FOR UPDATE OF i`.execute(trx);
    const found = new Set(rows.map((r) => r.id));
    const unknown = unique.filter((id) => !found.has(id));
    if (unknown.length) throw badRequest('Some image ids name no source image.', { image_ids: [`No source image has the id ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ` (and ${unknown.length - 5} more)` : ''}.`] });
    const fresh = rows.filter((r) => r.removed_at === null);
    if (!fresh.length) return { removed: 0 };
    await trx
      .updateTable('source_images')
      .set({ removed_at: now })
      .where('id', 'in', fresh.map((r) => r.id))
      .where('import_id', 'in', [...new Set(fresh.map((r) => r.import_id))])
      .where('removed_at', 'is', null)
      .execute();
    for (const importId of new Set(fresh.map((r) => r.import_id))) {
      await recountImages(trx, importId, [...new Set(fresh.filter((r) => r.import_id === importId).map((r) => r.source_id))]);
    }
    return { removed: fresh.length };
  });
}

/** The ids among `ids` that are not shown images of this source (for mention/create's image_ids). */
export async function imagesNotOfSource(db: Db, sourceId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const wellFormed = ids.filter((id) => uuid.test(id));
  const found = wellFormed.length
    ? await sql<{ id: string }>`
        SELECT i.id FROM source_images i
          JOIN record_collections c ON c.id = i.collection_id AND c.current_import = i.import_id
         WHERE i.source_id = ${sourceId} AND i.removed_at IS NULL AND i.id IN (${sql.join(wellFormed)})`.execute(db)
    : { rows: [] };
  const ok = new Set(found.rows.map((r) => r.id.toLowerCase()));
  return ids.filter((id) => !ok.has(id.toLowerCase()));
}
