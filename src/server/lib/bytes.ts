/** Bytes that own their whole ArrayBuffer, so a worker thread can move them instead of copying. */

/** `bytes` itself when it spans its buffer; else a copy that does (small Buffers share Node's pool). */
export function ownBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  if (bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes as Uint8Array<ArrayBuffer>;
  return new Uint8Array(bytes);
}

/** A value as UTF-8 JSON in bytes of its own. */
export function jsonBytes(value: unknown): Uint8Array<ArrayBuffer> {
  return ownBytes(Buffer.from(JSON.stringify(value)));
}

/** Bytes sent a megabyte at a time: one write of 80 MB held the HTTP thread for a tenth of a second. */
const BODY_CHUNK = 1 << 20;

/** A response of JSON already in bytes (made in the worker pool), with its length. */
export function jsonResponse(bytes: Uint8Array<ArrayBuffer>): Response {
  return new Response(bodyOf(bytes), { status: 200, headers: { 'content-type': 'application/json', 'content-length': String(bytes.length) } });
}

/** A response body for `bytes`: as they are when small, else a stream of slices the socket takes as it drains. */
export function bodyOf(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array<ArrayBuffer>> {
  if (bytes.length <= BODY_CHUNK) return bytes;
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      controller.enqueue(bytes.subarray(at, at + BODY_CHUNK));
      at += BODY_CHUNK;
      if (at >= bytes.length) controller.close();
    },
  });
}
