/**
 * How a draw answer goes on the wire: in the object form (JSON of DrawResponse) or, for a client that
 * sends `Accept: DRAW_COLUMNS_TYPE`, in the columnar form (src/protocol/drawColumns.ts); compressed
 * with brotli or gzip when the client accepts one (Accept-Encoding), else as it is. The bytes are made
 * in the worker pool: the compressor streams on libuv's threads while the text is made piece by piece.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import { DRAW_COLUMNS_TYPE, encodeDrawColumns } from '../../../protocol/drawColumns';
import type { DrawResponse } from '../../../protocol/draw';
import { jsonPieces, utf8Buffers } from './packJson';

export type DrawForm = 'objects' | 'columns';
export type ContentCoding = 'br' | 'gzip' | 'identity';

export interface DrawAnswerFormat {
  form: DrawForm;
  coding: ContentCoding;
}

/** How a cache names an answer's format (LayoutCache.answer). */
export const formatKey = (format: DrawAnswerFormat) => `${format.form}/${format.coding}`;

/** A drawing of fewer persons goes uncompressed: it is a few kilobytes, and compressing would cost more than it saves. */
export const COMPRESS_FROM_PERSONS = 8;

/** The columnar form when the Accept header names it; the object form otherwise. */
export function drawFormOf(accept: string | undefined): DrawForm {
  return accept?.split(',').some((part) => part.split(';')[0].trim().toLowerCase() === DRAW_COLUMNS_TYPE) ? 'columns' : 'objects';
}

/** brotli, else gzip, when the Accept-Encoding header accepts it (q above 0, `*` counting); else identity. */
export function contentCodingOf(acceptEncoding: string | undefined): ContentCoding {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepted = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return 'identity';
}

export const drawContentType = (form: DrawForm) => (form === 'columns' ? DRAW_COLUMNS_TYPE : 'application/json');

/** The text of the answer in pieces: the object form a slice of persons and lines at a time, the columns a column at a time. */
function answerPieces(payload: DrawResponse, form: DrawForm): Iterable<string> {
  if (form === 'objects') return jsonPieces(payload);
  const columns = encodeDrawColumns(payload);
  return (function* () {
    yield `{"columns_version":${columns.columns_version},"persons":`;
    yield* jsonPieces(columns.persons, Number.MAX_SAFE_INTEGER);
    yield ',"lines":';
    yield* jsonPieces(columns.lines, Number.MAX_SAFE_INTEGER);
    yield `,"blood_relatives":${JSON.stringify(columns.blood_relatives)},"frame":${JSON.stringify(columns.frame)}}`;
  })();
}

/**
 * Brotli at quality 1 for the answer: on the columnar form of a 100,000-person tree (42 MB) 9.8 MB
 * against quality 4's 8.6 MB, but in a quarter to a third of its time (0.3 s against 0.9 s in one
 * piece on an idle core; 0.7–1.2 s against 3–3.7 s streamed with the text on a loaded machine), and
 * the first draw waits for it. gzip at its default level.
 */
function compressor(coding: Exclude<ContentCoding, 'identity'>) {
  return coding === 'br' ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } }) : createGzip({ level: 6 });
}

export interface EncodedDrawAnswer {
  bytes: Uint8Array<ArrayBuffer>;
  /** Bytes before compression. */
  decodedBytes: number;
  contentType: string;
  coding: ContentCoding;
}

/** The answer's bytes in the asked form and coding; small answers go uncompressed. */
export async function encodeDrawAnswer(payload: DrawResponse, format: DrawAnswerFormat): Promise<EncodedDrawAnswer> {
  const contentType = drawContentType(format.form);
  let decodedBytes = 0;
  const counted = function* (buffers: Iterable<Buffer>) {
    for (const buffer of buffers) {
      decodedBytes += buffer.length;
      yield buffer;
    }
  };
  const buffers = counted(utf8Buffers(answerPieces(payload, format.form)));
  if (format.coding === 'identity' || payload.persons.length < COMPRESS_FROM_PERSONS) {
    const whole = Buffer.concat([...buffers]);
    return { bytes: new Uint8Array(whole.buffer, whole.byteOffset, whole.length).slice(), decodedBytes, contentType, coding: 'identity' };
  }
  const out: Buffer[] = [];
  await pipeline(Readable.from(buffers, { objectMode: true, highWaterMark: 4 }), compressor(format.coding), async (compressed: AsyncIterable<Buffer>) => {
    for await (const chunk of compressed) out.push(chunk);
  });
  return { bytes: new Uint8Array(Buffer.concat(out)), decodedBytes, contentType, coding: format.coding };
}
