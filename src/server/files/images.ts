/**
 * Image derivatives, made in the worker pool with sharp (libvips): for now the square WebP thumbnail of
 * an avatar. An image is measured from its header before it is decoded, and one that declares more than
 * MAX_INPUT_PIXELS is refused, SVG included (a 126-byte SVG declaring 20000x20000 would otherwise be
 * rasterised into gigabytes).
 */
import { readFile } from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { badRequest } from '../http/errors';
import { ownBytes } from '../lib/bytes';

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

export const imageTasks = {
  'images.squareThumbnail': async ({ path, side, field }: { path: string; side: number; field: string }) => squareThumbnail(path, side, field),
};
