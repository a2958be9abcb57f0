import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachStore } from '../../../tests/harness/s3';
import { readAll, type FileStore } from './store';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'xungen-store-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** `size` bytes that differ along the file (so a wrong range or a lost part shows). */
function pattern(size: number, seed = 7): Buffer {
  const out = Buffer.alloc(size);
  let x = seed;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out[i] = x >> 16;
  }
  return out;
}

/** The engine's full garbage collection, switched on for this test file. */
function forcedGc(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** A stream of `total` bytes in 64 KB chunks, made as it is read (nothing held whole). */
function generated(total: number, pulled?: (sent: number) => void): { stream: Readable; digest: () => string } {
  const hash = createHash('sha256');
  const chunk = pattern(64 * 1024, 3);
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= total) return void this.push(null);
      const piece = Buffer.from(chunk.subarray(0, Math.min(chunk.length, total - sent)));
      piece[0] = sent & 0xff;
      sent += piece.length;
      hash.update(piece);
      pulled?.(sent);
      this.push(piece);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

async function text(store: FileStore, key: string, range?: { start: number; end: number }): Promise<string | null> {
  const obj = await store.get(key, range);
  return obj ? (await readAll(obj)).toString() : null;
}

forEachStore((name, makeStore) => {
  it('puts bytes, a file and a stream, and gets them back whole with their size and type', async () => {
    const store = await makeStore();
    await store.put('t/bytes.txt', new TextEncoder().encode('族譜 bytes'), 'text/plain; charset=utf-8');
    const path = join(dir, `${name}-file.bin`);
    const data = pattern(10_000);
    await writeFile(path, data);
    expect(await store.put('t/file.bin', { path }, 'application/octet-stream')).toEqual({ size: 10_000 });
    await store.put('t/deep/stream.txt', Readable.from([Buffer.from('a stream '), Buffer.from('in parts')]), 'text/plain');

    expect(await text(store, 't/bytes.txt')).toBe('族譜 bytes');
    const whole = await store.get('t/file.bin');
    expect(whole).toMatchObject({ size: 10_000, contentType: 'application/octet-stream', range: null });
    expect((await readAll(whole!)).equals(data)).toBe(true);
    expect(await text(store, 't/deep/stream.txt')).toBe('a stream in parts');
    expect(await store.head('t/bytes.txt')).toEqual({ size: Buffer.byteLength('族譜 bytes'), contentType: 'text/plain; charset=utf-8' });
  });

  it('reads a byte range, and reports the whole size beside it', async () => {
    const store = await makeStore();
    const data = pattern(100_000, 11);
    await store.put('r/data.bin', data, 'video/mp4');
    const part = await store.get('r/data.bin', { start: 1000, end: 1999 });
    expect(part).toMatchObject({ size: 100_000, range: { start: 1000, end: 1999 } });
    expect((await readAll(part!)).equals(data.subarray(1000, 2000))).toBe(true);
    const last = await store.get('r/data.bin', { start: 99_999, end: 99_999 });
    expect([...(await readAll(last!))]).toEqual([data[99_999]]);
  });

  it('answers null for a missing object, and replaces an object put again', async () => {
    const store = await makeStore();
    expect(await store.get('missing/x')).toBeNull();
    expect(await store.head('missing/x')).toBeNull();
    await store.put('o/v.txt', Buffer.from('first version, longer'), 'text/plain');
    await store.put('o/v.txt', Buffer.from('second'), 'text/csv');
    expect(await text(store, 'o/v.txt')).toBe('second');
    expect(await store.head('o/v.txt')).toEqual({ size: 6, contentType: 'text/csv' });
  });

  it('deletes an object (a missing one is fine) and everything under a prefix, and lists a prefix', async () => {
    const store = await makeStore();
    for (const key of ['d/a/1', 'd/a/2/x', 'd/ab', 'd/b/1']) await store.put(key, Buffer.from(key), 'text/plain');
    expect((await store.list('d/a')).sort()).toEqual(['d/a/1', 'd/a/2/x']);
    expect((await store.list('d')).sort()).toEqual(['d/a/1', 'd/a/2/x', 'd/ab', 'd/b/1']);
    expect(await store.list('nothing/here')).toEqual([]);
    await store.delete('d/b/1');
    await store.delete('d/b/1');
    await store.delete('d/never');
    expect(await store.head('d/b/1')).toBeNull();
    await store.deletePrefix('d/a');
    await store.deletePrefix('d/none');
    expect((await store.list('d')).sort()).toEqual(['d/ab']);
    expect(await text(store, 'd/ab')).toBe('d/ab');
  });

  it('deletes a prefix of more objects than one delete call takes', async () => {
    const store = await makeStore();
    const keys = Array.from({ length: 1010 }, (_, i) => `many/${i}`);
    for (let i = 0; i < keys.length; i += 50) await Promise.all(keys.slice(i, i + 50).map((k) => store.put(k, Buffer.from('x'), 'text/plain')));
    expect(await store.list('many')).toHaveLength(1010);
    await store.deletePrefix('many');
    expect(await store.list('many')).toEqual([]);
  }, 120_000);

  it("refuses keys that climb out of the store or are not plain relative paths", async () => {
    const store = await makeStore();
    for (const key of ['../outside', 'a/../../b', '/abs', 'a//b', 'a/./b', '', 'a\\b']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/not a valid file key/);
      await expect(store.get(key), key).rejects.toThrow(/not a valid file key/);
    }
    await expect(store.deletePrefix('..')).rejects.toThrow(/not a valid file key/);
    await expect(store.list('../x')).rejects.toThrow(/not a valid file key/);
  });

  it('puts a 128 MB stream of unknown length holding well under half of it in memory', async () => {
    const store = await makeStore();
    const total = 128 * 1024 * 1024;
    // Live buffers of this thread, measured after a forced collection every 4 MB the store pulls:
    // garbage a collection has not yet freed does not count, and neither does any other thread.
    const collect = forcedGc();
    let live = 0;
    let samples = 0;
    const { stream, digest } = generated(total, (sent) => {
      if (sent % (4 * 1024 * 1024) !== 0) return;
      collect();
      samples++;
      live = Math.max(live, process.memoryUsage().arrayBuffers);
    });
    collect();
    const before = process.memoryUsage().arrayBuffers;
    expect(await store.put('big/stream.bin', stream, 'application/octet-stream')).toEqual({ size: total });
    // Measured while the store pulled the stream, every 4 MB of it. (The directory store holds a piece or
    // two of 64 KB at a time, less than other buffers of the thread vary by, so its peak may sit below `before`.)
    expect(samples).toBe(total / (4 * 1024 * 1024));
    // S3 parts are 8 MB: a part being filled, one on the wire and the test server's copies peak near
    // 45 MB; a store that held the stream would pass 128 MB.
    expect(live - before).toBeLessThan(64 * 1024 * 1024);
    expect((await store.head('big/stream.bin'))?.size).toBe(total);
    const back = createHash('sha256');
    for await (const chunk of (await store.get('big/stream.bin'))!.body) back.update(chunk as Buffer);
    expect(back.digest('hex')).toBe(digest());
  }, 120_000);

  it('puts an empty stream as an empty object', async () => {
    const store = await makeStore();
    await store.put('e/empty', Readable.from([]), 'text/plain');
    expect(await store.head('e/empty')).toEqual({ size: 0, contentType: 'text/plain' });
  });
});
