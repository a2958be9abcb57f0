/**
 * POST api/ocr/ocr-image-area: the text of an image, or of a rectangle of it, for the viewer's "read
 * this part" and the image-to-text page. The image is one this site serves (a signed file link) or a
 * multipart upload (an image the library accepts, at most 100 MB); it is turned by `rotate` first, the
 * rectangle is checked against the turned image, then read by Tesseract in a child process. At most
 * two readings run at once on a node; a third caller is asked to retry (429).
 */
import { readFile, rm } from 'node:fs/promises';
import sharp, { type OutputInfo } from 'sharp';
import type { z } from 'zod';
import { ocrAreaFieldsSchema } from '../../../protocol/zupus';
import type { AppDeps } from '../../deps';
import { MAX_INPUT_PIXELS } from '../../files/images';
import { checkUpload } from '../../files/sniff';
import { fileStore, readAll } from '../../files/store';
import { badRequest, fromZodError, HttpError, notFound, tooLarge, tooManyRequests } from '../../http/errors';
import { BODY_LIMIT_BYTES } from '../../http/bodyLimit';
import { requireStorableText } from '../../http/validate';
import { readPage } from '../../ocr/tesseract';
import { ourToken, tokenOf } from '../files/routes';
import { receiveUpload } from '../library/uploads';

type Fields = z.infer<typeof ocrAreaFieldsSchema>;

const READABLE = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/webp', 'image/tiff']);
const UNSUPPORTED = 'This file type cannot be read: send a JPEG, PNG, GIF or BMP image.';
const MAX_RUNNING = 2;
let running = 0;

function parseFields(raw: unknown): Fields {
  requireStorableText(raw, 'body');
  const result = ocrAreaFieldsSchema.safeParse(raw);
  if (!result.success) throw fromZodError(result.error, 'body');
  return result.data;
}

/** A JSON body, at most 1 MB as it streams (this call is exempt from the general limit for its uploads). */
async function smallBody(request: Request): Promise<string> {
  if (Number(request.headers.get('content-length') ?? 0) > BODY_LIMIT_BYTES) throw tooLarge('The request is larger than 1 MB.');
  const reader = request.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > BODY_LIMIT_BYTES) {
      await reader.cancel();
      throw tooLarge('The request is larger than 1 MB.');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The image bytes and the request's fields, from a multipart upload or a JSON body with a url. */
async function imageOf(deps: AppDeps, request: Request): Promise<{ bytes: Buffer; fields: Fields }> {
  if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    const { fields: rawFields, file } = await receiveUpload(request, deps.config.dataDir, 'file');
    try {
      const fields = parseFields(rawFields);
      const checked = checkUpload(file.name, file.head, 'file');
      if (checked.kind !== 'image' || !READABLE.has(checked.contentType)) throw badRequest(UNSUPPORTED, { file: [UNSUPPORTED] });
      return { bytes: await readFile(file.path), fields };
    } finally {
      await rm(file.path, { force: true });
    }
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await smallBody(request));
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badRequest('Send JSON with a url, or the image as multipart/form-data in file.', { url: ['Give the url of an image of this site, or send a file.'] });
  }
  const fields = parseFields(raw);
  if (!fields.url) throw badRequest('Give the url of an image of this site, or send a file.', { url: ['Give the url of an image of this site, or send a file.'] });
  const signed = ourToken(deps, fields.url);
  if (!signed) throw badRequest('The url must be a file link of this site.', { url: ['The url must be a file link of this site.'] });
  const token = tokenOf(deps, signed);
  const obj = await fileStore(deps).get(token.k);
  if (!obj) throw notFound('The image is gone.');
  if (!READABLE.has(obj.contentType.split(';')[0]!.trim())) {
    obj.body.destroy();
    throw badRequest(UNSUPPORTED, { url: [UNSUPPORTED] });
  }
  return { bytes: await readAll(obj), fields };
}

/** The turned image cut to the rectangle, as PNG; 400 naming the coordinate that falls outside. */
async function areaOf(bytes: Buffer, f: Fields): Promise<Buffer> {
  let turned: { data: Buffer; info: OutputInfo };
  try {
    turned = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate(((f.rotate % 360) + 360) % 360).png().toBuffer({ resolveWithObject: true });
  } catch {
    throw badRequest('The image could not be read.', { file: ['The image could not be read.'] });
  }
  if (f.x1 === undefined) return turned.data;
  const { width, height } = turned.info;
  const outside: Record<string, string[]> = {};
  if (f.x2! > width) outside.x2 = [`The image is ${width} pixels wide.`];
  if (f.y2! > height) outside.y2 = [`The image is ${height} pixels high.`];
  if (Object.keys(outside).length) throw badRequest(`The rectangle lies outside the ${width}×${height} image.`, outside);
  return sharp(turned.data).extract({ left: f.x1!, top: f.y1!, width: f.x2! - f.x1!, height: f.y2! - f.y1! }).png().toBuffer();
}

export async function ocrImageArea(deps: AppDeps, request: Request, signal: AbortSignal): Promise<{ text: string }> {
  if (running >= MAX_RUNNING) throw tooManyRequests('Other images are being read: try again in a few seconds.', 5);
  running++;
  try {
    const { bytes, fields } = await imageOf(deps, request);
    const area = await areaOf(bytes, fields);
    const reading = await readPage(area, fields.lang, signal);
    return { text: reading.text };
  } finally {
    running--;
  }
}
