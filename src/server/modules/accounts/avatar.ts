/**
 * Avatar uploads: an image of an accepted type up to 100 MB, kept as sent, plus a 256-pixel square
 * WebP thumbnail made in the worker pool (files/images.ts). A file that does not decode is refused.
 */
import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { IMAGE_EXTENSIONS } from '../../../protocol/accounts';
import type { Db } from '../../db/database';
import type { UploadedFile } from '../../files/multipart';
import { filePath, saveFile } from '../../files/storage';
import { badRequest } from '../../http/errors';

export const THUMBNAIL_SIZE = 256;
const typeMessage = `Upload an image: ${IMAGE_EXTENSIONS.join(', ')}.`;

export function checkAvatarFile(file: UploadedFile | null): UploadedFile {
  if (!file || file.size === 0) throw badRequest('Choose an image to upload.', { photo: ['Choose an image to upload.'] });
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type === '' || file.type === 'application/octet-stream' || file.type.startsWith('image/');
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext) || !typeOk) throw badRequest(typeMessage, { photo: [typeMessage] });
  return file;
}

/**
 * Keeps the uploaded original and its thumbnail and points the member at them; answers the relative
 * paths. The upload's temporary file is moved into place, or deleted when the thumbnail fails.
 */
export async function saveAvatar(db: Db, dataDir: string, userId: string, file: UploadedFile, thumbnail: (path: string) => Promise<Uint8Array>) {
  try {
    const thumb = await thumbnail(file.path);
    const ext = file.name.split('.').pop()!.toLowerCase();
    const stem = `avatars/${userId}/${randomBytes(8).toString('hex')}`;
    const photo = `${stem}.${ext}`;
    const photoThumbnail = `${stem}-thumb.webp`;
    await saveFile(dataDir, photoThumbnail, thumb);
    // Beside the thumbnail, so its folder exists; uploads are kept on the same disk, so this is a rename.
    await rename(file.path, filePath(dataDir, photo));
    await db.updateTable('users').set({ photo, photo_thumbnail: photoThumbnail }).where('id', '=', userId).execute();
    return { photo, photoThumbnail };
  } finally {
    await rm(file.path, { force: true });
  }
}
