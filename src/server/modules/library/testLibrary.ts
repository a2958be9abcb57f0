/**
 * What the library's tests share: the stores they run on (a directory, and a real S3-compatible server), an app on a fresh database with the test family, small real files, and
 * uploads sent as real multipart bodies.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { startS3 } from '../../../../tests/harness/s3';
import { DirectoryStore, type FileStore } from '../../files/store';
import { buildFamily, type Family } from '../trees/testFamily';

export interface TestStore {
  store: FileStore;
  close(): Promise<void>;
}

/** The stores every library test runs on, by name. */
export const testStores: [string, () => Promise<TestStore>][] = [
  [
    'directory',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'xungen-library-'));
      return { store: new DirectoryStore(root), close: () => rm(root, { recursive: true, force: true }) };
    },
  ],
  ['s3', async () => startS3()],
];

export interface LibraryTest {
  t: TestApp;
  f: Family;
  store: FileStore;
  dataDir: string;
  close(): Promise<void>;
}

export async function libraryTest(makeStore: () => Promise<TestStore>): Promise<LibraryTest> {
  const s = await makeStore();
  const dataDir = await mkdtemp(join(tmpdir(), 'xungen-library-data-'));
  const t = await testApp({ files: s.store });
  t.deps.config = { ...t.deps.config, dataDir };
  const f = await buildFamily(t);
  return {
    t,
    f,
    store: s.store,
    dataDir,
    close: async () => {
      await t.close();
      await s.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A small real JPEG (or PNG) of this size. */
export async function testImage(width = 40, height = 30, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const img = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } });
  return format === 'jpeg' ? img.jpeg().toBuffer() : img.png().toBuffer();
}

/** A multipart form with the file under `field` and these text fields. */
export function form(field: string, name: string, bytes: Uint8Array, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  body.set(field, new Blob([new Uint8Array(bytes)]), name);
  return body;
}

/** POSTs a single upload to the tree's library. */
export function upload(l: LibraryTest, token: string, name: string, bytes: Uint8Array, fields: Record<string, string> = {}, treeId = l.f.treeId): Promise<Response> {
  return l.t.request(`/api/v1/familytree/${treeId}/library/upload/`, { method: 'POST', token, body: form('attachment', name, bytes, fields) });
}

/** Uploads a file and answers the asset (throws unless it was created). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function uploaded(l: LibraryTest, name: string, bytes: Uint8Array, fields: Record<string, string> = {}): Promise<any> {
  const res = await upload(l, l.f.owner.key, name, bytes, fields);
  if (res.status !== 201) throw new Error(`upload ${res.status}: ${await res.text()}`);
  return res.json();
}
