/**
 * Brotli-compressed JSON of a large object without its whole text in memory. A 100,000-person layout
 * is 83 MB of JSON: made in one piece, its string (two bytes a character once a Chinese name is in
 * it) and its UTF-8 copy held about 250 MB at once on top of the layout. In pieces, each a few
 * thousand array items, only the compressed stream grows, and the compressing runs on libuv's thread
 * pool while the next pieces are made.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants as zlib, createBrotliCompress } from 'node:zlib';

/** Array items serialized per piece. */
const ITEMS_PER_PIECE = 2048;

/** An object JSON.stringify writes member by member: a plain object or one without a prototype, with no toJSON. */
function plainObject(value: unknown): value is object {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return (proto === Object.prototype || proto === null) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
}

/**
 * The text of JSON.stringify(value), piece by piece: the long arrays of the object, and of the plain
 * objects in it, a slice at a time; every other member whole. So the columnar form of a layout (an object
 * of columns) is made a slice of a column at a time, not a whole object of 100,000-item columns at once,
 * which held its thread for about 200 ms. Joined, the pieces are exactly JSON.stringify's text (same
 * keys, order and skipped undefined members).
 */
export function* jsonPieces(value: object, itemsPerPiece = ITEMS_PER_PIECE): Generator<string> {
  yield '{';
  let first = true;
  for (const [key, member] of Object.entries(value) as [string, unknown][]) {
    if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    if (Array.isArray(member) && member.length > itemsPerPiece) {
      yield '[';
      for (let i = 0; i < member.length; i += itemsPerPiece) {
        const text = JSON.stringify(member.slice(i, i + itemsPerPiece));
        yield `${i > 0 ? ',' : ''}${text.slice(1, -1)}`;
      }
      yield ']';
    } else if (plainObject(member)) {
      yield* jsonPieces(member, itemsPerPiece);
    } else {
      yield JSON.stringify(member);
    }
  }
  yield '}';
}

/** Pieces gathered into buffers of about this many characters before they go to the compressor. */
const BUFFER_CHARS = 1 << 18;

export function* utf8Buffers(pieces: Iterable<string>): Generator<Buffer> {
  let parts: string[] = [];
  let length = 0;
  for (const piece of pieces) {
    parts.push(piece);
    length += piece.length;
    if (length >= BUFFER_CHARS) {
      yield Buffer.from(parts.join(''));
      parts = [];
      length = 0;
    }
  }
  if (length > 0) yield Buffer.from(parts.join(''));
}

/** Brotli (quality 1, as the one-piece packing) of JSON.stringify(value), made piece by piece. */
export async function brotliJson(value: object): Promise<Buffer> {
  const out: Buffer[] = [];
  await pipeline(Readable.from(utf8Buffers(jsonPieces(value)), { objectMode: true, highWaterMark: 4 }), createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } }), async (compressed: AsyncIterable<Buffer>) => {
    for await (const chunk of compressed) out.push(chunk);
  });
  return Buffer.concat(out);
}
