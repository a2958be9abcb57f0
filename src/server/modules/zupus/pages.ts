/** Writing a zupu page's OCR reading with its search fields, and queueing OCR when pages are added. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { enqueue } from '../../jobs/queue';
import type { Reading } from '../../ocr/tesseract';
import { foldText, pageLexemes } from './fulltext';

export const OCR_JOB = 'zupus.ocr';

export interface OcrPayload {
  zupuId: string;
}

/** The columns a finished reading sets on an image row (zupu pages and source images alike): text, boxes, full text. */
export function readingColumns(reading: Pick<Reading, 'text' | 'chars' | 'confidence'>) {
  const folded = foldText(reading.text);
  return {
    ocr_status: 'done' as const,
    ocr_text: reading.text,
    ocr_boxes: JSON.stringify(reading.chars.map((c) => c.box)),
    ocr_confidence: reading.confidence,
    search_text: folded.join(''),
    search_lexemes: sql<string>`array_to_tsvector(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(pageLexemes(folded))}::jsonb)))`,
  };
}

/** The page's text, boxes and lexemes, in the caller's transaction. */
export async function storeReading(db: Db, zupuId: string, page: number, reading: Pick<Reading, 'text' | 'chars' | 'confidence' | 'psm'>): Promise<void> {
  await db
    .updateTable('zupu_pages')
    .set({ ...readingColumns(reading), ocr_psm: reading.psm })
    .where('zupu_id', '=', zupuId)
    .where('page', '=', page)
    .execute();
}

/** Pages were added to a zupu: read them in the background. */
export function queueOcr(db: Db, zupuId: string, now: Date): Promise<string> {
  return enqueue(db, { kind: OCR_JOB, payload: { zupuId } satisfies OcrPayload, now, maxAttempts: 3 });
}

/** The key of a page image in the file store. */
export function pageKey(zupuId: string, page: number, ext = 'png'): string {
  return `zupus/${zupuId}/${String(page).padStart(4, '0')}.${ext}`;
}
