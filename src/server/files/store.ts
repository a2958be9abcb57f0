/**
 * One interface for stored files (library assets, their derivatives, upload parts, avatars, GEDZIP
 * media): a directory under DATA_DIR/files by default, or an S3-compatible object store when S3_* is
 * set (files/s3Store.ts). Keys are relative paths with '/' separators; a key can never climb out of
 * the store. Bodies stream in and out: nothing here holds a whole file in memory.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';

/** An inclusive byte range of a read (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  body: Readable;
  /** The whole object's size (not the range's). */
  size: number;
  contentType: string;
  range: ByteRange | null;
}

export interface FileStore {
  readonly kind: 'directory' | 's3';
  /** Writes the object from a stream, a local file path ({path}) or bytes; replaces an existing one. */
  put(key: string, body: Readable | Uint8Array | { path: string }, contentType: string): Promise<{ size: number }>;
  /** The object (or the given range of it), or null when it does not exist. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Size and type, or null when it does not exist. */
  head(key: string): Promise<{ size: number; contentType: string } | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` + '/'. */
  deletePrefix(prefix: string): Promise<void>;
  /** Keys under `prefix` + '/', in no particular order. */
  list(prefix: string): Promise<string[]>;
}

/** Refuses keys that are empty, absolute, or that climb out with '..'. */
export function checkKey(key: string): string {
  const parts = key.split('/');
  if (!key || key.startsWith('/') || key.includes('\\') || parts.some((p) => p === '' || p === '.' || p === '..')) {
    throw new Error(`not a valid file key: ${key}`);
  }
  return key;
}

/** Collects a stored object's bytes (for small objects: thumbnails, GEDZIP media). */
export async function readAll(obj: StoredObject): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of obj.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Content types are kept in a sidecar next to each object ('<key>.type'): a directory has no metadata. */
const TYPE_SUFFIX = '.__type';

export class DirectoryStore implements FileStore {
  readonly kind = 'directory' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The absolute path of a key (its folder may not exist yet). */
  path(key: string): string {
    const full = normalize(join(this.root, checkKey(key)));
    if (!full.startsWith(this.root + sep)) throw new Error(`path escapes the file store: ${key}`);
    return full;
  }

  async put(key: string, body: Readable | Uint8Array | { path: string }, contentType: string): Promise<{ size: number }> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    // Written beside the target and renamed, so a reader never sees half a file.
    const temp = `${target}.${randomUUID()}.part`;
    try {
      if (body instanceof Uint8Array) await pipeline(Readable.from([body]), createWriteStream(temp));
      else if (body instanceof Readable) await pipeline(body, createWriteStream(temp));
      else await pipeline(createReadStream(body.path), createWriteStream(temp));
      await pipeline(Readable.from([Buffer.from(contentType)]), createWriteStream(target + TYPE_SUFFIX));
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
    return { size: (await stat(target)).size };
  }

  async head(key: string): Promise<{ size: number; contentType: string } | null> {
    const target = this.path(key);
    try {
      const { size } = await stat(target);
      let contentType = 'application/octet-stream';
      try {
        contentType = (await readAll({ body: createReadStream(target + TYPE_SUFFIX), size: 0, contentType: '', range: null })).toString() || contentType;
      } catch {
        // No sidecar: a file written by an older version.
      }
      return { size, contentType };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const info = await this.head(key);
    if (!info) return null;
    const body = createReadStream(this.path(key), range ? { start: range.start, end: range.end } : {});
    return { body, size: info.size, contentType: info.contentType, range: range ?? null };
  }

  async delete(key: string): Promise<void> {
    const target = this.path(key);
    await rm(target, { force: true });
    await rm(target + TYPE_SUFFIX, { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.path(prefix), { recursive: true, force: true });
  }

  async list(prefix: string): Promise<string[]> {
    const base = this.path(prefix);
    const out: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const e of entries) {
        const full = join(dir, e.name);
        if (e.isDirectory()) await walk(full);
        else if (!e.name.endsWith(TYPE_SUFFIX) && !e.name.endsWith('.part')) out.push(relative(this.root, full).split(sep).join('/'));
      }
    };
    await walk(base);
    return out;
  }
}

/**
 * A store for a context that was given none (a tool's job worker, a benchmark): any use fails with
 * `why`, rather than files going somewhere nobody chose.
 */
export function noStore(why: string): FileStore {
  const fail = (): never => {
    throw new Error(why);
  };
  return { kind: 'directory', put: fail, get: fail, head: fail, delete: fail, deletePrefix: fail, list: fail };
}

const defaultStores = new WeakMap<object, FileStore>();

/** The app's file store: the one chosen at start-up (deps.files), else the directory under DATA_DIR/files. */
export function fileStore(deps: { files?: FileStore; config: { dataDir: string } }): FileStore {
  if (deps.files) return deps.files;
  let store = defaultStores.get(deps);
  if (!store) defaultStores.set(deps, (store = new DirectoryStore(join(deps.config.dataDir, 'files'))));
  return store;
}
