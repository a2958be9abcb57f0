/**
 * A whole family tree in memory: the shape that the database loads, the GEDCOM codec produces,
 * the deterministic generator makes, and the layout and kinship code read. Pure data, no I/O.
 */
import type { CoupleFields, ParenthoodKind, PersonFields } from '../../protocol/person';

export interface GraphPerson extends PersonFields {
  id: string;
  /** Thumbnail of the profile picture, when there is one. */
  photo_url?: string | null;
  /** Open RecordFinder hints, shown to the owner only. */
  hint_count?: number;
}

export interface GraphCouple extends CoupleFields {
  id: string;
}

export interface GraphParenthood {
  parent_id: string;
  child_id: string;
  kind: ParenthoodKind;
}

export interface TreeGraph {
  persons: GraphPerson[];
  couples: GraphCouple[];
  parenthoods: GraphParenthood[];
}
