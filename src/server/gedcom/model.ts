/**
 * The GEDCOM document as the product sees it: a TreeGraph plus everything the graph cannot hold,
 * kept verbatim so that an export writes it back.
 */
import type { ParenthoodKind } from '../../protocol/person';
import type { TreeGraph } from '../tree/graph';
import type { GedcomIssue } from './issues';
import type { GedcomNode, GedcomVersion } from './node';

/** One NAME structure as read, for display and checks; the graph holds its parts as name items. */
export interface GedcomName {
  value: string;
  given: string | null;
  surname: string | null;
  nickname: string | null;
  /** NAME.TYPE as written (5.5.1 free text, 7.0 enumeration), or the 7.0 PHRASE under TYPE OTHER. */
  type: string | null;
  /** 'zh' when the name is Chinese by the CJK rule. */
  lang: 'en' | 'zh';
  /** ROMN / FONE (5.5.1, `type` is their TYPE) and TRAN (7.0, `type` is its LANG). */
  variants: { kind: 'ROMN' | 'FONE' | 'TRAN'; type: string | null; value: string }[];
}

/**
 * A substructure the model does not hold. `anchor` says where it hangs: '' directly under the record,
 * 'BIRT' / 'DEAT' under the event mapped to birth or death, 'fact:N' under the N-th fact,
 * 'name:en' / 'name:zh' under the English or Chinese NAME, 'famc:ID' under the link to family ID,
 * 'MARR' / 'DIV' under a family's marriage or divorce, 'names:KEY' a whole NAME structure of the file,
 * written instead of the NAME lines made from the name items as long as those still have the KEY
 * (nameItemsKey) they had on import.
 */
export interface KeptNode {
  anchor: string;
  node: GedcomNode;
}

/** A FAM record's shape: which persons are partners and children, in file order. */
export interface GedcomFamily {
  id: string;
  husband: string | null;
  wife: string | null;
  children: { id: string; kind: ParenthoodKind; pedi: string | null }[];
  /** The family has a MARR event, even one with no date or place (a couple has nowhere to say so). */
  married: boolean;
  /** The graph couple made from this family, when it has two partners. */
  couple_id: string | null;
  kept: KeptNode[];
}

export interface GedcomExtras {
  version: GedcomVersion;
  /** HEAD substructures other than GEDC and CHAR, which the writer makes itself. */
  head: GedcomNode[];
  /** Level-0 records other than HEAD, INDI, FAM and TRLR (notes, sources, media, repositories...). */
  records: GedcomNode[];
  persons: Record<string, KeptNode[]>;
  families: GedcomFamily[];
  /** [original xref, graph id] of each INDI and FAM whose xref the ids changed, so kept pointers follow. */
  xrefs: [string, string][];
}

export interface GedcomCounts {
  persons: number;
  families: number;
  notes: number;
  media: number;
}

/** The result of reading a GEDCOM file into the product's model. */
export interface GedcomDocument {
  graph: TreeGraph;
  extras: GedcomExtras;
  /** The NAME structures of each person, by graph id. */
  names: Map<string, GedcomName[]>;
  counts: GedcomCounts;
  warnings: GedcomIssue[];
}

/** Xref for a graph id; ids that are not valid xref text are cleaned so the output stays valid. */
export function xrefFromId(id: string): string {
  return `@${id.replace(/[^A-Za-z0-9_]/g, '_').toUpperCase()}@`;
}
