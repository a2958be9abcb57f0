import { describe, expect, it, vi } from 'vitest';
import type { Asset } from '../protocol/library';
import { CancelledError } from './client';
import type { FormReply, SendForm } from './formUpload';
import { libraryParams } from './library';
import { UploadFailed, uploadParts, uploadToLibrary, uploadWhole } from './libraryUpload';

const asset = (id: string): Asset => ({
  object_id: id,
  family_tree_id: 'tree-1',
  attachment: `/api/v1/files/tok/${id}.png`,
  thumbnail_url: `/api/v1/files/tok/thumbnail.webp?width=320`,
  url_expires_at: '2026-01-01T00:00:00Z',
  filename: 'scan.png',
  content_type: 'image/png',
  kind: 'image',
  size: 10,
  width: 2,
  height: 2,
  angle: 0,
  tags: { persons: [], locations: [] },
  event_date: null,
  location_tag: null,
  description: '',
  source: 'library',
  profile_picture_of: [],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

interface Sent {
  path: string;
  fields: Record<string, string>;
  bytes: string | null;
}

/** A server of part uploads that keeps the parts it got; `fail` decides, per call, to drop the network. */
function partServer(fail: (call: number, part: number) => FormReply | null = () => null) {
  const sent: Sent[] = [];
  const parts = new Map<number, string>();
  const send: SendForm = async (path, form, onProgress) => {
    const fields: Record<string, string> = {};
    let bytes: string | null = null;
    for (const [k, v] of form.entries()) {
      if (typeof v === 'string') fields[k] = v;
      else bytes = await v.text();
    }
    sent.push({ path, fields, bytes });
    const part = Number(fields.part_number);
    const failure = fail(sent.length, part);
    if (failure) return failure;
    onProgress(50, 100);
    onProgress(100, 100);
    parts.set(part, bytes ?? '');
    const received = [...parts.keys()].sort((a, b) => a - b);
    const final = fields.is_final === 'true';
    return {
      status: 200,
      body: { upload_id: '00000000-0000-4000-8000-000000000001', asset_id: null, received_parts: received, received_bytes: 0, ...(final ? { asset: asset('a-big') } : {}) },
    };
  };
  return { send, sent, parts };
}

const file = (text: string, name = 'scan.png') => new File([text], name, { type: 'image/png' });
const noSleep = vi.fn(async () => undefined);

describe('single upload', () => {
  it('sends the file as attachment with tags_data and source, reports progress and answers the asset', async () => {
    const sent: Sent[] = [];
    const send: SendForm = async (path, form, onProgress) => {
      const fields: Record<string, string> = {};
      for (const [k, v] of form.entries()) if (typeof v === 'string') fields[k] = v;
      sent.push({ path, fields, bytes: await (form.get('attachment') as File).text() });
      onProgress(30, 100);
      onProgress(100, 100);
      return { status: 201, body: asset('a-1') };
    };
    const progress: number[] = [];
    const got = await uploadToLibrary('tree-1', file('PNGDATA'), { send, tags: { persons: ['p-1'] }, onProgress: (f) => progress.push(f) });
    expect(got.object_id).toBe('a-1');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe('familytree/tree-1/library/upload/');
    expect(sent[0]!.bytes).toBe('PNGDATA');
    expect(JSON.parse(sent[0]!.fields.tags_data!)).toEqual({ persons: ['p-1'] });
    expect(sent[0]!.fields.source).toBe('library');
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('a refusal fails with the server message', async () => {
    const send: SendForm = async () => ({ status: 400, body: { error: 'scan.jpg is not an image.', fields: { attachment: ['scan.jpg is not an image.'] } } });
    await expect(uploadWhole('familytree/t/library/upload/', file('x'), { send })).rejects.toMatchObject({ status: 400, message: 'scan.jpg is not an image.' });
  });
});

describe('part upload', () => {
  it('sends numbered parts with the upload id the first answer named, is_final on the last, progress over the whole file', async () => {
    const server = partServer();
    const progress: number[] = [];
    const got = await uploadParts('tree-1', file('aaaabbbbcc', 'film.mp4'), { send: server.send, partBytes: 4, onProgress: (f) => progress.push(f) });
    expect(got.object_id).toBe('a-big');
    expect(server.sent.map((s) => [s.fields.part_number, s.fields.is_final, s.fields.upload_id ?? null, s.bytes])).toEqual([
      ['1', 'false', null, 'aaaa'],
      ['2', 'false', '00000000-0000-4000-8000-000000000001', 'bbbb'],
      ['3', 'true', '00000000-0000-4000-8000-000000000001', 'cc'],
    ]);
    expect(server.sent.every((s) => s.fields.total_size === '10' && s.fields.file_name === 'film.mp4')).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    // Half of part 2 sent: 4 bytes done + 2 of 10.
    expect(progress).toContain(0.6);
    expect(progress.at(-1)).toBe(1);
  });

  it('a part lost to the network is sent again after a growing pause', async () => {
    const server = partServer((call) => (call === 2 || call === 3 ? { status: 0, body: null } : null));
    const sleep = vi.fn(async (_ms: number) => undefined);
    const got = await uploadParts('tree-1', file('aaaabbbb'), { send: server.send, partBytes: 4, sleep, retryDelays: [10, 20, 40] });
    expect(got.object_id).toBe('a-big');
    expect(server.sent.map((s) => s.fields.part_number)).toEqual(['1', '2', '2', '2']);
    expect(sleep.mock.calls.map((c) => c[0])).toEqual([10, 20]);
  });

  it('after the retries it fails with what the server has, and a retry resumes from there, not from zero', async () => {
    let down = true;
    const server = partServer((_call, part) => (down && part === 2 ? { status: 0, body: null } : null));
    const failed = await uploadParts('tree-1', file('aaaabbbbcc'), { send: server.send, partBytes: 4, sleep: noSleep, retryDelays: [1, 1] }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(UploadFailed);
    const progress = (failed as UploadFailed).progress!;
    expect(progress).toEqual({ uploadId: '00000000-0000-4000-8000-000000000001', receivedParts: [1] });
    expect(server.sent.map((s) => s.fields.part_number)).toEqual(['1', '2', '2', '2']);

    down = false;
    server.sent.length = 0;
    const fractions: number[] = [];
    const got = await uploadToLibrary('tree-1', file('aaaabbbbcc'), { send: server.send, partBytes: 4, resume: progress, onProgress: (f) => fractions.push(f) });
    expect(got.object_id).toBe('a-big');
    expect(server.sent.map((s) => [s.fields.part_number, s.fields.upload_id])).toEqual([
      ['2', '00000000-0000-4000-8000-000000000001'],
      ['3', '00000000-0000-4000-8000-000000000001'],
    ]);
    // The resumed upload starts where the first one stopped.
    expect(fractions[0]).toBe(0.4);
  });

  it('a refusal is not retried', async () => {
    const server = partServer((_c, part) => (part === 2 ? { status: 400, body: { error: 'Part 1 is missing.', fields: { part_number: ['Part 1 is missing.'] } } } : null));
    const failed = await uploadParts('tree-1', file('aaaabbbbcc'), { send: server.send, partBytes: 4, sleep: noSleep }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(UploadFailed);
    expect((failed as UploadFailed).message).toBe('Part 1 is missing.');
    expect(server.sent).toHaveLength(2);
  });

  it('cancelling stops the upload with CancelledError', async () => {
    const controller = new AbortController();
    const server = partServer((call) => {
      if (call === 2) controller.abort();
      return call === 2 ? { status: 0, body: null } : null;
    });
    await expect(uploadParts('tree-1', file('aaaabbbbcc'), { send: server.send, partBytes: 4, signal: controller.signal, sleep: noSleep })).rejects.toBeInstanceOf(CancelledError);
    expect(server.sent).toHaveLength(2);
  });
});

describe('library query', () => {
  it('drops empty filters, joins lists and asks for untagged as no person and no place', () => {
    expect(libraryParams({ persons: ['a', 'b'], locations: [], search: '  ', untagged: true, order_by: 'filename' }, 40)).toEqual({
      limit: 40,
      offset: 40,
      kind: undefined,
      persons: 'a,b',
      location__in: undefined,
      persons__isnull: 'true',
      location__isnull: 'true',
      search: undefined,
      order_by: 'filename',
    });
    expect(libraryParams({ order_by: '-updated_at' }).order_by).toBeUndefined();
  });
});
