import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpError } from '../http/errors';
import { receiveMultipart, type MultipartOptions } from './multipart';

let dir: string;
beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'multipart-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const options = (): MultipartOptions => ({ dir, fileField: 'file', maxFileBytes: 1000, tooLargeMessage: 'The file is larger than 1 kB.', missing: { file: ['Choose a file.'] } });

function upload(body: FormData | string, type?: string): Request {
  return new Request('http://localhost/upload', { method: 'POST', body, ...(type ? { headers: { 'content-type': type } } : {}) });
}

describe('streamed multipart uploads', () => {
  it('writes the file to disk as it arrives and answers its fields, its size and its first bytes', async () => {
    const form = new FormData();
    form.set('tree_id', 'abc');
    const text = `0 HEAD\n${'1 NOTE 黄永胜\n'.repeat(40)}`;
    form.set('file', new File([text], 'C:\\Users\\me\\family.ged', { type: 'text/plain' }));
    const { fields, file } = await receiveMultipart(upload(form), options());
    expect(fields).toEqual({ tree_id: 'abc' });
    expect(file).toMatchObject({ name: 'family.ged', type: 'text/plain', size: Buffer.byteLength(text) });
    expect(readFileSync(file!.path, 'utf8')).toBe(text);
    expect(new TextDecoder().decode(file!.head)).toBe(Buffer.from(text).subarray(0, 512).toString());
    rmSync(file!.path);
  });

  it('refuses a file over the limit with 413 and keeps nothing of it', async () => {
    const before = readdirSync(dir).length;
    const form = new FormData();
    form.set('file', new File([new Uint8Array(5000)], 'big.ged'));
    const err = await receiveMultipart(upload(form), options()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 413, message: 'The file is larger than 1 kB.' });
    expect(readdirSync(dir).length).toBe(before);
  });

  it('answers no file when none was sent, and 400 naming the field for a body that is not multipart or is cut off', async () => {
    const form = new FormData();
    form.set('note', 'hello');
    expect(await receiveMultipart(upload(form), options())).toEqual({ fields: { note: 'hello' }, file: null });
    const plain = await receiveMultipart(upload('{"file":1}', 'application/json'), options()).catch((e: unknown) => e);
    expect(plain).toMatchObject({ status: 400, fields: { file: ['Choose a file.'] } });
    const cut = await receiveMultipart(upload('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.ged"\r\n\r\n0 HEAD', 'multipart/form-data; boundary=xyz'), options()).catch((e: unknown) => e);
    expect(cut).toMatchObject({ status: 400, fields: { file: ['Choose a file.'] } });
    expect(readdirSync(dir).filter((f) => f.endsWith('.part'))).toEqual([]);
  });
});
