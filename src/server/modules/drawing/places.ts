/**
 * Where a stored layout's cards are, by id, in a compact form kept beside the whole layout (migration
 * 0097): all that a draw following the layout needs of it (placement with memory). For 100,000 persons it
 * is about 2 MB compressed and a few tens of milliseconds to read, where the whole layout is 12 MB
 * compressed and seconds to decompress and parse. A delta row's places are its whole base's, with the
 * delta's removed, updated and new persons applied (placesAfter).
 *
 * Form, before brotli: the count n (u32), a u32 of 0, n card x values (f64, little endian), then the n
 * object ids in the same order, each ended by a newline (ids are uuids or ghost ids, never with one).
 */
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib';
import type { DiffResponse, DrawResponse } from '../../../protocol/draw';

const HEADER = 8;

/** A layout's places, compressed. */
export function encodePlaces(payload: DrawResponse): Buffer {
  const n = payload.persons.length;
  const ids = payload.persons.map((p) => `${p.object_id}\n`).join('');
  const bytes = Buffer.alloc(HEADER + n * 8 + Buffer.byteLength(ids));
  bytes.writeUInt32LE(n, 0);
  const xs = new Float64Array(bytes.buffer, bytes.byteOffset + HEADER, n);
  for (let i = 0; i < n; i++) xs[i] = payload.persons[i].position.x;
  bytes.write(ids, HEADER + n * 8, 'utf8');
  return brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
}

/** The places encodePlaces kept; throws on bytes that are not such a form. */
export function decodePlaces(compressed: Uint8Array): Map<string, number> {
  const bytes = brotliDecompressSync(compressed);
  const n = bytes.readUInt32LE(0);
  const idsAt = HEADER + n * 8;
  if (bytes.length < idsAt) throw new Error(`Stored places are cut short: ${n} places need ${idsAt} bytes, there are ${bytes.length}.`);
  // Copied out: the decompressed buffer need not start on an 8-byte boundary.
  const xs = new Float64Array(bytes.buffer.slice(bytes.byteOffset + HEADER, bytes.byteOffset + idsAt));
  const ids = bytes.toString('utf8', idsAt).split('\n');
  if (ids.length !== n + 1 || ids[n] !== '') throw new Error(`Stored places name ${ids.length - 1} ids for ${n} places.`);
  const places = new Map<string, number>();
  for (let i = 0; i < n; i++) places.set(ids[i], xs[i]);
  return places;
}

/** The places of the layout a delta makes of its base, from the base's places (changed in place). */
export function placesAfter(base: Map<string, number>, delta: DiffResponse): Map<string, number> {
  for (const id of delta.remove_persons) base.delete(id);
  for (const p of delta.data_update) base.set(p.object_id, p.position.x);
  for (const p of delta.new_persons) base.set(p.object_id, p.position.x);
  return base;
}
