/**
 * Which stored layout a new one is kept against, and with which delta. Stored layouts form chains at
 * most two deltas deep over a layout kept whole: a structural edit that moves tens of thousands of
 * cards is kept as one large delta over the whole layout (a fifth of its size for an added child on a
 * 100,000-person tree, instead of compressing all of it), and the card edits that follow are kept as
 * small deltas over that one, so the large delta is written once, not on every later edit.
 */
import type { DiffResponse, DrawResponse } from '../../../protocol/draw';
import { diffLayouts } from '../../layout';
import { composeDiffs, diffItems } from './composeDiff';

/**
 * A delta is read and rewritten on every later card edit, so it must stay small: past this many persons
 * and lines (a structural edit that moves a large part of the tree) it becomes a large delta or whole.
 */
export const MAX_DELTA_ITEMS = 2_000;

/** How a layout is stored: whole (`delta` absent, `base` its own hash) or as `delta` over `base`. */
export interface StoredForm {
  /** The stored layout the delta applies to (its own hash when stored whole). */
  base: string;
  /** The layout kept whole at the bottom of the chain: `base`, or the base's own base. */
  whole: string;
  delta?: DiffResponse;
}

export interface DeltaSource {
  /** The layout the new one was diffed from, and how it is stored. */
  state: StoredForm & { payload: DrawResponse };
  /** From that layout to the new one. */
  diff: DiffResponse;
  /** The whole layout at the bottom of the state's chain, when at hand. */
  whole?: DrawResponse;
}

/** The delta form to store `payload` in, or undefined when it is better stored whole. */
export function deltaForm(payload: DrawResponse, { state, diff, whole }: DeltaSource): StoredForm | undefined {
  const hash = payload.map_hash;
  const own = state.payload.map_hash;
  if (state.base === hash || state.whole === hash) return undefined;
  // Composing cancels at most one item of either diff per item of the other, so when their sizes are
  // further apart than the bound the result cannot fit: skip walking a diff of tens of thousands of cards.
  const stored = state.delta ? diffItems(state.delta) : 0;
  if (Math.abs(diffItems(diff) - stored) <= MAX_DELTA_ITEMS) {
    const composed = state.delta ? composeDiffs(state.delta, diff) : diff;
    if (composed && diffItems(composed) <= MAX_DELTA_ITEMS) return { base: state.base, whole: state.whole, delta: composed };
  }
  const large = state.delta !== undefined && state.base === state.whole && stored > MAX_DELTA_ITEMS;
  if (large && diffItems(diff) <= MAX_DELTA_ITEMS && own !== hash) return { base: own, whole: state.whole, delta: diff };
  const delta = largeDelta(payload, state, diff, whole);
  if (!delta) return undefined;
  // A delta about as large as the layout saves little on writing and costs a merge on every cold read.
  const carried = delta.new_persons.length + delta.data_update.length + delta.new_lines.length;
  if (carried * 4 > (payload.persons.length + payload.lines.length) * 3) return undefined;
  return { base: state.whole, whole: state.whole, delta };
}

/**
 * From the whole layout at the bottom of the state's chain to `payload`: composed when the state is one
 * delta over it (walking the diffs, not the layouts), else diffed from that layout when it is at hand.
 */
function largeDelta(payload: DrawResponse, state: DeltaSource['state'], diff: DiffResponse, whole?: DrawResponse): DiffResponse | undefined {
  if (!state.delta) return diff;
  const composed = state.base === state.whole ? composeDiffs(state.delta, diff) : undefined;
  if (composed) return composed;
  return whole?.map_hash === state.whole ? diffLayouts(whole, payload) : undefined;
}
