/** Helpers of the requests tests: an app on a temporary data directory, forms, files, a small SMTP server. */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { DirectoryStore } from '../../files/store';

export interface RequestsTest {
  t: TestApp;
  store: DirectoryStore;
  dataDir: string;
  close(): Promise<void>;
}

export async function requestsTest(): Promise<RequestsTest> {
  const dataDir = await mkdtemp(join(tmpdir(), 'xungen-requests-'));
  const store = new DirectoryStore(join(dataDir, 'files'));
  const t = await testApp({ files: store, config: { version: 'test', nodeEnv: 'test', publicUrl: 'http://localhost:3000', dataDir, writeLimits: false } });
  return {
    t,
    store,
    dataDir,
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A small real PNG. */
export function testPng(): Promise<Buffer> {
  return sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
}

/** A multipart form of text fields and, when given, one file in `field`. */
export function form(fields: Record<string, string>, file?: { field: string; name: string; bytes: Uint8Array }): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (file) f.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
  return f;
}

/** A multipart body with `size` bytes of MP4-looking file in `field`, generated as it is read. */
export function streamedUpload(field: string, name: string, size: number, fields: Record<string, string> = {}): RequestInit {
  const boundary = 'xungen-requests-boundary';
  const text = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('');
  const head = new TextEncoder().encode(`${text}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: video/mp4\r\n\r\n`);
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
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
  return { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body, duplex: 'half' } as RequestInit;
}

/** The smallest SMTP server nodemailer will talk to: it records each message's DATA. */
export async function smtpServer(): Promise<{ url: string; received: string[]; close(): Promise<void> }> {
  const received: string[] = [];
  const server: Server = createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (data) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        received.push(buffer.slice(0, end));
        buffer = buffer.slice(end + 5);
        data = false;
        socket.write('250 queued\r\n');
      }
      let newline: number;
      while (!data && (newline = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-test\r\n250 OK\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`, received, close: () => new Promise((r) => server.close(() => r())) };
}
