/**
 * Which file store the process uses, chosen once at start-up from the environment: S3-compatible
 * object storage when S3_ENDPOINT or S3_BUCKET is set, else the directory DATA_DIR/files. A store is
 * also described as plain data (StoreSpec), so a worker thread (image derivatives, GEDZIP jobs) opens
 * the same store the request thread uses.
 */
import { join } from 'node:path';
import { EnvError, type Env } from '../env';
import { S3Store, type S3Options } from './s3Store';
import { DirectoryStore, type FileStore } from './store';

export type StoreSpec = { kind: 'directory'; root: string } | ({ kind: 's3' } & S3Options);

/** The S3 settings of the environment, or null when it asks for no object storage. */
export function s3Options(env: Pick<Env, 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>): S3Options | null {
  if (!env.S3_ENDPOINT && !env.S3_BUCKET) return null;
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !env[name]);
  if (missing.length) {
    throw new EnvError(
      `Invalid environment:\n  ${missing.join(', ')}: required for object storage (S3_ENDPOINT or S3_BUCKET is set); unset both to keep files in DATA_DIR/files`,
    );
  }
  return { endpoint: env.S3_ENDPOINT, bucket: env.S3_BUCKET!, region: env.S3_REGION, accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! };
}

/** The store the environment asks for: an S3Store, or undefined for the default directory store. */
export function storeFromEnv(env: Parameters<typeof s3Options>[0]): S3Store | undefined {
  const options = s3Options(env);
  return options ? new S3Store(options) : undefined;
}

/** The plain-data description of a store, to open it again in another thread. */
export function specOf(store: FileStore): StoreSpec {
  if (store instanceof DirectoryStore) return { kind: 'directory', root: store.root };
  if (store instanceof S3Store) return { kind: 's3', ...store.options };
  throw new Error(`a ${store.kind} store that cannot be described for another thread`);
}

const opened = new Map<string, FileStore>();

/** The store a spec describes, opened once per thread. */
export function openStore(spec: StoreSpec): FileStore {
  const id = JSON.stringify(spec);
  let store = opened.get(id);
  if (!store) opened.set(id, (store = spec.kind === 'directory' ? new DirectoryStore(spec.root) : new S3Store(spec)));
  return store;
}

/** The directory store's spec when no store was chosen (DATA_DIR/files). */
export function defaultSpec(dataDir: string): StoreSpec {
  return { kind: 'directory', root: join(dataDir, 'files') };
}
