import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../protocol/library';
import { readAll } from '../../files/store';
import { form, libraryTest, testImage, testStores, type LibraryTest } from './testLibrary';

/** A multipart body of `size` bytes of file in `field`, generated as it is read (never held whole). */
function streamedUpload(field: string, name: string, size: number, fields: Record<string, string> = {}): { body: ReadableStream<Uint8Array>; type: string; length: number } {
  const boundary = 'xungen-boundary-7f3a';
  const text = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('');
  const head = new TextEncoder().encode(`${text}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: video/mp4\r\n\r\n`);
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  // An mp4 starts with its ftyp box; the rest is one reused megabyte.
  const chunk = new Uint8Array(1 << 20);
  chunk.set([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]);
  let sent = 0;
  let stage = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === 0) {
        controller.enqueue(head);
        stage = 1;
      } else if (stage === 1) {
        const n = Math.min(chunk.length, size - sent);
        controller.enqueue(chunk.subarray(0, n));
        sent += n;
        if (sent >= size) stage = 2;
      } else {
        controller.enqueue(tail);
        controller.close();
      }
    },
  });
  return { body, type: `multipart/form-data; boundary=${boundary}`, length: head.length + size + tail.length };
}

describe.each(testStores)('library uploads on the %s store', (_name, makeStore) => {
  let l: LibraryTest;
  beforeAll(async () => {
    l = await libraryTest(makeStore);
  });
  afterAll(async () => {
    await l.close();
  });
  const part = (fields: Record<string, string>, bytes: Uint8Array, token = l.f.owner.key, treeId = l.f.treeId) =>
    l.t.request(`/api/v1/familytree/${treeId}/library/upload-part/`, { method: 'POST', token, body: form('file_part', 'blob', bytes, fields) });
  const count = async () => (await (await l.t.request(`/api/v1/familytree/${l.f.treeId}/library/`, { token: l.f.owner.key })).json()).counts.all as number;

  it('resumes after an interrupted part: the final part names the missing one, then the file is whole', async () => {
    const image = await testImage(300, 200);
    const cut = [0, Math.floor(image.length / 3), Math.floor((2 * image.length) / 3), image.length];
    const pieces = [1, 2, 3].map((n) => image.subarray(cut[n - 1], cut[n]));
    const base = { file_name: 'family.jpg', total_size: String(image.length), tags_data: JSON.stringify({ persons: [l.f.ids.grandpa] }) };
    const first = await part({ ...base, part_number: '1' }, pieces[0]);
    expect(first.status).toBe(200);
    const started = await first.json();
    expect(started).toMatchObject({ asset_id: null, received_parts: [1], received_bytes: pieces[0].length });
    const id = started.upload_id as string;
    // Part 1 again replaces it.
    expect((await (await part({ ...base, upload_id: id, part_number: '1' }, pieces[0])).json()).received_parts).toEqual([1]);
    const early = await part({ ...base, upload_id: id, part_number: '3', is_final: 'true' }, pieces[2]);
    expect(early.status).toBe(400);
    const refused = await early.json();
    expect(refused.error).toBe('Part 2 of 3 has not arrived.');
    expect(refused.fields.part_number).toBeDefined();
    expect((await (await part({ ...base, upload_id: id, part_number: '2' }, pieces[1])).json()).received_parts).toEqual([1, 2, 3]);
    const done = await part({ ...base, upload_id: id, part_number: '3', is_final: 'true' }, pieces[2]);
    expect(done.status).toBe(201);
    const answer = await done.json();
    expect(answer.asset_id).toBe(answer.asset.object_id);
    expect(answer.asset).toMatchObject({ filename: 'family.jpg', size: image.length, width: 300, height: 200, kind: 'image' });
    expect(answer.asset.tags.persons[0].object_id).toBe(l.f.ids.grandpa);
    const stored = await l.store.get(`library/${l.f.treeId}/${answer.asset_id}/original`);
    expect(Buffer.compare(await readAll(stored!), image)).toBe(0);
    expect(await l.store.list(`uploads/${id}`)).toEqual([]);
    // The session is gone with its parts.
    expect((await part({ ...base, upload_id: id, part_number: '4' }, pieces[0])).status).toBe(404);
  });

  it('keeps someone else’s upload to them and their tree', async () => {
    const bytes = await testImage(20, 20);
    const started = await (await part({ file_name: 'x.jpg', total_size: String(bytes.length * 2), part_number: '1' }, bytes)).json();
    const fields = { file_name: 'x.jpg', total_size: String(bytes.length * 2), part_number: '2', upload_id: started.upload_id };
    expect((await part(fields, bytes, l.f.editor.key)).status).toBe(404);
    const other = await (await l.t.request('/api/v1/familytree/create/', { method: 'POST', token: l.f.owner.key, json: { name: 'Second', start_person: { first_names: [{ type: 'given', value: 'Q' }], surnames: [], gender: 'm' } } })).json();
    expect((await part(fields, bytes, l.f.owner.key, other.id)).status).toBe(404);
    expect((await part(fields, bytes, l.f.viewer.key)).status).toBe(403);
  });

  it('refuses a first part whose content is not what its name says, and a total that does not add up', async () => {
    const html = new TextEncoder().encode('<html><body>not a photo</body></html>');
    const res = await part({ file_name: 'photo.jpg', total_size: String(html.length), part_number: '1', is_final: 'true' }, html);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toContain('photo.jpg');
    const bytes = await testImage(20, 20);
    const short = await part({ file_name: 'y.jpg', total_size: String(bytes.length + 5), part_number: '1', is_final: 'true' }, bytes);
    expect(short.status).toBe(400);
    expect((await short.json()).fields.total_size).toBeDefined();
  });

  it('refuses parts adding up to more than 100 MB with 413 and drops the session', async () => {
    const bytes = await testImage(20, 20);
    const base = { file_name: 'big.jpg', total_size: String(MAX_UPLOAD_BYTES) };
    const started = await (await part({ ...base, part_number: '1' }, bytes)).json();
    const send = (n: number) => {
      const up = streamedUpload('file_part', 'blob', 55 * 1024 * 1024, { ...base, part_number: String(n), upload_id: started.upload_id });
      return l.t.request(`/api/v1/familytree/${l.f.treeId}/library/upload-part/`, { method: 'POST', token: l.f.owner.key, headers: { 'content-type': up.type }, body: up.body, duplex: 'half' } as RequestInit);
    };
    expect((await send(2)).status).toBe(200);
    const over = await send(3);
    expect(over.status).toBe(413);
    expect(await l.store.list(`uploads/${started.upload_id}`)).toEqual([]);
    expect((await part({ ...base, part_number: '4', upload_id: started.upload_id }, bytes)).status).toBe(404);
  });

  it('takes a file of exactly 100 MB in one request', async () => {
    const up = streamedUpload('attachment', 'exact.mp4', MAX_UPLOAD_BYTES);
    const res = await l.t.request(`/api/v1/familytree/${l.f.treeId}/library/upload/`, { method: 'POST', token: l.f.owner.key, headers: { 'content-type': up.type }, body: up.body, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(201);
    const asset = await res.json();
    expect(asset).toMatchObject({ size: MAX_UPLOAD_BYTES, kind: 'video', content_type: 'video/mp4' });
    expect((await l.store.head(`library/${l.f.treeId}/${asset.object_id}/original`))?.size).toBe(MAX_UPLOAD_BYTES);
    expect((await l.t.request(`/api/v1/asset/${asset.object_id}/`, { method: 'DELETE', token: l.f.owner.key })).status).toBe(200);
  });

  it('refuses a single upload of 100 MB and one byte with 413 while reading, keeping nothing', async () => {
    const before = await count();
    const up = streamedUpload('attachment', 'film.mp4', MAX_UPLOAD_BYTES + 1);
    const res = await l.t.request(`/api/v1/familytree/${l.f.treeId}/library/upload/`, {
      method: 'POST',
      token: l.f.owner.key,
      headers: { 'content-type': up.type },
      body: up.body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await count()).toBe(before);
    expect((await l.store.list(`library/${l.f.treeId}`)).length).toBe(before);
    const temp = await readdir(join(l.dataDir, 'tmp', 'library')).catch(() => []);
    expect(temp).toEqual([]);
  });
});
