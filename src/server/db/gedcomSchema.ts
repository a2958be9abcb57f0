/** GEDCOM imports and exports, with what an import keeps of a file to write it back out. */
import type { Generated } from 'kysely';
import type { Json, NullableJson, Timestamp } from './schema';

export interface GedcomImportsTable {
  import_key: string;
  owner_id: string;
  tree_id: string | null;
  new_tree: boolean;
  file_name: string;
  file_path: string;
  counts: NullableJson<{ persons: number; families: number; notes: number; media: number }>;
  warnings: Json<{ line: number | null; message: string }[]>;
  saved: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GedcomTreeExtrasTable {
  tree_id: string;
  import_key: string;
  version: string;
  head: Json<unknown[]>;
  records: Json<unknown[]>;
  xrefs: Json<[string, string][]>;
  created_at: Timestamp;
}

/** One person of a chunk: its database id, its id in the file and, when it has any, its kept structures. */
export type GedcomPersonEntry = [personId: string, gedcomId: string, kept?: unknown[]];

export interface GedcomPersonChunksTable {
  tree_id: string;
  import_key: string;
  position: number;
  persons: Json<GedcomPersonEntry[]>;
}

export interface GedcomFamilyExtrasTable {
  tree_id: string;
  import_key: string;
  position: number;
  family: Json<unknown>;
}

export interface GedcomExportsTable {
  job_id: string;
  tree_id: string;
  owner_id: string | null;
  format: 'gedcom551' | 'gedcom7' | 'gedzip';
  file_path: string | null;
  file_name: string;
  created_at: Timestamp;
}
