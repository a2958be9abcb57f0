/**
 * Typed arrays a layout needs only while it runs (the structure's places, sort keys, counts), cut from
 * memory this thread keeps and hands to the next layout.
 *
 * Why: a relayout of 100,000 persons allocated about 35 MB of typed arrays. The ones made early live
 * through the young collections a layout of that size runs into, so they and their memory were moved to
 * the old generation, which each full collection (of the heap that holds the tree) then had to free. Cut
 * from kept memory, the old generation grows by about 45 MB per relayout instead of about 63 MB, and a run
 * of 30 random edits paid 8 or 9 full collections instead of 10 (measured on 100,000 persons, alternated
 * with the code before).
 *
 * Only inside `withScratch` (layoutTree, diffLayouts); called elsewhere, the same functions allocate
 * new arrays, so every part of the layout still works on its own. An array cut here must not be kept
 * once the scope closes: the next layout writes over it. Arrays a drawing keeps (its record, following.ts)
 * are allocated as usual.
 */

/** Memory is kept in pieces of at least this size; a larger array gets a piece of its own size. */
const PIECE = 8 * 1024 * 1024;
/**
 * How many outermost scopes memory is kept for after it was last used. A layout and the diff after it are
 * two scopes, the diff's much smaller: let go after each scope, the diff gave back the pieces the next
 * layout then allocated again (8 to 24 MB of new buffers per relayout of 100,000 persons, which counted
 * toward the external memory that starts full collections).
 */
export const KEEP_FOR_SCOPES = 16;

const pieces: ArrayBuffer[] = [];
/** Open scopes (nested scopes give their arrays back when they close, in order). */
let depth = 0;
/** The last piece used by each of the last KEEP_FOR_SCOPES outermost scopes (a ring), and how many there were. */
const recent = new Int32Array(KEEP_FOR_SCOPES);
let scopes = 0;
/** The piece arrays are cut from, the bytes of it in use, and the last piece used since the outer scope opened. */
let piece = 0;
let used = 0;
let highest = 0;

/**
 * Runs `work` with arrays from kept memory; they are given back when it returns. The outermost scope then
 * lets go of pieces beyond those the last KEEP_FOR_SCOPES outermost scopes used, so one very large layout
 * does not hold its memory for ever.
 */
export function withScratch<T>(work: () => T): T {
  const atPiece = piece;
  const atUsed = used;
  if (depth === 0) highest = 0;
  depth++;
  try {
    return work();
  } finally {
    depth--;
    piece = atPiece;
    used = atUsed;
    if (depth === 0) {
      recent[scopes++ % KEEP_FOR_SCOPES] = highest;
      let keep = 0;
      for (let k = 0; k < KEEP_FOR_SCOPES; k++) if (recent[k] > keep) keep = recent[k];
      pieces.length = Math.min(pieces.length, keep + 1);
    }
  }
}

/** `bytes` of kept memory (8-aligned) as a buffer and offset, or undefined outside a scope. */
function cut(bytes: number): { buffer: ArrayBuffer; offset: number } | undefined {
  if (depth === 0) return undefined;
  const size = (bytes + 7) & ~7;
  for (;;) {
    if (piece === pieces.length) pieces.push(new ArrayBuffer(Math.max(PIECE, size)));
    const buffer = pieces[piece];
    if (used + size <= buffer.byteLength) {
      const offset = used;
      used += size;
      if (piece > highest) highest = piece;
      return { buffer, offset };
    }
    piece++;
    used = 0;
  }
}

type Typed = Float64Array | Int32Array | Uint32Array | Uint8Array;
interface TypedKind<T extends Typed> {
  new (length: number): T;
  new (buffer: ArrayBuffer, offset: number, length: number): T;
  readonly BYTES_PER_ELEMENT: number;
}

/** `length` items of `fill`, from kept memory inside a scope (reused memory is always filled), else new. */
function array<T extends Typed>(kind: TypedKind<T>, length: number, fill: number): T {
  const at = cut(length * kind.BYTES_PER_ELEMENT);
  const out = at === undefined ? new kind(length) : new kind(at.buffer, at.offset, length);
  if (at !== undefined || fill !== 0) out.fill(fill);
  return out;
}

/** A Float64Array of `length` zeros (or `fill`), from kept memory inside a scope. */
export const scratchF64 = (length: number, fill = 0): Float64Array => array(Float64Array, length, fill);

/** An Int32Array of `length` zeros (or `fill`), from kept memory inside a scope. */
export const scratchI32 = (length: number, fill = 0): Int32Array => array(Int32Array, length, fill);

/** A Uint32Array of `length` zeros, from kept memory inside a scope. */
export const scratchU32 = (length: number): Uint32Array => array(Uint32Array, length, 0);

/** A Uint8Array of `length` zeros, from kept memory inside a scope. */
export const scratchU8 = (length: number): Uint8Array => array(Uint8Array, length, 0);
