/** RecordFinder hints and the bookkeeping of matching (migration 0073). */
import type { ColumnType, Generated } from 'kysely';

export type HintStatus = 'new' | 'accepted' | 'ignored';

export interface HintsTable {
  id: Generated<string>;
  tree_id: string;
  person_id: string;
  record_code: string;
  record_position: number;
  collection_id: string;
  source_id: string;
  score: number;
  status: ColumnType<HintStatus, HintStatus | undefined, HintStatus>;
  accepted_data: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Date;
  updated_at: Date;
  /** When the member accepted or ignored it (the paywall counts non-members' reviews by it). */
  reviewed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface HintPendingTable {
  tree_id: string;
  since: ColumnType<Date, Date | undefined, Date>;
}

export interface HintTreeStateTable {
  tree_id: string;
  matched_until: Date | null;
  full_match_at: Date | null;
}

export interface HintDigestsTable {
  user_id: string;
  sent_at: Date;
}
