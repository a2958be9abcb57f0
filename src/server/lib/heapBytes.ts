/**
 * An estimate of the bytes a value keeps alive on the V8 heap, from its shape: an object or array costs a
 * header and a slot per field or item, a string its characters, a number that is not a small integer a
 * boxed double. A long array or map is estimated from an even sample of its items, so a 100,000-person
 * tree is sized in well under a millisecond. An estimate, not a count (values shared between two
 * estimated values are counted in each): enough to bound a cache in megabytes.
 */

const HEADER = 24;
/** An array's own header and its backing store's. */
const ARRAY_HEADER = HEADER + 16;
const SLOT = 8;
const STRING = 16;
const HEAP_NUMBER = 16;
/** A Map's entry: key, value and chain slots in its hash table. */
const MAP_ENTRY = 3 * SLOT;
/** Items of a long array or map sized one by one; the rest are taken to be like them. */
const SAMPLE = 64;
/** Nesting followed; deeper values are counted as one slot (the sizes estimated here are a few levels deep). */
const MAX_DEPTH = 8;

export function heapBytes(value: unknown): number {
  return sizeOf(value, 0);
}

function sizeOf(value: unknown, depth: number): number {
  switch (typeof value) {
    case 'string':
      // One byte per character for Latin-1 text, two otherwise; names in Chinese take two.
      return STRING + (isOneByte(value) ? value.length : 2 * value.length);
    case 'number':
      return Number.isInteger(value) && Math.abs(value) < 2 ** 30 ? 0 : HEAP_NUMBER;
    case 'object':
      if (value === null || depth >= MAX_DEPTH) return 0;
      if (ArrayBuffer.isView(value)) return HEADER + value.byteLength;
      if (Array.isArray(value)) return ARRAY_HEADER + SLOT * value.length + sampled(value.length, (i) => sizeOf(value[i], depth + 1));
      if (value instanceof Map) {
        const entries = [...sampleOf(value)];
        const each = entries.reduce((sum, [k, v]) => sum + sizeOf(k, depth + 1) + sizeOf(v, depth + 1), 0);
        return HEADER + MAP_ENTRY * value.size + (entries.length === 0 ? 0 : (each * value.size) / entries.length);
      }
      if (value instanceof Set) return HEADER + MAP_ENTRY * value.size + sampled(value.size, () => 0);
      {
        let bytes = HEADER;
        for (const key in value) bytes += SLOT + sizeOf((value as Record<string, unknown>)[key], depth + 1);
        return bytes;
      }
    default:
      return 0;
  }
}

/** The sizes of `count` items, summed from up to SAMPLE of them spread evenly. */
function sampled(count: number, size: (i: number) => number): number {
  if (count <= SAMPLE) {
    let sum = 0;
    for (let i = 0; i < count; i++) sum += size(i);
    return sum;
  }
  let sum = 0;
  for (let k = 0; k < SAMPLE; k++) sum += size(Math.floor((k * count) / SAMPLE));
  return (sum * count) / SAMPLE;
}

/** Up to SAMPLE entries of a map, spread over it (a map is walked in insertion order up to the last one taken). */
function* sampleOf<K, V>(map: Map<K, V>): Generator<[K, V]> {
  if (map.size <= SAMPLE) {
    yield* map;
    return;
  }
  // Walking a whole 100,000-entry map costs about a millisecond: the first entries stand for the rest.
  let taken = 0;
  for (const entry of map) {
    if (taken++ >= SAMPLE) return;
    yield entry;
  }
}

function isOneByte(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0xff) return false;
  return true;
}
