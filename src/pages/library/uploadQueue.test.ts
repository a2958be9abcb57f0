import { describe, expect, it } from 'vitest';
import type { Asset } from '../../protocol/library';
import { MAX_UPLOAD_BYTES } from '../../protocol/library';
import { nextToStart, queueReducer, queueSummary, refusal, type UploadItem } from './uploadQueue';

const asset = { object_id: 'a-1', filename: 'one.png' } as Asset;
const add = (...names: string[]) => queueReducer([], { type: 'add', files: names.map((name, i) => ({ id: `u${i + 1}`, name, size: 100 })) });
const status = (items: UploadItem[]) => items.map((i) => `${i.id}:${i.status}`);

describe('upload queue', () => {
  it('files appear at once as placeholders with progress 0, in order', () => {
    const items = add('one.png', 'two.jpg', 'three.mp3');
    expect(items.map((i) => [i.name, i.status, i.progress, i.kind])).toEqual([
      ['one.png', 'queued', 0, 'image'],
      ['two.jpg', 'queued', 0, 'image'],
      ['three.mp3', 'queued', 0, 'audio'],
    ]);
  });

  it('refuses a type the library does not take and a file over the limit, before sending', () => {
    const items = queueReducer([], {
      type: 'add',
      files: [
        { id: 'u1', name: 'notes.docx', size: 10 },
        { id: 'u2', name: 'film.mp4', size: MAX_UPLOAD_BYTES + 1 },
        { id: 'u3', name: 'film.mp4', size: MAX_UPLOAD_BYTES },
      ],
    });
    expect(status(items)).toEqual(['u1:error', 'u2:error', 'u3:queued']);
    expect(items[0]!.error).toMatch(/cannot be added/);
    expect(items[1]!.error).toMatch(/larger than 100 MB/);
    expect(nextToStart(items)).toEqual(['u3']);
    // Retrying a refused file cannot help.
    expect(queueReducer(items, { type: 'retry', id: 'u1' })).toBe(items);
    expect(refusal('FAMILY.GED', 5)).toBeNull();
  });

  it('starts at most three at a time, the oldest first, and the next when one ends', () => {
    let items = add('1.png', '2.png', '3.png', '4.png', '5.png');
    const first = nextToStart(items);
    expect(first).toEqual(['u1', 'u2', 'u3']);
    for (const id of first) items = queueReducer(items, { type: 'start', id });
    expect(nextToStart(items)).toEqual([]);
    items = queueReducer(items, { type: 'succeed', id: 'u2', asset });
    expect(nextToStart(items)).toEqual(['u4']);
    expect(nextToStart(items, 2)).toEqual([]);
  });

  it('progress moves while uploading and is clamped; the asset replaces the placeholder on success', () => {
    let items = queueReducer(add('one.png'), { type: 'start', id: 'u1' });
    items = queueReducer(items, { type: 'progress', id: 'u1', fraction: 0.42 });
    expect(items[0]!.progress).toBe(0.42);
    items = queueReducer(items, { type: 'progress', id: 'u1', fraction: 7 });
    expect(items[0]!.progress).toBe(1);
    items = queueReducer(items, { type: 'succeed', id: 'u1', asset });
    expect(items[0]).toMatchObject({ status: 'done', progress: 1, asset });
    // Late progress of a finished upload changes nothing.
    expect(queueReducer(items, { type: 'progress', id: 'u1', fraction: 0.1 })).toBe(items);
  });

  it('a failure marks the item as error with the message and what the server had; retry queues it again with that state', () => {
    let items = queueReducer(add('film.mp4'), { type: 'start', id: 'u1' });
    items = queueReducer(items, { type: 'progress', id: 'u1', fraction: 0.5 });
    const resume = { uploadId: 'up-1', receivedParts: [1, 2] };
    items = queueReducer(items, { type: 'fail', id: 'u1', error: 'Network error', resume });
    expect(items[0]).toMatchObject({ status: 'error', error: 'Network error', resume, progress: 0.5 });
    expect(nextToStart(items)).toEqual([]);
    items = queueReducer(items, { type: 'retry', id: 'u1' });
    expect(items[0]).toMatchObject({ status: 'queued', error: null, resume });
    expect(nextToStart(items)).toEqual(['u1']);
  });

  it('cancel stops a queued or running item; a cancelled item can be sent again; a finished one cannot be cancelled', () => {
    let items = add('1.png', '2.png');
    items = queueReducer(items, { type: 'start', id: 'u1' });
    items = queueReducer(items, { type: 'cancel', id: 'u1' });
    items = queueReducer(items, { type: 'cancel', id: 'u2' });
    expect(status(items)).toEqual(['u1:cancelled', 'u2:cancelled']);
    expect(nextToStart(items)).toEqual([]);
    // The answer of an upload that was cancelled does not bring it back.
    expect(queueReducer(items, { type: 'succeed', id: 'u1', asset })).toBe(items);
    items = queueReducer(items, { type: 'retry', id: 'u2' });
    expect(status(items)).toEqual(['u1:cancelled', 'u2:queued']);
    items = queueReducer(queueReducer(items, { type: 'start', id: 'u2' }), { type: 'succeed', id: 'u2', asset });
    expect(queueReducer(items, { type: 'cancel', id: 'u2' })).toBe(items);
  });

  it('remove takes an item off the list unless it is on its way; the summary counts by state', () => {
    let items = queueReducer(add('1.png', '2.png', 'x.txt'), { type: 'start', id: 'u1' });
    expect(queueReducer(items, { type: 'remove', id: 'u1' })).toBe(items);
    expect(queueSummary(items)).toEqual({ done: 0, failed: 1, active: 2, total: 3 });
    items = queueReducer(items, { type: 'remove', id: 'u3' });
    expect(status(items)).toEqual(['u1:uploading', 'u2:queued']);
  });
});
