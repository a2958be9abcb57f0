/** Clan pedigrees (zupus), their pages with OCR text, and saved zupus (migration 0074). */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './schema';

/** A zupu (clan pedigree) and its meta; `ancestral_places` as [{place_id, name}] for display. */
export interface ZupusTable {
  id: string;
  title: string;
  /** Simplified characters; the clan's surname. */
  surname: string;
  surname_traditional: string;
  /** 堂号 */
  hall_name: Generated<string>;
  /** 字辈, the generation poem. */
  generation_poem: Generated<string>;
  ancestral_places: ColumnType<{ place_id: string; name: string }[], string, string>;
  /** Gazetteer codes of the ancestral places. */
  place_ids: Generated<string[]>;
  volumes: Generated<number>;
  compiled_year: number | null;
  page_count: Generated<number>;
  description: Generated<string>;
  is_sample: Generated<boolean>;
  created_at: Timestamp;
}

/** One page image of a zupu with its OCR: `ocr_boxes[i]` is [x1, y1, x2, y2] of the i-th non-space character of `ocr_text`. */
export interface ZupuPagesTable {
  zupu_id: string;
  page: number;
  image_key: string | null;
  width: Generated<number>;
  height: Generated<number>;
  ocr_status: Generated<'pending' | 'done' | 'failed'>;
  ocr_text: Generated<string>;
  ocr_boxes: ColumnType<number[][], string | undefined, string>;
  ocr_confidence: number | null;
  ocr_psm: number | null;
  /** The text without spaces, folded to simplified, character for character with ocr_boxes. */
  search_text: Generated<string>;
  search_lexemes: ColumnType<string, never, string>;
}

export interface SavedZupusTable {
  id: Generated<string>;
  user_id: string;
  clan_pedigree_id: string;
  family_tree_id: string | null;
  clan_name: Generated<string>;
  created_at: Timestamp;
}
