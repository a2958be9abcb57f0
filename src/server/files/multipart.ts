/**
 * A multipart/form-data upload read as it streams in: text fields kept, each file written straight to a
 * temporary file while its size is counted, never held whole in memory nor parsed in one go on the
 * HTTP thread (a 100 MB GEDCOM buffered and parsed at once held every other request for a third of a
 * second). A body over the limit (with or without a Content-Length) stops the upload there with 413;
 * a failed upload leaves no file.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { badRequest, tooLarge, type FieldErrors } from '../http/errors';
import { requireStorableText } from '../http/validate';
import { unreadNodeBody } from './nodeBody';

export interface UploadedFile {
  /** Where the bytes were written: the caller moves or deletes it. */
  path: string;
  /** The name the browser gave, without any folder. */
  name: string;
  type: string;
  size: number;
  /** The first bytes, to tell what the file is. */
  head: Uint8Array;
}

export interface MultipartOptions {
  /** Folder for the temporary files. */
  dir: string;
  /** The one file field read; any other file is refused. */
  fileField: string;
  maxFileBytes: number;
  /** The message for a file over the limit. */
  tooLargeMessage: string;
  /** Field errors for a request without the file, or not sent as multipart. */
  missing: FieldErrors;
}

const HEAD_BYTES = 512;
/** What multipart framing and the text fields may add to the file's bytes. */
const FRAMING_BYTES = 64 * 1024;

/** A body busboy could not read is the sender's fault (400); anything else is ours. */
function malformed(err: Error, o: MultipartOptions): Error {
  return /Unexpected end of (form|file)|Malformed|boundary/i.test(err.message) ? badRequest('The upload was cut off or malformed. Please send it again.', o.missing) : err;
}

/** Reads the request's multipart body; answers its text fields and its file (if one was sent). */
export async function receiveMultipart(request: Request, o: MultipartOptions): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  const type = request.headers.get('content-type') ?? '';
  const incoming = unreadNodeBody(request);
  if (!type.includes('multipart/form-data') || (!incoming && !request.body)) throw badRequest('Send the file as multipart/form-data.', o.missing);
  // The whole body is limited as it streams, declared length or not: past the file's limit and the
  // framing, the upload stops there.
  const maxBody = o.maxFileBytes + FRAMING_BYTES;
  if (Number(request.headers.get('content-length') ?? 0) > maxBody) throw tooLarge(o.tooLargeMessage);
  let read = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _, done) {
      read += chunk.length;
      if (read > maxBody) done(tooLarge(o.tooLargeMessage));
      else done(null, chunk);
    },
  });
  await mkdir(o.dir, { recursive: true });
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  let failure: Error | null = null;
  const writes: Promise<void>[] = [];
  let parser: busboy.Busboy;
  try {
    // busboy counts a file that reaches its limit as over it: one byte more, and the size is checked here too.
    parser = busboy({ headers: { 'content-type': type }, limits: { files: 1, fileSize: o.maxFileBytes + 1, fields: 50, fieldSize: 64 * 1024 } });
  } catch {
    throw badRequest('Send the file as multipart/form-data.', o.missing);
  }
  parser.on('field', (name, value) => (fields[name] = value));
  parser.on('file', (name, stream, info) => {
    if (name !== o.fileField || file) {
      stream.resume();
      return;
    }
    const path = join(o.dir, `${randomUUID()}.part`);
    const current: UploadedFile = { path, name: (info.filename ?? '').split(/[\\/]/).pop() ?? '', type: info.mimeType, size: 0, head: new Uint8Array(0) };
    file = current;
    const heads: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => {
      if (current.size < HEAD_BYTES) heads.push(chunk.subarray(0, HEAD_BYTES - current.size));
      current.size += chunk.length;
      if (current.size > o.maxFileBytes) failure ??= tooLarge(o.tooLargeMessage);
    });
    stream.on('limit', () => (failure ??= tooLarge(o.tooLargeMessage)));
    stream.on('end', () => (current.head = new Uint8Array(Buffer.concat(heads))));
    // Caught here: a cut-off body fails the file stream too, and the parser's failure is the one answered.
    writes.push(pipeline(stream, createWriteStream(path)).catch((err: Error) => void (failure ??= malformed(err, o))));
  });
  parser.on('filesLimit', () => (failure ??= badRequest('Send one file at a time.', o.missing)));
  try {
    await pipeline(incoming ?? Readable.fromWeb(request.body as WebReadableStream<Uint8Array>), counted, parser);
    await Promise.all(writes);
  } catch (err) {
    failure ??= malformed(err as Error, o);
  }
  const sent: UploadedFile | null = file;
  try {
    requireStorableText({ ...fields, ...(sent ? { [o.fileField]: (sent as UploadedFile).name } : {}) }, 'body');
  } catch (err) {
    failure ??= err as Error;
  }
  if (failure) {
    if (sent) await rm((sent as UploadedFile).path, { force: true });
    throw failure;
  }
  return { fields, file: sent };
}
