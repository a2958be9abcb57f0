/**
 * Image derivatives, made in the worker pool (decoding a large photo takes far longer than a request
 * may hold the HTTP thread): for now the square WebP thumbnail of an avatar, drawn with @napi-rs/canvas.
 */
import { readFile } from 'node:fs/promises';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { badRequest } from '../http/errors';
import { ownBytes } from '../lib/bytes';

/**
 * A `side`-pixel square WebP of the image file at `path`, cover-cropped (the shorter side fills the
 * square, the longer one is centred). A file that does not decode is refused with a 400 naming `field`.
 */
export async function squareThumbnail(path: string, side: number, field: string): Promise<Uint8Array<ArrayBuffer>> {
  const unreadable = () => badRequest('The file is not a readable image.', { [field]: ['The file is not a readable image.'] });
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(await readFile(path));
  } catch {
    throw unreadable();
  }
  if (!image.width || !image.height) throw unreadable();
  const crop = Math.min(image.width, image.height);
  const canvas = createCanvas(side, side);
  canvas.getContext('2d').drawImage(image, (image.width - crop) / 2, (image.height - crop) / 2, crop, crop, 0, 0, side, side);
  return ownBytes(await canvas.encode('webp', 85));
}

export const imageTasks = {
  'images.squareThumbnail': async ({ path, side, field }: { path: string; side: number; field: string }) => squareThumbnail(path, side, field),
};
