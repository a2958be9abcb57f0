/** Zupu calls (platform.md 7, Pedigrees) typed with src/protocol/zupus.ts: books, pages, full text, saved zupus, area OCR and the gloss. */
import {
  clanPedigreeListSchema,
  clanPedigreeSchema,
  contentSearchResultSchema,
  glossSchema,
  ocrAreaResultSchema,
  pageImageSchema,
  pagePreviewSchema,
  pageOcrSchema,
  savedPedigreeSchema,
  type OCR_LANGUAGES,
} from '../protocol/zupus';
import { z } from 'zod';
import { listSchema, type ErrorBody } from '../protocol/common';
import { ApiError, call, commonHeaders, storeSessionId } from './client';

export type OcrLanguage = (typeof OCR_LANGUAGES)[number];

const zupuPath = (id: string, rest = '') => `clan-pedigree/${encodeURIComponent(id)}/${rest}`;

/** The rectangle of an image to read, in its pixels. */
export interface Area {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** POST /api/ocr/ocr-image-area (outside /api/v1): the text of an image this site serves, or of a rectangle of it. */
async function readArea(url: string, lang: OcrLanguage, area?: Area, signal?: AbortSignal): Promise<string> {
  const response = await fetch('/api/ocr/ocr-image-area', {
    method: 'POST',
    headers: { ...commonHeaders(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ url, lang, ...area }),
    credentials: 'include',
    signal,
  });
  storeSessionId(response);
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text.trim() ? JSON.parse(text) : null;
  } catch {
    // Not JSON: handled below.
  }
  if (!response.ok) {
    const error = (body as Partial<ErrorBody> | null)?.error;
    throw new ApiError(response.status, { error: typeof error === 'string' ? error : `Reading the image failed (${response.status}).` });
  }
  const parsed = ocrAreaResultSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, { error: 'Unexpected answer from the image reader.' });
  return parsed.data.text;
}

export const zupusApi = {
  /** One zupu, or null when the id is unknown or malformed (the page shows not-found). */
  async getOrNull(id: string) {
    try {
      return await call('GET', zupuPath(id), clanPedigreeSchema, { ac: 'zupu-detail' });
    } catch (err) {
      if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
      throw err;
    }
  },
  search: (q: { clan_name?: string; place_id?: string; offset?: number }) =>
    call('GET', 'clan-pedigree/', clanPedigreeListSchema, { searchParams: { ...q }, ac: 'zupu-search' }),
  page: (id: string, page: number) => call('GET', zupuPath(id, 'page/'), pageImageSchema, { searchParams: { page } }),
  /** The page through the image service, `width` pixels wide (the strip's thumbnails). */
  pagePreview: (id: string, page: number, width: number) => call('GET', zupuPath(id, 'page-preview/'), pagePreviewSchema, { searchParams: { page, width } }),
  pageOcr: (id: string, page: number) => call('GET', zupuPath(id, 'page-ocr/'), pageOcrSchema, { searchParams: { page } }),
  /** Full text over all zupus, or within one when clan_pedigree_id is given; (ac). */
  searchContent: (q: string, options: { zupuId?: string; offset?: number; ac?: string } = {}) =>
    call('GET', 'clan-pedigree/search-content/', contentSearchResultSchema, {
      searchParams: { q, clan_pedigree_id: options.zupuId, offset: options.offset ?? 0 },
      ac: options.ac ?? 'zupu-content',
    }),
  myPedigrees: (q: { family_tree_id?: string; clan_name?: string; offset?: number }) =>
    call('GET', 'clan-pedigree/my-pedigree/', clanPedigreeListSchema, { searchParams: { ...q }, ac: 'my-zupus' }),
  /** The member's saves (of one zupu, and to one tree, when given). */
  saved: (q: { clan_pedigree_id?: string; family_tree_id?: string; limit?: number }) =>
    call('GET', 'saved-clan-pedigree/', listSchema(savedPedigreeSchema), { searchParams: { ...q } }),
  /** Deletes one save (saved-clan-pedigree/:id). */
  unsave: (savedId: string) => call('DELETE', `saved-clan-pedigree/${encodeURIComponent(savedId)}/`, z.undefined()),
  save: (zupuId: string, familyTreeId: string | null, clanName?: string) =>
    call('POST', 'saved-clan-pedigree/', savedPedigreeSchema, { json: { clan_pedigree_id: zupuId, family_tree_id: familyTreeId, clan_name: clanName } }),
  /** The text of an image this site serves, or of a rectangle of it. */
  readArea,
  /** A word-by-word dictionary gloss of the text; (ac). */
  gloss: (text: string) => call('POST', 'member/translate/', glossSchema, { json: { text }, ac: 'member-translate' }),
};
