/**
 * Uploaded files on disk under DATA_DIR/files. Paths are relative to that root and checked so a
 * crafted name can never climb out of it.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, resolve, sep } from 'node:path';

export function filesRoot(dataDir: string): string {
  return resolve(dataDir, 'files');
}

function inside(root: string, relative: string): string {
  const full = normalize(join(root, relative));
  if (!full.startsWith(root + sep)) throw new Error(`path escapes the file store: ${relative}`);
  return full;
}

/** Where uploads are written while they stream in, on the same disk as the files they become. */
export function uploadsDir(dataDir: string): string {
  return join(filesRoot(dataDir), 'uploads');
}

/** The absolute path of a stored file (its folder may not exist yet). */
export function filePath(dataDir: string, relative: string): string {
  return inside(filesRoot(dataDir), relative);
}

export async function saveFile(dataDir: string, relative: string, bytes: Uint8Array): Promise<void> {
  const full = inside(filesRoot(dataDir), relative);
  await mkdir(dirname(full), { recursive: true });
  await writeFile(full, bytes);
}

/** The file's bytes, or null when it does not exist. */
export async function loadFile(dataDir: string, relative: string): Promise<Buffer | null> {
  try {
    return await readFile(inside(filesRoot(dataDir), relative));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
