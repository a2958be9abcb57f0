/**
 * The structure of a drawing: who is drawn, in which groups (a person with their spouses) and families
 * (parents with their children), on which rows, and what each group carries in its pack. buildStructure.ts
 * makes it; packing, lines and cards read it.
 */
import { groupWidth, memberCenter } from './geometry';
import type { GraphIndex } from './graphIndex';

/**
 * Groups and families are numbers, and what belongs to them lives in typed arrays from scratch memory
 * (scratch.ts), not in an object and a few lists per group: a 100,000-person structure was about 30 MB of
 * such objects, which lived through the young collections a relayout runs and were moved to the old
 * generation, so every relayout grew the heap that full collections then had to free, and every walk over
 * the groups chased their pointers.
 *
 * A group (0 .. groupCount - 1) is a person with their spouses, or an ancestor couple, on one row:
 * - its members, left to right: `member[memberStart[g] + pos]` for pos below `memberCount[g]`;
 * - its couples, joined by a couple line: member positions `coupleA[k] < coupleB[k]` for k from
 *   `coupleStart[g]`, `coupleCount[g]` of them;
 * - the groups it carries in its pack: its children's groups below, `hung[kidStart[g] ..]` (`kidCount[g]`),
 *   and, in the ancestor part, its parents' groups above, `hung[upStart[g] ..]` (`upCount[g]`);
 * - `anchor[g]`, the offset in the group it hangs from where it hangs, and `conn[g]`, the offset in it
 *   where it is hung; `lo[g]` and `hi[g]`, the rows spanned with everything it carries.
 * A family (0 .. familyCount - 1) is parents in a group with their children:
 * - `famGroup[f]`, and the parents' member positions `famA[f]` and `famB[f]` (ascending; -1 for one parent);
 * - every child of these parents in birth order, drawn or not (lines go to those drawn):
 *   `famChild[famChildStart[f] ..]`, `famChildCount[f]` of them;
 * - `famKindOf[f]`, the parent whose parenthood kind (birth, adopted, ...) each child's line shows.
 */
export interface Structure {
  groupCount: number;
  /** Left edge of each group: relative until the packer finishes, then tree space. */
  x: Float64Array;
  /** Pending move of the groups below each group in its pack (lazy, applied once at the end). */
  shift: Float64Array;
  row: Int32Array;
  memberStart: Int32Array;
  memberCount: Int32Array;
  member: Int32Array;
  coupleStart: Int32Array;
  coupleCount: Int32Array;
  coupleA: Int32Array;
  coupleB: Int32Array;
  kidStart: Int32Array;
  kidCount: Int32Array;
  upStart: Int32Array;
  upCount: Int32Array;
  hung: Int32Array;
  anchor: Float64Array;
  conn: Float64Array;
  lo: Int32Array;
  hi: Int32Array;
  familyCount: number;
  famGroup: Int32Array;
  famA: Int32Array;
  famB: Int32Array;
  famKindOf: Int32Array;
  famChildStart: Int32Array;
  famChildCount: Int32Array;
  famChild: Int32Array;
  groupOf: Int32Array;
  posOf: Int32Array;
  /** The family under which a node is drawn as a child, or -1. */
  viaFamily: Int32Array;
  spouseLinks: [number, number][];
  downRoots: number[];
  /** Parent groups of the start person (row -1), laid out upward; the first one is `primary`. */
  upRoots: number[];
  /** The first of upRoots, or -1. */
  primary: number;
  sideBlocks: SideBlock[];
  /** Shown with descendants hidden. */
  closed: Uint8Array;
  /** Ancestors whose own parents are hidden. */
  upClosed: Uint8Array;
  /** Ancestors whose other children and spouses are hidden. */
  sideClosed: Uint8Array;
  start: number;
  rowMin: number;
  rowMax: number;
}

/** Children's groups of an ancestor's other families, hung below that ancestor's group (`owner`). */
export interface SideBlock {
  owner: number;
  roots: number[];
}

export interface Control {
  /** 1 for each node the viewer opened (side branches, other marriages), per node. */
  expanded: Uint8Array;
  /** 1 for each node the viewer closed. */
  collapsed: Uint8Array;
}

/** Drop point of a family: the middle of the couple, or the single parent's centre. */
export function dropOffset(s: Structure, family: number): number {
  const b = s.famB[family];
  return b < 0 ? memberCenter(s.famA[family]) : (memberCenter(s.famA[family]) + memberCenter(b)) / 2;
}

/** Width of a group's cards. */
export function widthOf(s: Structure, group: number): number {
  return groupWidth(s.memberCount[group]);
}

/**
 * How a child hangs from a family (birth, adopted, foster or step, as recorded with the family's kind
 * parent), as its index in KINDS (0 for birth).
 */
export function childKindCode(index: GraphIndex, s: Structure, family: number, child: number): number {
  const k = index.parents.find(child, s.famKindOf[family]);
  return k < 0 ? 0 : index.parents.kindAt(child, k);
}
