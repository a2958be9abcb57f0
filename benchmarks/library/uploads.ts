/**
 * Uploading a 100 MB file into a tree's library over real HTTP, to the real server in a child process
 * (PGlite, the directory store): in one request, and in 8 MB parts as the upload page sends it. Each
 * way runs on a fresh server, warmed up with a small upload first; the table gives the time and how
 * far the server's peak resident memory rose (target: under 64 MB, as bodies stream to disk), beside
 * a plain copy of the same file on disk in the same run.
 */
import { createReadStream, createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES, UPLOAD_PART_BYTES } from '../../src/protocol/library';
import { loginKey, manage, startServer, type ServerProcess } from '../../tests/harness/serverProcess';
import type { BenchTable } from '../lib/table';

const EMAIL = 'uploads-bench@example.com';
const PASSWORD = 'bench-password-1';
const SIZE = MAX_UPLOAD_BYTES;
const RSS_TARGET_MB = 64;

/** A 100 MB .mp4: its ftyp box, then bytes that do not compress. */
async function makeFile(path: string): Promise<void> {
  const out = createWriteStream(path);
  const chunk = Buffer.alloc(1 << 20);
  for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 2654435761) >>> 24;
  chunk.set([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
  for (let written = 0; written < SIZE; written += chunk.length) {
    if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
}

interface Session {
  server: ServerProcess;
  key: string;
  treeId: string;
}

async function startSession(dataDir: string): Promise<Session> {
  const env = { DATA_DIR: dataDir, NODE_ENV: 'production', WORKER_THREADS: '2' };
  manage(env, ['user:create', '--email', EMAIL, '--password', PASSWORD]);
  const server = await startServer(env);
  const key = await loginKey(server.url, EMAIL, PASSWORD);
  const res = await fetch(`${server.url}/api/v1/familytree/create/`, {
    method: 'POST',
    headers: { authorization: `Token ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', start_person: { first_names: [{ type: 'given', value: 'Bench' }], surnames: [], gender: 'm' } }),
  });
  if (res.status !== 201) throw new Error(`tree create ${res.status}: ${await res.text()}`);
  return { server, key, treeId: ((await res.json()) as { id: string }).id };
}

async function post(s: Session, path: string, body: FormData, want: number): Promise<unknown> {
  const res = await fetch(`${s.server.url}/api/v1/familytree/${s.treeId}/library/${path}/`, { method: 'POST', headers: { authorization: `Token ${s.key}` }, body });
  if (res.status !== want) throw new Error(`${path} ${res.status}: ${await res.text()}`);
  return res.json();
}

async function single(s: Session, file: Blob, name: string): Promise<void> {
  const body = new FormData();
  body.set('attachment', file, name);
  await post(s, 'upload', body, 201);
}

async function inParts(s: Session, file: Blob, name: string): Promise<void> {
  const count = Math.ceil(file.size / UPLOAD_PART_BYTES);
  let uploadId: string | undefined;
  for (let n = 1; n <= count; n++) {
    const body = new FormData();
    if (uploadId) body.set('upload_id', uploadId);
    body.set('file_name', name);
    body.set('part_number', String(n));
    body.set('total_size', String(file.size));
    body.set('is_final', String(n === count));
    body.set('file_part', file.slice((n - 1) * UPLOAD_PART_BYTES, n * UPLOAD_PART_BYTES), 'blob');
    const answer = (await post(s, 'upload-part', body, n === count ? 201 : 200)) as { upload_id: string };
    uploadId = answer.upload_id;
  }
}

/** Time and peak memory rise of one way of uploading, on a fresh server. */
async function measure(way: (s: Session, file: Blob, name: string) => Promise<void>, file: Blob, warmUp: Blob, root: string, label: string) {
  const dataDir = await mkdtemp(join(root, 'data-'));
  const s = await startSession(dataDir);
  try {
    // Loads the upload code, the image worker and the store before the memory is read.
    await way(s, warmUp, 'warm-up.jpg');
    const before = s.server.peakRssMb();
    const started = performance.now();
    await way(s, file, 'village film.mp4');
    const seconds = (performance.now() - started) / 1000;
    return { label, seconds, rise: s.server.peakRssMb() - before };
  } finally {
    await s.server.stop();
  }
}

export async function uploadTable(): Promise<BenchTable> {
  const root = await mkdtemp(join(tmpdir(), 'xungen-upload-bench-'));
  try {
    const path = join(root, 'film.mp4');
    await makeFile(path);
    const warmPath = join(root, 'warm.jpg');
    await writeFile(warmPath, await sharp({ create: { width: 64, height: 64, channels: 3, background: '#884422' } }).jpeg().toBuffer());
    const file = await openAsBlob(path);
    const warmUp = await openAsBlob(warmPath);

    const copyStarted = performance.now();
    await pipeline(createReadStream(path), createWriteStream(join(root, 'copy.mp4')));
    const copySeconds = (performance.now() - copyStarted) / 1000;
    await rm(join(root, 'copy.mp4'));

    const results = [await measure(single, file, warmUp, root, 'one request (library/upload/)'), await measure(inParts, file, warmUp, root, `${Math.ceil(SIZE / UPLOAD_PART_BYTES)} parts of 8 MB (library/upload-part/)`)];
    const mb = SIZE / (1024 * 1024);
    return {
      title: `Library upload of a ${mb} MB file over HTTP on 127.0.0.1 (PGlite, directory store)`,
      columns: ['way', 'seconds', 'MB/s', 'server peak RSS rise MB', `under ${RSS_TARGET_MB} MB`, 'time vs disk copy'],
      rows: [
        ['plain copy of the file on disk (baseline)', copySeconds.toFixed(2), (mb / copySeconds).toFixed(0), '-', '-', '1.00'],
        ...results.map((r) => [r.label, r.seconds.toFixed(2), (mb / r.seconds).toFixed(0), r.rise.toFixed(1), r.rise < RSS_TARGET_MB ? 'yes' : 'NO', (r.seconds / copySeconds).toFixed(2)]),
      ],
      notes: [
        'The server writes the body to a temporary file as it streams in, then into the store; parts are joined by streaming them from the store.',
        'Peak RSS is the kernel high-water mark (VmHWM) of the server process, read after a small warm-up upload and again after the big one.',
      ],
    };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
