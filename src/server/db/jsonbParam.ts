/**
 * A large JSON value as a jsonb query parameter in PostgreSQL's binary format: a version byte (1)
 * before the UTF-8 text. Sent as text, PGlite measures the UTF-8 length of the string one character
 * at a time in JavaScript and then encodes it, about a second over the 60 MB of JSON a
 * 100,000-person import writes; Buffer encodes it natively. node-postgres sends a Buffer parameter in
 * binary format too, so the same value works on both databases. Only for parameters cast to jsonb:
 * json's binary format has no version byte.
 */
export function jsonbParam(value: unknown): Buffer {
  const json = JSON.stringify(value);
  const bytes = Buffer.allocUnsafe(1 + Buffer.byteLength(json));
  bytes[0] = JSONB_BINARY_VERSION;
  bytes.write(json, 1);
  return bytes;
}

/** The only version of jsonb's binary format (jsonb_recv). */
const JSONB_BINARY_VERSION = 1;

/** PostgreSQL's type oid of jsonb. */
export const JSONB_OID = 3802;
