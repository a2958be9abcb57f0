/**
 * The image directory of a collection import (`records:import FILE --images DIR`): one folder per
 * source, named by the source's id as the collection file gives it, holding its page images named by
 * their image number: `DIR/<source id>/<n>.png` (or .jpg, .jpeg). Every file is checked before any
 * row is written: its name, its size (at most 100 MB), that its bytes are the PNG or JPEG its name
 * says, and that it opens as an image; the first bad file stops the import with a message naming it.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '../../../protocol/library';
import { MAX_INPUT_PIXELS } from '../../files/images';
import { sniff } from '../../files/sniff';

export class SourceImagesError extends Error {}

export interface SourceImageFile {
  sourceId: string;
  number: number;
  path: string;
  contentType: 'image/png' | 'image/jpeg';
  ext: 'png' | 'jpg';
  size: number;
  width: number;
  height: number;
  /** SHA-256 of the bytes, hex: the stored key holds its start, so an unchanged image is stored once. */
  sha256: string;
}

/** The images of each source folder, in image-number order. */
export type SourceImageDirectory = Map<string, SourceImageFile[]>;

const NAME = /^(\d{1,6})\.(png|jpe?g)$/i;

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function head(path: string): Promise<Uint8Array> {
  const fh = await open(path, 'r');
  try {
    const buf = Buffer.alloc(64);
    const { bytesRead } = await fh.read(buf, 0, 64, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

async function checkFile(dir: string, sourceId: string, name: string): Promise<SourceImageFile> {
  const shown = `${sourceId}/${name}`;
  const m = NAME.exec(name);
  if (!m) throw new SourceImagesError(`${shown}: an image is named by its number, as 1.png, 2.jpg (PNG or JPEG).`);
  const number = Number(m[1]);
  if (number < 1) throw new SourceImagesError(`${shown}: image numbers start at 1.`);
  const path = join(dir, sourceId, name);
  const { size, isFile } = await stat(path).then((s) => ({ size: s.size, isFile: s.isFile() }));
  if (!isFile) throw new SourceImagesError(`${shown}: not a file.`);
  if (size > MAX_UPLOAD_BYTES) throw new SourceImagesError(`${shown}: ${(size / 1024 / 1024).toFixed(0)} MB is over the limit of 100 MB.`);
  if (!size) throw new SourceImagesError(`${shown}: the file is empty.`);
  const ext = m[2]!.toLowerCase() === 'png' ? 'png' : 'jpg';
  const contentType = ext === 'png' ? 'image/png' : 'image/jpeg';
  const sniffed = sniff(await head(path));
  if (sniffed?.types.image !== contentType) throw new SourceImagesError(`${shown}: the name says ${ext.toUpperCase()} but the file is ${sniffed?.label ?? 'no image this site reads'}.`);
  const { width = 0, height = 0 } = await sharp(path, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => {
      throw new SourceImagesError(`${shown}: the image cannot be read (damaged, or over ${MAX_INPUT_PIXELS / 1_000_000} million pixels).`);
    });
  if (!width || !height) throw new SourceImagesError(`${shown}: the image cannot be read.`);
  return { sourceId, number, path, contentType, ext, size, width, height, sha256: await sha256Of(path) };
}

/** Reads and checks the whole directory. */
export async function readSourceImageDirectory(dir: string): Promise<SourceImageDirectory> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    throw new SourceImagesError(`${dir}: no such image directory.`);
  }
  const out: SourceImageDirectory = new Map();
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    if (!entry.isDirectory()) throw new SourceImagesError(`${entry.name}: the image directory holds one folder per source (named by its id), not files.`);
    const images: SourceImageFile[] = [];
    for (const name of (await readdir(join(dir, entry.name))).filter((n) => !n.startsWith('.')).sort()) {
      const file = await checkFile(dir, entry.name, name);
      const twin = images.find((i) => i.number === file.number);
      if (twin) throw new SourceImagesError(`${entry.name}/${name}: image ${file.number} is given twice (also ${twin.path.split('/').pop()}).`);
      images.push(file);
    }
    if (images.length) out.set(entry.name, images.sort((a, b) => a.number - b.number));
  }
  return out;
}

/** An image's id: the same for the same collection, source and number in every import. */
export function sourceImageId(collectionId: string, sourceId: string, number: number): string {
  const h = createHash('sha256').update(`${collectionId}\u0000${sourceId}\u0000${number}`).digest('hex');
  // Shaped as a version-8 (custom) UUID with the RFC 4122 variant.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Where an image is stored: under its collection and source, its number and the start of its hash. */
export function sourceImageKey(collectionId: string, image: Pick<SourceImageFile, 'sourceId' | 'number' | 'sha256' | 'ext'>): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, '_');
  return `records/${safe(collectionId)}/${safe(image.sourceId)}/${image.number}-${image.sha256.slice(0, 16)}.${image.ext}`;
}
