/**
 * Which items of a drawing are the very objects of the drawing it followed (placement with memory): the
 * layout knows them as it hands them out again from that drawing's record (drawnRecord.ts), so the diff
 * between the two need not pair 100,000 cards and lines to find the few that changed (diff.ts).
 */
import type { DrawResponse } from '../../protocol/draw';

/** 1 for each item that is the same object in both drawings: over the followed drawing's items, and over this one's. */
export interface KeptItems {
  before: Uint8Array;
  after: Uint8Array;
}

export interface KeptFrom {
  /**
   * The map_hash of the drawing followed (not the drawing: every drawing of a run of edits would keep the
   * one before it alive). A drawing with that hash has the same items in the same order (a drawing's
   * reading order is a total order of its items), so the flags hold for it as for the drawing followed.
   */
  from: string;
  persons: KeptItems;
  lines: KeptItems;
}

const keptByDrawing = new WeakMap<DrawResponse, KeptFrom>();

export function recordKept(drawing: DrawResponse, kept: KeptFrom): void {
  keptByDrawing.set(drawing, kept);
}

/** What `after` kept of `before`, when it was laid out here following that drawing (or one with its hash). */
export function keptFrom(before: DrawResponse, after: DrawResponse): KeptFrom | undefined {
  const kept = keptByDrawing.get(after);
  if (kept === undefined || kept.from !== before.map_hash) return undefined;
  return kept.persons.before.length === before.persons.length && kept.lines.before.length === before.lines.length ? kept : undefined;
}
