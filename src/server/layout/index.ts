/**
 * Server-side tree layout: pure functions from a TreeGraph to the draw and diff payloads of
 * src/protocol/draw.ts. No database, no HTTP.
 */
/** Lays out the tree around a start person into a draw payload with its map_hash. */
export { layoutTree, comparePersons, compareLines, type LayoutOptions, type LayoutViewer } from './layoutTree';
/**
 * Where a drawing's cards are, by id, kept for the drawings that follow it (made ahead of the next edit, unless
 * laid out here: then read by node), and where each person sits in its persons list (by node when laid out here).
 */
export { followPlaces, positionsByNode, readyToFollow, type Places, type Positions } from './following';
/** Lists every broken drawing rule of a payload (overlaps, duplicates, rows, lines through cards). */
export { checkLayout, type LayoutViolation, type LayoutRule } from './checkLayout';
/** Counts where lines of different families cross, and lists where they share a stretch of one horizontal. */
export { lineConflicts, type LineConflicts, type LineOverlap } from './lineConflicts';
/** Computes the diff between two payloads, and applies a diff to a payload. */
export { diffLayouts, applyDiff } from './diff';
/** Content hash of a payload, per-item hashes, and the O(1) update of a hash after replacing items. */
export { mapHash, rehash, personHash, lineHash, type ItemHash } from './hash';
/** Card names and date phrases (Chinese surname-first, English as entered, ~1890, bef. 1890). */
export { chineseName, englishName, fullName, dateText } from './cardText';
/** Card and spacing sizes of the layout. */
export { CARD_WIDTH, CARD_HEIGHT, ROW_PITCH } from './geometry';
/** Rebuilds only the edited cards of a previous payload, for edits that change no relation. */
export { updateCards, type CardUpdate } from './updateCards';
