/**
 * What a layout drew for each real node, in typed arrays by node, beside the drawing (following.ts): a
 * layout that follows it compares numbers read in node order instead of walking the objects of 100,000
 * cards and lines (each a load the processor waits for), and hands out again the card or line object of
 * what is drawn as before, with its kept hash.
 */
import type { DrawLine, DrawPerson } from '../../protocol/draw';

/** The drawn person of each real node, and what its card followed from besides the person object. */
export interface DrawnCards {
  /** The person as drawn, undefined for a node not drawn or drawn on another path (a visitor's card). */
  person: (DrawPerson | undefined)[];
  hashA: Uint32Array;
  hashB: Uint32Array;
  /** Hidden persons counted on the card, and its birth order (0 for none). */
  hidden: Int32Array;
  order: Int32Array;
}

/**
 * Per real node: its own line from the parents it is drawn under (keyed by the child), and a couple line
 * (keyed by the partner lines.ts picks, coupleKey), with what their points followed from.
 */
export interface DrawnLines {
  child: (DrawLine | undefined)[];
  childA: Uint32Array;
  childB: Uint32Array;
  /** Its place in the drawing's reading order of lines. */
  childAt: Int32Array;
  /** The parents' nodes, first and second (-1 for one parent), and the parenthood kind's code + 1. */
  parentA: Int32Array;
  parentB: Int32Array;
  kind: Uint8Array;
  dropX: Float64Array;
  dropY: Float64Array;
  barY: Float64Array;
  couple: (DrawLine | undefined)[];
  coupleA: Uint32Array;
  coupleB: Uint32Array;
  coupleAt: Int32Array;
  /** The partners' nodes in the line's order, and the height of a line under the cards (0 for neighbours). */
  partnerA: Int32Array;
  partnerB: Int32Array;
  under: Float64Array;
}

export function drawnCards(real: number): DrawnCards {
  return { person: new Array(real), hashA: new Uint32Array(real), hashB: new Uint32Array(real), hidden: new Int32Array(real), order: new Int32Array(real) };
}

/** Records how node's card was drawn. */
export function recordCard(cards: DrawnCards, node: number, person: DrawPerson, hashA: number, hashB: number, hidden: number, order: number): void {
  cards.person[node] = person;
  cards.hashA[node] = hashA;
  cards.hashB[node] = hashB;
  cards.hidden[node] = hidden;
  cards.order[node] = order;
}

/** Records what a child's own line follows from (the line itself and its hash are recorded once pushed). */
export function recordChildLine(lines: DrawnLines, child: number, parentA: number, parentB: number, kind: number, dropX: number, dropY: number, barY: number): void {
  lines.parentA[child] = parentA;
  lines.parentB[child] = parentB;
  lines.kind[child] = kind;
  lines.dropX[child] = dropX;
  lines.dropY[child] = dropY;
  lines.barY[child] = barY;
}

export function drawnLines(real: number): DrawnLines {
  return {
    child: new Array(real),
    childA: new Uint32Array(real),
    childB: new Uint32Array(real),
    childAt: new Int32Array(real).fill(-1),
    parentA: new Int32Array(real),
    parentB: new Int32Array(real),
    kind: new Uint8Array(real),
    dropX: new Float64Array(real),
    dropY: new Float64Array(real),
    barY: new Float64Array(real),
    couple: new Array(real),
    coupleA: new Uint32Array(real),
    coupleB: new Uint32Array(real),
    coupleAt: new Int32Array(real).fill(-1),
    partnerA: new Int32Array(real),
    partnerB: new Int32Array(real),
    under: new Float64Array(real),
  };
}
