/** The tree library: assets, their tagged persons and uploads in parts. */
import type { Generated } from 'kysely';
import type { DateValue } from '../../protocol/person';
import type { Json, NullableJson, Timestamp } from './schema';

export interface LibraryAssetsTable {
  id: Generated<string>;
  tree_id: string;
  storage_key: string;
  filename: string;
  content_type: string;
  kind: 'image' | 'video' | 'audio' | 'genealogy';
  size: number;
  width: number | null;
  height: number | null;
  angle: Generated<number>;
  event_date: NullableJson<DateValue>;
  event_sort: number | null;
  location_place_id: string | null;
  location_name: string | null;
  description: Generated<string>;
  source: Generated<string>;
  search_text: Generated<string>;
  /** Whether any person is tagged (kept by the database). */
  tagged: Generated<boolean>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LibraryAssetPersonsTable {
  asset_id: string;
  person_id: string;
}

export interface LibraryUploadsTable {
  id: string;
  tree_id: string;
  user_id: string;
  file_name: string;
  total_size: number;
  tags_data: Json<unknown>;
  source: string;
  finishing: Generated<boolean>;
  created_at: Timestamp;
}

export interface LibraryUploadPartsTable {
  upload_id: string;
  part_number: number;
  size: number;
}
