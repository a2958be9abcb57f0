/**
 * Card and spacing sizes of the tree layout, in tree-space CSS pixels. Rows are generations: row 0 holds
 * the start person, negative rows its ancestors.
 */
export const CARD_WIDTH = 180;
export const CARD_HEIGHT = 72;
/** Between the cards of one couple; the couple line and the children's drop run through it. */
export const COUPLE_GAP = 24;
/** Between neighbouring families on a row. */
export const GROUP_GAP = 32;
/** Between rows; parent-child bars and routed lines run in it, so it never holds a card. */
export const ROW_GAP = 72;
export const ROW_PITCH = CARD_HEIGHT + ROW_GAP;
/** Horizontal distance between the left edges of neighbouring cards inside one group. */
export const MEMBER_PITCH = CARD_WIDTH + COUPLE_GAP;
/** Links between rows that are not neighbours run down lanes this far apart, left of every card. */
export const LANE_GAP = 12;

export function groupWidth(members: number): number {
  return members * CARD_WIDTH + (members - 1) * COUPLE_GAP;
}

export function memberCenter(position: number): number {
  return position * MEMBER_PITCH + CARD_WIDTH / 2;
}
