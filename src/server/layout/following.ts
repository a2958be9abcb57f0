/**
 * What a layout keeps of a drawing for the drawing that follows it (placement with memory, layoutTree.ts).
 * A drawing read from storage is followed by its cards' places by id. A drawing laid out here is followed
 * by node of the index it was laid out from: a layout from the same index, or from one derived from it
 * (deriveIndex.ts), reads where each card was, what was made of each person and the reading order by
 * node, without 100,000 lookups by id or a sort of every card.
 */
import type { DrawLine, DrawPerson, DrawResponse } from '../../protocol/draw';
import { personMemo, sameText, type PersonMemo } from './cards';
import type { DrawnCards, DrawnLines } from './drawnRecord';
import { MEMBER_PITCH } from './geometry';
import type { GraphIndex } from './graphIndex';
import type { Structure } from './structure';
import { scratchF64, scratchI32, scratchU8 } from './scratch';

/** Each drawn card's x in a drawing, by object_id: all a drawing that follows it needs of it. */
export type Places = ReadonlyMap<string, number>;

const placesByDrawing = new WeakMap<DrawResponse, Map<string, number>>();

/**
 * Each drawn person's card x in a drawing, by id, made once per drawing (about 40 ms for 100,000 persons):
 * a server that will follow a drawing makes it while no request waits. Places given are answered as they are.
 */
export function followPlaces(previous: DrawResponse | Places): Places {
  if (previous instanceof Map) return previous;
  const drawing = previous as DrawResponse;
  let xs = placesByDrawing.get(drawing);
  if (!xs) {
    xs = new Map();
    for (const person of drawing.persons) xs.set(person.object_id, person.position.x);
    placesByDrawing.set(drawing, xs);
  }
  return xs;
}

/**
 * Where a drawing laid out here put its cards, by node of the index it was laid out from: a drawing that
 * follows it from the same index, or from one derived from it, finds its cards by node, not by id.
 */
export interface DrawnNodes {
  numbering: object;
  /** Card x and y of each real node, NaN for one not drawn. */
  x: Float64Array;
  y: Float64Array;
  /** Card x of each ghost, by id. */
  ghosts: Map<string, number>;
  /** What the layout made of each real node's person (cards.ts), undefined for one not drawn. */
  memos: (PersonMemo | undefined)[];
  /** The drawn real nodes in reading order (the order of the payload's persons). */
  order: Int32Array;
  /** The blood relatives' nodes in the order of their ids (the payload's blood_relatives_ids). */
  blood: Int32Array;
  /** The payload's lines, in reading order. */
  lines: readonly DrawLine[];
  /** Each real node's card and lines as drawn, with what they followed from (drawnRecord.ts). */
  cardRecord: DrawnCards;
  lineRecord: DrawnLines;
  /** The start person's node. */
  start: number;
  /** The index's ids and its map of them (which a later index derived from it updates in place). */
  ids: readonly string[];
  indexOf: ReadonlyMap<string, number>;
  /** Each node's place in the payload's persons, -1 for one not drawn. */
  itemOf: Int32Array;
  /** The payload laid out (a payload derived from it by updateCards shares this record: see sharePlaces). */
  payload: DrawResponse;
}

const drawnNodes = new WeakMap<DrawResponse, DrawnNodes>();

/** Keeps what `drawing` was laid out from, for the layouts that follow it. */
export function recordDrawn(drawn: DrawnNodes): void {
  drawnNodes.set(drawn.payload, drawn);
}

/**
 * Makes ready what a layout that follows `drawing` reads of it, while no request waits: nothing for a
 * drawing laid out here, which is read by node; the places by id of any other.
 */
export function readyToFollow(drawing: DrawResponse): void {
  if (!drawnNodes.has(drawing)) followPlaces(drawing);
}

/** Where a person sits in a payload's persons list, by id (undefined: not drawn, or not known). */
export interface Positions {
  get(id: string): number | undefined;
}

/**
 * The positions of the persons of a drawing laid out here, by node: the id's node in the index it was laid
 * out from (while that node still has that id), then the node's place. Nothing to build, where a Map of
 * every person's id costs tens of milliseconds on 100,000 persons. Undefined for a drawing not laid out here.
 */
export function positionsByNode(drawing: DrawResponse): Positions | undefined {
  const drawn = drawnNodes.get(drawing);
  if (drawn === undefined) return undefined;
  const { ids, indexOf, itemOf } = drawn;
  return {
    get(id: string): number | undefined {
      const node = indexOf.get(id);
      if (node === undefined || node >= itemOf.length || ids[node] !== id) return undefined;
      const at = itemOf[node];
      return at < 0 ? undefined : at;
    },
  };
}

/** Lets `derived` be followed as `from` is: only for a payload whose cards are where they are in `from` (updateCards). */
export function sharePlaces(from: DrawResponse, derived: DrawResponse): void {
  const drawn = drawnNodes.get(from);
  if (drawn) drawnNodes.set(derived, drawn);
  const places = placesByDrawing.get(from);
  if (places) placesByDrawing.set(derived, places);
}

/** Whether a layout from `index` finds the cards of `previous` by node (else by id, through followPlaces). */
export function followsByNode(index: Pick<GraphIndex, 'numbering' | 'derivedFrom'>, previous: DrawResponse | Places): boolean {
  return byNode(index, previous) !== undefined;
}

/** The node in `previous`'s index of each real node (identity: null), with where `previous` drew them; undefined when not known. */
export type ByNode = { drawn: DrawnNodes; oldOf: Int32Array | null };

export function byNode(index: Pick<GraphIndex, 'numbering' | 'derivedFrom'>, previous: DrawResponse | Places): ByNode | undefined {
  const drawn = previous instanceof Map ? undefined : drawnNodes.get(previous as DrawResponse);
  if (drawn === undefined) return undefined;
  if (drawn.numbering === index.numbering) return { drawn, oldOf: null };
  if (index.derivedFrom?.numbering === drawn.numbering) return { drawn, oldOf: index.derivedFrom.oldOf };
  return undefined;
}

/**
 * Each group's left edge in the previous drawing, NaN for a group none of whose members was drawn there:
 * taken from its first member drawn before, so that member keeps its place when a spouse joins or leaves.
 * A drawing laid out here from this index or the one it was derived from is read by node (a tenth of the
 * time of 100,000 lookups by id); any other by id.
 */
export function groupMemory(s: Structure, index: GraphIndex, previous: DrawResponse | Places, known: ByNode | undefined): Float64Array {
  const prev = scratchF64(s.groupCount, Number.NaN);
  const { posOf, member, memberStart, memberCount } = s;
  if (known === undefined) {
    const xs = followPlaces(previous);
    for (let g = 0; g < s.groupCount; g++) {
      const from = memberStart[g];
      for (let k = from; k < from + memberCount[g]; k++) {
        const node = member[k];
        const x = xs.get(index.ids[node]);
        if (x === undefined) continue;
        prev[g] = x - posOf[node] * MEMBER_PITCH;
        break;
      }
    }
    return prev;
  }
  const { drawn, oldOf } = known;
  const real = index.persons.length;
  for (let g = 0; g < s.groupCount; g++) {
    const from = memberStart[g];
    for (let k = from; k < from + memberCount[g]; k++) {
      const node = member[k];
      let x: number | undefined;
      if (node < real) {
        const o = oldOf === null ? node : oldOf[node];
        x = o < 0 ? Number.NaN : drawn.x[o];
      } else x = drawn.ghosts.get(index.ids[node]) ?? Number.NaN;
      if (x !== x) continue;
      prev[g] = x - posOf[node] * MEMBER_PITCH;
      break;
    }
  }
  return prev;
}

/**
 * What the last drawing made of each drawn person (personMemo): taken by node from the drawing this one
 * follows when it was laid out here and the person is the same object, else looked up per person object.
 */
export function drawnMemos(s: Structure, index: GraphIndex, known: ByNode | undefined): (PersonMemo | undefined)[] {
  const real = index.persons.length;
  const { groupOf } = s;
  const persons = index.persons;
  const memos: (PersonMemo | undefined)[] = new Array(real);
  if (known === undefined) {
    for (let node = 0; node < real; node++) if (groupOf[node] >= 0) memos[node] = personMemo(persons[node]);
    return memos;
  }
  const { drawn, oldOf } = known;
  const before = drawn.memos;
  for (let node = 0; node < real; node++) {
    if (groupOf[node] < 0) continue;
    const person = persons[node];
    const o = oldOf === null ? node : oldOf[node];
    const memo = o < 0 ? undefined : before[o];
    memos[node] = memo !== undefined && memo.person === person && sameText(memo, person) ? memo : personMemo(person);
  }
  return memos;
}

/**
 * The reading order of `persons` (row by row, left to right, then by id) as indices, merged from the order
 * of the drawing followed: the persons drawn where they were there keep their order among themselves, and
 * only the others are sorted and merged in. Undefined when the drawing was not laid out here or too much
 * moved (the caller sorts them all). `node[i]` is the node of persons[i]; ys and xs their places.
 */
export function followedOrder(known: ByNode | undefined, real: number, persons: readonly DrawPerson[], node: Int32Array, ys: Float64Array, xs: Float64Array): Int32Array | undefined {
  if (known === undefined) return undefined;
  const { drawn, oldOf } = known;
  const n = persons.length;
  // Each earlier node's item here, when drawn at the same place (ids are the nodes' own).
  const itemOf = scratchI32(drawn.x.length, -1);
  const fresh: number[] = [];
  for (let i = 0; i < n; i++) {
    const v = node[i];
    const o = v >= real ? -1 : oldOf === null ? v : oldOf[v];
    if (o >= 0 && drawn.x[o] === xs[i] && drawn.y[o] === ys[i]) itemOf[o] = i;
    else fresh.push(i);
  }
  if (tooMany(fresh.length, n)) return undefined;
  const kept = scratchI32(drawn.order.length);
  for (let k = 0; k < kept.length; k++) kept[k] = itemOf[drawn.order[k]];
  return mergeIn(kept, fresh, scratchI32(n), (i, j) => ys[i] - ys[j] || xs[i] - xs[j] || (persons[i].object_id < persons[j].object_id ? -1 : 1));
}

/**
 * The blood relatives' nodes ordered by id, merged from the drawing followed: those who were blood
 * relatives there keep their order, the others are sorted and merged in. Undefined as followedOrder.
 * `nodes` are the blood relatives drawn.
 */
export function followedBlood(known: ByNode | undefined, real: number, nodes: number[], ids: readonly string[]): Int32Array | undefined {
  if (known === undefined) return undefined;
  const { drawn, oldOf } = known;
  const newOf = scratchI32(drawn.x.length, -1);
  for (let v = 0; v < real; v++) {
    const o = oldOf === null ? v : oldOf[v];
    if (o >= 0) newOf[o] = v;
  }
  // 1 for each blood relative drawn, 2 once found among those of the drawing followed.
  const kept = scratchU8(real);
  for (let k = 0; k < nodes.length; k++) kept[nodes[k]] = 1;
  const still: number[] = [];
  for (let k = 0; k < drawn.blood.length; k++) {
    const v = newOf[drawn.blood[k]];
    if (v < 0 || kept[v] !== 1) continue;
    kept[v] = 2;
    still.push(v);
  }
  const fresh: number[] = [];
  for (let k = 0; k < nodes.length; k++) if (kept[nodes[k]] === 1) fresh.push(nodes[k]);
  if (tooMany(fresh.length, nodes.length)) return undefined;
  // The drawing keeps this order (its record), so it is not cut from scratch memory.
  return mergeIn(still, fresh, new Int32Array(nodes.length), (a, b) => (ids[a] < ids[b] ? -1 : ids[a] > ids[b] ? 1 : 0));
}

/**
 * The reading order of `lines` (as compareLines: first point, last point, id) as indices, merged from the
 * drawing followed: lines that are that drawing's line objects again (`before`, their places there, from
 * buildLines) keep their order, the others are sorted by `keys` (first y, first x, last x, last y) and
 * merged in. Undefined as followedOrder.
 */
export function followedLineOrder(known: ByNode | undefined, lines: readonly DrawLine[], before: Int32Array, keys: Float64Array[]): Int32Array | undefined {
  if (known === undefined) return undefined;
  const n = lines.length;
  const slot = scratchI32(known.drawn.lines.length, -1);
  const fresh: number[] = [];
  for (let i = 0; i < n; i++) {
    const b = before[i];
    if (b >= 0 && slot[b] < 0) slot[b] = i;
    else fresh.push(i);
  }
  if (tooMany(fresh.length, n)) return undefined;
  const [firstY, firstX, lastX, lastY] = keys;
  return mergeIn(slot, fresh, scratchI32(n), (i, j) =>
    firstY[i] - firstY[j] || firstX[i] - firstX[j] || lastX[i] - lastX[j] || lastY[i] - lastY[j] || (lines[i].line_id < lines[j].line_id ? -1 : 1));
}

/** Past this many items to place anew, sorting them all is as cheap as merging (the callers then sort). */
const tooMany = (fresh: number, n: number) => fresh > Math.max(4096, n >> 3);

/**
 * The items in order, written to `order` (one slot per item): `kept` (already in order; negative entries
 * are gaps) with `fresh` sorted by `precedes` and merged in.
 */
function mergeIn(kept: ArrayLike<number>, fresh: number[], order: Int32Array, precedes: (i: number, j: number) => number): Int32Array {
  fresh.sort(precedes);
  let at = 0;
  let f = 0;
  for (let k = 0; k < kept.length; k++) {
    const i = kept[k];
    if (i < 0) continue;
    while (f < fresh.length && precedes(fresh[f], i) < 0) order[at++] = fresh[f++];
    order[at++] = i;
  }
  while (f < fresh.length) order[at++] = fresh[f++];
  return order;
}
