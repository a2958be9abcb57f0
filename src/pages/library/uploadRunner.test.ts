import { describe, expect, it } from 'vitest';
import { ApiError, CancelledError } from '../../api/client';
import { UploadFailed, type PartProgress } from '../../api/libraryUpload';
import type { Asset } from '../../protocol/library';
import { UploadRunner, type Upload } from './uploadRunner';

interface Call {
  file: File;
  resume: PartProgress | undefined;
  progress: (f: number) => void;
  resolve: (a: Asset) => void;
  reject: (e: unknown) => void;
  signal: AbortSignal;
}

/** An upload whose answers the test gives by hand. */
function manualUpload() {
  const calls: Call[] = [];
  const upload: Upload = (file, options) =>
    new Promise<Asset>((resolve, reject) => {
      options.signal?.addEventListener('abort', () => reject(new CancelledError()));
      calls.push({ file, resume: options.resume, progress: (f) => options.onProgress?.(f), resolve, reject, signal: options.signal! });
    });
  return { upload, calls };
}

const file = (name: string) => new File(['x'], name);
const asset = (id: string) => ({ object_id: id }) as Asset;
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('upload runner', () => {
  it('starts at most `parallel` files, then the next as each ends, and tells about each new asset', async () => {
    const { upload, calls } = manualUpload();
    const uploaded: string[] = [];
    const runner = new UploadRunner(upload, (a) => uploaded.push(a.object_id), 2);
    let changes = 0;
    runner.subscribe(() => changes++);
    const ids = runner.add([file('1.png'), file('2.png'), file('3.png')]);
    expect(runner.getSnapshot().map((i) => i.status)).toEqual(['uploading', 'uploading', 'queued']);
    expect(calls.map((c) => c.file.name)).toEqual(['1.png', '2.png']);
    calls[0]!.progress(0.3);
    expect(runner.getSnapshot()[0]!.progress).toBe(0.3);
    calls[0]!.resolve(asset('a-1'));
    await tick();
    expect(runner.getSnapshot()[0]).toMatchObject({ id: ids[0], status: 'done', asset: { object_id: 'a-1' } });
    expect(calls.map((c) => c.file.name)).toEqual(['1.png', '2.png', '3.png']);
    expect(uploaded).toEqual(['a-1']);
    expect(changes).toBeGreaterThan(3);
  });

  it('a failed part upload is marked as error, and Retry resumes from the parts the server has', async () => {
    const { upload, calls } = manualUpload();
    const runner = new UploadRunner(upload);
    const [id] = runner.add([file('film.mp4')]);
    const progress = { uploadId: 'up-1', receivedParts: [1, 2] };
    calls[0]!.reject(new UploadFailed(new ApiError(0, { error: 'Network error: the upload did not reach the server.' }), progress));
    await tick();
    expect(runner.getSnapshot()[0]).toMatchObject({ status: 'error', error: 'Network error: the upload did not reach the server.' });
    runner.retry(id!);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.resume).toEqual(progress);
    calls[1]!.resolve(asset('a-film'));
    await tick();
    expect(runner.getSnapshot()[0]).toMatchObject({ status: 'done', asset: { object_id: 'a-film' } });
  });

  it('cancel aborts the request on its way and lets the next file start; the cancelled one stays cancelled', async () => {
    const { upload, calls } = manualUpload();
    const runner = new UploadRunner(upload, undefined, 1);
    const [first] = runner.add([file('1.png'), file('2.png')]);
    runner.cancel(first!);
    expect(calls[0]!.signal.aborted).toBe(true);
    await tick();
    expect(runner.getSnapshot().map((i) => i.status)).toEqual(['cancelled', 'uploading']);
    expect(calls.map((c) => c.file.name)).toEqual(['1.png', '2.png']);
  });

  it('a cancelled then retried file runs again with a new request that the old one cannot disturb', async () => {
    const { upload, calls } = manualUpload();
    const runner = new UploadRunner(upload);
    const [id] = runner.add([file('1.png')]);
    runner.cancel(id!);
    runner.retry(id!);
    await tick();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.signal.aborted).toBe(false);
    runner.cancel(id!);
    expect(calls[1]!.signal.aborted).toBe(true);
  });
});
