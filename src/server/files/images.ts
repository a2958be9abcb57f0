/**
 * Image derivatives, made in the worker pool with sharp (libvips): the square WebP thumbnail of an
 * avatar, and the WebP derivatives of library images (thumbnails and previews at a width, turned
 * upright by EXIF and by the asset's quarter turns). Derivatives carry no metadata: the EXIF of a
 * photo (GPS position, camera, owner) stays in the original only. An image is measured from its header before it is decoded, and one that declares more than
 * MAX_INPUT_PIXELS is refused, SVG included (a 126-byte SVG declaring 20000x20000 would otherwise be
 * rasterised into gigabytes).
 */
import { readFile } from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { badRequest } from '../http/errors';
import { ownBytes } from '../lib/bytes';
import { openStore, type StoreSpec } from './storeConfig';
import { DirectoryStore, readAll } from './store';

/** 60 megapixels: more than any phone or scanner photo people upload as a portrait. */
export const MAX_INPUT_PIXELS = 60_000_000;

/**
 * A `side`-pixel square WebP of the image file at `path`, turned upright by its EXIF orientation and
 * cover-cropped (the shorter side fills the square). A file that does not decode, or that declares
 * more than MAX_INPUT_PIXELS, is refused with a 400 naming `field`.
 */
export async function squareThumbnail(path: string, side: number, field: string): Promise<Uint8Array<ArrayBuffer>> {
  const refuse = (message: string) => badRequest(message, { [field]: [message] });
  const input = await readFile(path);
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse('The file is not a readable image.');
  }
  if (!meta.width || !meta.height) throw refuse('The file is not a readable image.');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw refuse(`The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} million pixels.`);
  try {
    const out = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate().resize(side, side, { fit: 'cover' }).webp({ quality: 85 }).toBuffer();
    return ownBytes(out);
  } catch {
    throw refuse('The file is not a readable image.');
  }
}

/**
 * Where an image is: a local file, a key in a store (described as data, so a worker thread opens it),
 * or bytes already in memory (a file unpacked from a GEDZIP in an import job).
 */
export type ImageSource = { path: string } | { store: StoreSpec; key: string } | { bytes: Uint8Array };

/** What a derivative is made of the image. */
export interface DerivativeOptions {
  /** The width asked for; the result is never wider than the upright original. */
  width: number;
  /** A cap on the width (the image service's max_width). */
  maxWidth?: number;
  /** 1–10 as in the spec (10 the best): see webpQuality. */
  quality: number;
  /** Clockwise quarter turns on top of the EXIF orientation. */
  angle: number;
}

/**
 * The spec's quality 1–10 as WebP quality: 1 → 20, 10 → 90, linear between. 90 is where WebP
 * stops showing artefacts on photos; above it files grow fast for nothing an eye can see, and below
 * 20 faces smear.
 */
export function webpQuality(quality: number): number {
  const q = Math.min(10, Math.max(1, Math.round(quality)));
  return Math.round(20 + ((q - 1) * 70) / 9);
}

/**
 * WebP encoder effort (0–6, sharp's default 4): derivatives are made while someone waits for them, and
 * on a 12-megapixel photo effort 2 took a third off the encoding time of a 1024-wide preview for files
 * no larger (benchmarks/library/thumbnails.ts).
 */
const WEBP_EFFORT = 2;

/** The bytes (or the path, where the file is local) sharp reads. */
async function input(source: ImageSource): Promise<string | Buffer> {
  if ('path' in source) return source.path;
  if ('bytes' in source) return Buffer.from(source.bytes.buffer, source.bytes.byteOffset, source.bytes.byteLength);
  const store = openStore(source.store);
  if (store instanceof DirectoryStore) return store.path(source.key);
  const obj = await store.get(source.key);
  if (!obj) throw badRequest('The image is no longer stored.', { file: ['The image is no longer stored.'] });
  return readAll(obj);
}

/** The header's size, refused past MAX_INPUT_PIXELS, before anything is decoded. */
async function measured(data: string | Buffer, field: string): Promise<Metadata> {
  const refuse = (message: string) => badRequest(message, { [field]: [message] });
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse('The file is not a readable image.');
  }
  if (!meta.width || !meta.height) throw refuse('The file is not a readable image.');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw refuse(`The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} million pixels.`);
  return meta;
}

/** Width and height as the image is seen: after its EXIF orientation (a portrait shot stored sideways is tall). */
export async function imageInfo(source: ImageSource, field = 'file'): Promise<{ width: number; height: number; format: string }> {
  const meta = await measured(await input(source), field);
  const upright = (meta.orientation ?? 1) >= 5;
  return { width: upright ? meta.height! : meta.width!, height: upright ? meta.width! : meta.height!, format: meta.format ?? '' };
}

/**
 * A WebP of the image: upright by its EXIF orientation, then turned by `angle`, `width` wide (capped by
 * maxWidth) and never enlarged past the original; no metadata. An SVG is rasterised at its own size,
 * under the same pixel limit.
 */
export async function derivative(source: ImageSource, o: DerivativeOptions, field = 'file'): Promise<Uint8Array<ArrayBuffer>> {
  const data = await input(source);
  await measured(data, field);
  const width = Math.max(1, Math.min(o.width, o.maxWidth ?? Infinity));
  try {
    const out = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .rotate(((o.angle % 360) + 360) % 360)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: webpQuality(o.quality), effort: WEBP_EFFORT })
      .toBuffer();
    return ownBytes(out);
  } catch {
    throw badRequest('The file is not a readable image.', { [field]: ['The file is not a readable image.'] });
  }
}

export const imageTasks = {
  'images.squareThumbnail': async ({ path, side, field }: { path: string; side: number; field: string }) => squareThumbnail(path, side, field),
  'images.info': async ({ source, field }: { source: ImageSource; field?: string }) => imageInfo(source, field),
  'images.derivative': async ({ source, options, field }: { source: ImageSource; options: DerivativeOptions; field?: string }) => derivative(source, options, field),
};
