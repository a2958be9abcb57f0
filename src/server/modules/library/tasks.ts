/**
 * Library work for the worker pool: the pixel size of an uploaded image, read with sharp from its
 * header (turned by its EXIF orientation), so a large scan never decodes on the API thread. A stand-in
 * for files/images.ts imageInfo.
 */
import sharp, { type Metadata } from 'sharp';
import { badRequest } from '../../http/errors';

export interface ImageSize {
  width: number;
  height: number;
}

/** The upright width and height of the image at `path`; 400 naming `field` when it does not read as an image. */
export async function imageSize(path: string, name: string, field: string): Promise<ImageSize> {
  const refuse = () => badRequest(`"${name}" is not a readable image.`, { [field]: [`"${name}" is not a readable image.`] });
  let meta: Metadata;
  try {
    meta = await sharp(path, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse();
  }
  if (!meta.width || !meta.height) throw refuse();
  // Orientations 5 to 8 turn the picture a quarter: its stored width is its shown height.
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

export const libraryTasks = {
  'library.imageSize': async ({ path, name, field }: { path: string; name: string; field: string }) => imageSize(path, name, field),
};
