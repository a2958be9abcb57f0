/** Stored layouts, their parts, stored draw answers, tree revisions and changes, and per-viewer open branches. */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './schema';

export interface LayoutStatesTable {
  tree_id: string;
  map_hash: string;
  /** The compressed layout or delta; null when it is kept in parts (blob_id). */
  payload: Uint8Array | null;
  /** A large payload's parts in layout_blobs. */
  blob_id: string | null;
  created_at: Timestamp;
  /** The tree revision the layout was computed at (-1: unknown, every change since counts). */
  revision: Generated<number>;
  /** Key of the request inputs (start person, open branches, viewer...) the layout was computed from. */
  inputs: Generated<string>;
  /** Set on a delta row: payload is the gzipped diff from this full layout. */
  base_hash: string | null;
  /** A whole row's card places by id (modules/drawing/places.ts), compressed; null on a delta row, on rows stored before, or when kept in parts. */
  places: Uint8Array | null;
  /** Large places' parts in layout_blobs. */
  places_blob_id: string | null;
}

export interface LayoutBlobsTable {
  id: string;
  part: number;
  tree_id: string;
  bytes: Uint8Array;
  created_at: Timestamp;
}

export interface DrawAnswersTable {
  tree_id: string;
  /** Everything the answer's bytes depend on, hashed (see modules/drawing/storedAnswers.ts). */
  answer_key: string;
  map_hash: string;
  content_type: string;
  coding: string;
  /** Bytes before compression. */
  decoded_bytes: number;
  /** The answer's bytes, in parts of layout_blobs. */
  blob_id: string;
  created_at: Timestamp;
}

/** A large tree as last read whole, with the mark of that read (migration 0096). */
export interface TreeGraphSnapshotsTable {
  tree_id: string;
  /** pg_snapshot_xmin of the read (xid8 text): rows written since have a written_xid at or after it. */
  mark: string;
  /** The tree's revision read before it. */
  revision: number;
  persons: number;
  /** The compressed graph, in parts of layout_blobs. */
  blob_id: string;
  created_at: Timestamp;
}

export interface TreeRevisionsTable {
  tree_id: string;
  revision: number;
  /** The newest deletion the tree no longer keeps in tree_deletions (xid8 text), if any. */
  deletions_from: Generated<string | null>;
}

/** Keys of a tree's rows that a transaction deleted or moved away (migration 0094). */
export interface TreeDeletionsTable {
  tree_id: string;
  /** The deleting transaction (xid8 text). */
  written_xid: Generated<string>;
  kind: 'persons' | 'couples' | 'parenthoods';
  /** Ids; a parent link's is its parent's and child's ids joined by a space. */
  keys: string[];
}

export interface TreeChangesTable {
  tree_id: string;
  revision: number;
  kind: 'card' | 'structure';
  person_ids: ColumnType<string[], string | undefined, string>;
  created_at: Timestamp;
}

export interface TreeControlDataTable {
  tree_id: string;
  user_id: string;
  data: ColumnType<{ expanded: string[]; collapsed: string[] }, string, string>;
  updated_at: Timestamp;
}
