/**
 * Avatar uploads: an image of an accepted type up to 100 MB, kept as sent, plus a 256-pixel square
 * WebP thumbnail drawn with @napi-rs/canvas. A file that does not decode is refused.
 */
import { randomBytes } from 'node:crypto';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { IMAGE_EXTENSIONS, MAX_UPLOAD_BYTES } from '../../../protocol/accounts';
import type { Db } from '../../db/database';
import { badRequest, tooLarge } from '../../http/errors';
import { saveFile } from '../../files/storage';

export const THUMBNAIL_SIZE = 256;
const typeMessage = `Upload an image: ${IMAGE_EXTENSIONS.join(', ')}.`;

export function checkAvatarFile(file: unknown): File {
  if (!(file instanceof File)) throw badRequest('Choose an image to upload.', { photo: ['Choose an image to upload.'] });
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type === '' || file.type.startsWith('image/');
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext) || !typeOk) throw badRequest(typeMessage, { photo: [typeMessage] });
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge('The file is larger than 100 MB.');
  return file;
}

export async function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(bytes);
  } catch {
    throw badRequest('The file is not a readable image.', { photo: ['The file is not a readable image.'] });
  }
  if (!image.width || !image.height) throw badRequest('The file is not a readable image.', { photo: ['The file is not a readable image.'] });
  // Cover crop: the shorter side fills the square, the longer one is centred.
  const side = Math.min(image.width, image.height);
  const canvas = createCanvas(THUMBNAIL_SIZE, THUMBNAIL_SIZE);
  canvas
    .getContext('2d')
    .drawImage(image, (image.width - side) / 2, (image.height - side) / 2, side, side, 0, 0, THUMBNAIL_SIZE, THUMBNAIL_SIZE);
  return canvas.encode('webp', 85);
}

/** Stores the original and the thumbnail and points the member at them; answers the relative paths. */
export async function saveAvatar(db: Db, dataDir: string, userId: string, file: File) {
  const bytes = Buffer.from(await file.arrayBuffer());
  const thumbnail = await makeThumbnail(bytes);
  const ext = file.name.split('.').pop()!.toLowerCase();
  const stem = `avatars/${userId}/${randomBytes(8).toString('hex')}`;
  const photo = `${stem}.${ext}`;
  const photoThumbnail = `${stem}-thumb.webp`;
  await saveFile(dataDir, photo, bytes);
  await saveFile(dataDir, photoThumbnail, thumbnail);
  await db.updateTable('users').set({ photo, photo_thumbnail: photoThumbnail }).where('id', '=', userId).execute();
  return { photo, photoThumbnail };
}
