/**
 * Avatar uploads: an image of an accepted type up to 100 MB, kept as sent, plus a 256-pixel square
 * WebP thumbnail made in the worker pool (files/images.ts), both in the app's file store (the data
 * directory or S3). A file that does not decode is refused.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { IMAGE_EXTENSIONS } from '../../../protocol/accounts';
import type { Db } from '../../db/database';
import type { UploadedFile } from '../../files/multipart';
import type { FileStore } from '../../files/store';
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

export const AVATAR_TYPES: Record<string, string> = {
  jpg: 'image/jpeg', jpe: 'image/jpeg', jpeg: 'image/jpeg', jfif: 'image/jpeg', png: 'image/png', gif: 'image/gif',
  svg: 'image/svg+xml', bmp: 'image/bmp', webp: 'image/webp',
};

/**
 * Keeps the uploaded original and its thumbnail in the store and points the member at them; answers
 * their keys. The upload's temporary file is deleted either way.
 */
export async function saveAvatar(db: Db, store: FileStore, userId: string, file: UploadedFile, thumbnail: (path: string) => Promise<Uint8Array>) {
  try {
    const thumb = await thumbnail(file.path);
    const ext = file.name.split('.').pop()!.toLowerCase();
    const stem = `avatars/${userId}/${randomBytes(8).toString('hex')}`;
    const photo = `${stem}.${ext}`;
    const photoThumbnail = `${stem}-thumb.webp`;
    await store.put(photoThumbnail, thumb, 'image/webp');
    await store.put(photo, { path: file.path }, AVATAR_TYPES[ext] ?? 'application/octet-stream');
    await db.updateTable('users').set({ photo, photo_thumbnail: photoThumbnail }).where('id', '=', userId).execute();
    return { photo, photoThumbnail };
  } finally {
    await rm(file.path, { force: true });
  }
}
