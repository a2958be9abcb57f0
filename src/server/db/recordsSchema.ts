/** Table types of the record collections (migration 0066_records). */
import type { ColumnType } from 'kysely';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface RecordCollectionsTable {
  id: string;
  title: string;
  category_id: string;
  description: string;
  place: string;
  year_from: number;
  year_to: number;
  is_sample: boolean;
  source_note: string;
  /** The import whose rows readers see; null until the first import ends. */
  current_import: string | null;
  record_count: ColumnType<number, number | undefined, number>;
  imported_at: NullableTimestamp;
}

export interface RecordSourcesTable {
  import_id: string;
  id: string;
  collection_id: string;
  title: string;
  source_type: string;
  year: number | null;
  place: string | null;
  image_count: number | null;
  status: ColumnType<'active' | 'pending' | 'invalid', 'active' | 'pending' | 'invalid' | undefined>;
}

export interface RecordsTable {
  import_id: string;
  code: string;
  collection_id: string;
  source_id: string;
  image_number: number | null;
  event_type: string;
  event_year: number;
  event_month: number | null;
  event_day: number | null;
  event_place: string;
  transcription: string;
}

export interface RecordPersonsTable {
  import_id: string;
  record_code: string;
  position: number;
  collection_id: string;
  role: string;
  surname: string;
  first_name: string;
  name_zh: string | null;
  gender: string | null;
  age: number | null;
  birth_year: number | null;
  birth_year_approx: number;
  birth_place: string | null;
  /** The gazetteer place the birth place names, when it resolves. */
  birth_place_code: string | null;
  death_year: number | null;
  residence: string | null;
  occupation: string | null;
  identity: string | null;
  /** The record's event and source, copied at import so a search reads the matches alone (records holds the same). */
  event_type: string;
  event_year: number;
  event_place: string;
  source_id: string;
  /** Name keys, space-separated (search_keys, their tsvector, is generated from them). */
  search_text: string;
  search_keys: ColumnType<string, never, never>;
}

/** A cemetery of a collection, derived from its burial records (migration 0076_record_cemeteries). */
export interface RecordCemeteriesTable {
  id: string;
  collection_id: string;
  import_id: string;
  name: string;
  place: string | null;
  /** The burial place as the records write it. */
  event_place: string;
}

/** A scanned image of a record source, under the import that wrote it (migration 0084_source_images). */
export interface SourceImagesTable {
  import_id: string;
  /** The same across re-imports: derived from collection, source and image number. */
  id: string;
  collection_id: string;
  source_id: string;
  image_number: number;
  storage_key: string;
  content_type: string;
  byte_size: ColumnType<string, number | string, number | string>;
  width: number;
  height: number;
  removed_at: NullableTimestamp;
  ocr_lang: ColumnType<string, string | undefined, string>;
  ocr_status: ColumnType<'pending' | 'done' | 'failed', 'pending' | 'done' | 'failed' | undefined, 'pending' | 'done' | 'failed'>;
  ocr_text: ColumnType<string, string | undefined, string>;
  /** One [x1, y1, x2, y2] box per character of ocr_text without spaces. */
  ocr_boxes: ColumnType<number[][], string | undefined, string>;
  ocr_confidence: number | null;
  search_text: ColumnType<string, string | undefined, string>;
  search_lexemes: ColumnType<string, string | undefined, string>;
}
