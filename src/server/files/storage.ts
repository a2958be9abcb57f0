/**
 * Local folders under DATA_DIR/files for uploads while they stream in (stored files themselves go
 * through the FileStore of store.ts, which may be S3).
 */
import { join, resolve } from 'node:path';

export function filesRoot(dataDir: string): string {
  return resolve(dataDir, 'files');
}

/** Where uploads are written while they stream in, before they go to the file store. */
export function uploadsDir(dataDir: string): string {
  return join(filesRoot(dataDir), 'uploads');
}
