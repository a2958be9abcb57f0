/**
 * An estimate of the bytes a value keeps alive on the V8 heap, from its shape: an object or array costs a
 * header and a slot per field or item, a string its characters, a number that is not a small integer a
 * boxed double. A long array is estimated from an even sample of its items and a long map from its first
 * entries, so a 100,000-person tree is sized in a few milliseconds. An estimate, not a count (values
 * shared between two estimated values are counted in each): enough to bound a cache in megabytes.
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
      if (value instanceof Map) return HEADER + MAP_ENTRY * value.size + mapEntries(value, depth + 1);
      // A set counts its table, not its members (none of the values sized here holds one).
      if (value instanceof Set) return HEADER + MAP_ENTRY * value.size;
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
  const taken = Math.min(count, SAMPLE);
  let sum = 0;
  for (let k = 0; k < taken; k++) sum += size(Math.floor((k * count) / taken));
  return taken === 0 ? 0 : (sum * count) / taken;
}

/**
 * The sizes of a map's keys and values, from its first SAMPLE entries: a map is walked in insertion order,
 * and walking a whole 100,000-entry one to reach entries spread over it costs about a millisecond.
 */
function mapEntries(map: Map<unknown, unknown>, depth: number): number {
  let sum = 0;
  let taken = 0;
  for (const [key, value] of map) {
    if (taken === SAMPLE) break;
    sum += sizeOf(key, depth) + sizeOf(value, depth);
    taken++;
  }
  return taken === 0 ? 0 : (sum * map.size) / taken;
}

function isOneByte(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0xff) return false;
  return true;
}
