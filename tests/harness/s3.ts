/**
 * A real S3-compatible server for tests: s3rver on 127.0.0.1 (a free port) keeping its objects in a
 * temporary directory, with one bucket, and an S3Store talking to it over HTTP. `forEachStore` runs one
 * test body on both stores the product has (the data directory and S3), so every storage behaviour is
 * tested on both.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, describe } from 'vitest';
import { S3Store } from '../../src/server/files/s3Store';
import { DirectoryStore, type FileStore } from '../../src/server/files/store';

export interface TestS3 {
  store: S3Store;
  /** What main/boot would read to reach this server. */
  env: { S3_ENDPOINT: string; S3_BUCKET: string; S3_REGION: string; S3_ACCESS_KEY_ID: string; S3_SECRET_ACCESS_KEY: string };
  close(): Promise<void>;
}

/** s3rver's built-in account. */
const KEY = 'S3RVER';

export async function startS3(bucket = 'xungen-test'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'xungen-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
  };
  const store = new S3Store({ endpoint: env.S3_ENDPOINT, bucket, region: env.S3_REGION, accessKeyId: KEY, secretAccessKey: KEY });
  return {
    store,
    env,
    async close() {
      store.client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A fresh DirectoryStore in a temporary directory. */
export async function startDirectory(): Promise<{ store: DirectoryStore; close(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'xungen-files-'));
  return { store: new DirectoryStore(root), close: () => rm(root, { recursive: true, force: true }) };
}

export type StoreName = 'directory' | 's3';

/**
 * Runs `body` once per store, each in its own `describe`: `makeStore()` answers that describe's store,
 * started on first use and closed after its tests. Call it at the top level of a test file:
 *
 *   forEachStore((name, makeStore) => { it('…', async () => { const store = await makeStore(); … }) });
 */
export function forEachStore(body: (name: StoreName, makeStore: () => Promise<FileStore>) => void): void {
  describe.each(['directory', 's3'] as const)('on the %s store', (name) => {
    let started: Promise<{ store: FileStore; close(): Promise<void> }> | undefined;
    const makeStore = async () => (await (started ??= name === 's3' ? startS3() : startDirectory())).store;
    afterAll(async () => {
      if (started) await (await started).close();
    });
    body(name, makeStore);
  });
}
