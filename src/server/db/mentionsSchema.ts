/** Mentions of tree persons in indexed records, and the saved ones (migration 0067). */
import type { ColumnType, Generated } from 'kysely';

export interface MentionsTable {
  id: Generated<string>;
  tree_id: string;
  person_id: string;
  record_code: string;
  source_id: string;
  image_ids: ColumnType<string[], string[] | undefined, string[]>;
  status: ColumnType<'pending' | 'active', 'pending' | 'active' | undefined, 'pending' | 'active'>;
  created_by: string | null;
  created_at: Date;
}

export interface SavedMentionsTable {
  id: Generated<string>;
  mention_id: string;
  tree_id: string;
  person_id: string;
  saved_by: string | null;
  created_at: Date;
}
