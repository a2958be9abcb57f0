/** Calls for one record, sources and collections (platform.md section 7, Sources), typed with src/protocol/records.ts. */
import { z } from 'zod';
import {
  collectionDetailSchema,
  recordDetailSchema,
  recordTranscriptionSchema,
  sourceDetailSchema,
  type CollectionDetail,
  type RecordDetail,
  type RecordTranscription,
  type SourceDetail,
} from '../protocol/records';
import { sourceImageOcrSchema, type SourceImageOcr } from '../protocol/sourceImages';
import { ApiError, call } from './client';

/** What a missing or malformed code or id answers: null, so the page shows not-found. */
async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

export function fetchRecordOrNull(code: string): Promise<RecordDetail | null> {
  return orNull(call('GET', `person-mentions/${encodeURIComponent(code)}/`, recordDetailSchema, { ac: 'record-detail' }));
}

/** The paywalled transcription of one record: a non-member's call answers the paywall (403) or 401. */
export function fetchRecordTranscription(code: string): Promise<RecordTranscription> {
  return call('GET', `person-mentions/${encodeURIComponent(code)}/transcription/`, recordTranscriptionSchema, { ac: 'record-transcription' });
}

export function fetchSourceOrNull(id: string, page: { offset?: number; image?: number; limit?: number } = {}): Promise<SourceDetail | null> {
  return orNull(call('GET', `sources/${encodeURIComponent(id)}/`, sourceDetailSchema, { searchParams: { ...page }, ac: 'source-detail' }));
}

/** The OCR text of one image of a source (empty while it is not read). */
export function fetchSourceImageOcr(id: string, imageNumber: number): Promise<SourceImageOcr> {
  return call('GET', `sources/${encodeURIComponent(id)}/image-ocr/`, sourceImageOcrSchema, { searchParams: { imageNumber, ocrType: 'text' }, ac: 'source-image-ocr' });
}

export function fetchCollectionOrNull(id: string): Promise<CollectionDetail | null> {
  return orNull(call('GET', `collections/${encodeURIComponent(id)}/`, collectionDetailSchema, { ac: 'collection-detail' }));
}

const madeSchema = z.object({ id: z.string() }).passthrough();

/**
 * Attaches a record to a person of a tree the member edits: the mention is made (mention/create/) and
 * saved, so the record shows in the member's record inbox and on the person's profile.
 */
export async function attachRecord(personId: string, record: { code: string; source_id: string }): Promise<void> {
  const mention = await call('POST', 'mention/create/', madeSchema, { json: { person_id: personId, source_id: record.source_id, code: record.code, image_ids: [] } });
  await call('POST', 'saved-mention/', z.unknown(), { json: { mention_id: mention.id } });
}
