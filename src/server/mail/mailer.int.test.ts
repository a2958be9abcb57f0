import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../tests/harness/app';
import { createLogger } from '../logger';
import { createMailer } from './mailer';

// The smallest SMTP server nodemailer will talk to: it records each message's DATA.
let smtp: Server;
let port = 0;
const received: string[] = [];
beforeAll(async () => {
  smtp = createServer((socket) => {
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
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => smtp.close(resolve)));

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('mailer', () => {
  it('without SMTP keeps the message in the outbox only', async () => {
    await createMailer(createLogger('silent')).send(t.database.db, { to: 'a@example.com', subject: 'Kept', text: 'hi', html: '<p>hi</p>' }, t.clock.now);
    const row = await t.database.db.selectFrom('outbox').selectAll().where('subject', '=', 'Kept').executeTakeFirstOrThrow();
    expect([row.to_address, row.sent_at, row.error]).toEqual(['a@example.com', null, null]);
  });

  it('with SMTP_URL sends through the server and marks the row sent', async () => {
    const mailer = createMailer(createLogger('silent'), { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Xungen <mail@xungen.test>' });
    await mailer.send(t.database.db, { to: 'b@example.com', subject: 'Verify your e-mail address', text: 'link', html: '<p>link</p>' }, t.clock.now);
    expect(received.some((m) => m.includes('Subject: Verify your e-mail address') && m.includes('To: b@example.com'))).toBe(true);
    const row = await t.database.db.selectFrom('outbox').selectAll().where('to_address', '=', 'b@example.com').executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    expect(row.error).toBeNull();
  });

  it('records a failure when the SMTP server is unreachable', async () => {
    const mailer = createMailer(createLogger('silent'), { smtpUrl: 'smtp://127.0.0.1:1' });
    await mailer.send(t.database.db, { to: 'c@example.com', subject: 'Lost', text: 'x', html: 'x' }, t.clock.now);
    const row = await t.database.db.selectFrom('outbox').selectAll().where('to_address', '=', 'c@example.com').executeTakeFirstOrThrow();
    expect(row.sent_at).toBeNull();
    expect(row.error).toMatch(/ECONNREFUSED/);
  });
});
