import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../protocol/library';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';
import { REQUEST_MAIL_JOB } from './mailJob';
import { form, requestsTest, streamedUpload, testPng, type RequestsTest } from './testRequests';

let r: RequestsTest;
let member: TestUser;
let png: Buffer;
beforeAll(async () => {
  r = await requestsTest();
  member = await createTestUser(r.t.database.db, { email: 'mei.lee@example.com' });
  png = await testPng();
});
afterAll(() => r.close());

const db = () => r.t.database.db;
const requestCount = async () => Number((await db().selectFrom('contact_requests').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
const attachmentCount = async () => Number((await db().selectFrom('contact_request_attachments').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
const mailJobs = async () => Number((await db().selectFrom('jobs').select((eb) => eb.fn.countAll<string>().as('n')).where('kind', '=', REQUEST_MAIL_JOB).executeTakeFirstOrThrow()).n);
const stored = async () => (await r.store.list('requests')).length;
/** Nothing of a refused request is left: no row, no file, no queued e-mail, no temporary file. */
async function snapshot() {
  return { requests: await requestCount(), attachments: await attachmentCount(), jobs: await mailJobs(), files: await stored() };
}
async function tempFiles() {
  return readdir(join(r.dataDir, 'tmp', 'requests')).catch(() => []);
}

const contact = { email: 'wong.family@example.com', first_name: 'Ann', last_name: 'Wong', interests: 'travel', other_comment: 'Grandfather left Taishan in 1921.' };
const post = (path: string, init: RequestInit & { json?: unknown; token?: string }) => r.t.request(`/api/v1/${path}`, { method: 'POST', ...init });
const upload = (path: string, name: string, bytes: Uint8Array, token?: string) => post(path, { token, body: form({}, { field: 'file', name, bytes }) });

describe('get-in-touch', () => {
  it('stores a multipart request with its attachment, answers {id} and queues both e-mails', async () => {
    const res = await post('prospect-request/get-in-touch/', { body: form({ ...contact, interests: '["travel","village-location-service"]', subscribe_to_newsletter: 'true' }, { field: 'attachment', name: 'passport.png', bytes: png }) });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await db().selectFrom('contact_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'get-in-touch', status: 'new', email: 'wong.family@example.com', interests: ['travel', 'village-location-service'], subscribe_to_newsletter: true, user_id: null });
    const files = await db().selectFrom('contact_request_attachments').selectAll().where('request_id', '=', id).execute();
    expect(files.map((f) => [f.file_name, f.content_type, f.size])).toEqual([['passport.png', 'image/png', png.length]]);
    expect(await r.store.head(files[0].storage_key)).toMatchObject({ size: png.length });
    expect(await r.t.deps.jobs.drain()).toBe(2);
    const mails = await db().selectFrom('outbox').selectAll().where('text_body', 'like', `%${id}%`).execute();
    expect(mails.map((m) => m.to_address)).toContain('team@xungen.example');
    const confirmation = await db().selectFrom('outbox').selectAll().where('to_address', '=', 'wong.family@example.com').executeTakeFirstOrThrow();
    expect(confirmation.subject).toBe('We received your request');
    expect(confirmation.text_body).toContain('Grandfather left Taishan in 1921.');
    expect(confirmation.text_body).toContain('passport.png');
  });

  it('takes JSON with files uploaded first, then updates interests, story and attachments', async () => {
    const a = (await (await upload('prospect-request-attachment/upload/', 'letter.png', png)).json()) as { id: string };
    const b = (await (await upload('prospect-request-attachment/upload/', 'village.png', png)).json()) as { id: string };
    const res = await post('prospect-request/get-in-touch/', { json: { ...contact, interests: ['travel'], attachments: [a.id] } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const upd = await post(`prospect-request/${id}/update/`, { json: { interests: ['travel', 'film'], other_comment: 'Also a film.', attachments: [b.id] } });
    expect(upd.status).toBe(200);
    const row = await db().selectFrom('contact_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([row.interests, row.other_comment]).toEqual([['travel', 'film'], 'Also a film.']);
    const files = await db().selectFrom('contact_request_attachments').select('file_name').where('request_id', '=', id).execute();
    expect(files.map((f) => f.file_name)).toEqual(['village.png']);
    // An attachment another request holds cannot be taken.
    const other = await post('prospect-request/get-in-touch/', { json: { ...contact, attachments: [b.id] } });
    expect(other.status).toBe(400);
    expect((await other.json()).fields.attachments).toBeDefined();
  });

  it("lets no one else change a member's request, and books the call only with the request's e-mail", async () => {
    const res = await post('prospect-request/get-in-touch/', { token: member.key, json: { ...contact, email: member.email } });
    const { id } = (await res.json()) as { id: string };
    const stranger = await createTestUser(db());
    expect((await post(`prospect-request/${id}/update/`, { json: { other_comment: 'changed' } })).status).toBe(404);
    expect((await post(`prospect-request/${id}/update/`, { token: stranger.key, json: { other_comment: 'changed' } })).status).toBe(404);
    const before = await requestCount();
    const booked = await post('prospect-request/update-or-create/', { token: member.key, json: { id, email: member.email, call_schedule_datetime: '2026-12-02T10:30:00+08:00' } });
    expect(booked.status).toBe(200);
    expect((await booked.json()).id).toBe(id);
    const row = await db().selectFrom('contact_requests').select('call_schedule_datetime').where('id', '=', id).executeTakeFirstOrThrow();
    expect(new Date(row.call_schedule_datetime!).toISOString()).toBe('2026-12-02T02:30:00.000Z');
    // Another address (or no id) makes a request of its own; the member's stays as it was.
    const created = await post('prospect-request/update-or-create/', { json: { id, email: 'someone@example.com', call_schedule_datetime: '2026-12-03T10:30:00Z' } });
    expect(created.status).toBe(201);
    expect((await created.json()).id).not.toBe(id);
    expect(await requestCount()).toBe(before + 1);
  });

  it.each([
    ['a bad e-mail', { ...contact, email: 'ann@wong' }, 'email'],
    ['no e-mail', { ...contact, email: '' }, 'email'],
    ['no first name', { ...contact, first_name: ' ' }, 'first_name'],
    ['no interest', { ...contact, interests: '' }, 'interests'],
    ['an interest not offered', { ...contact, interests: 'astrology' }, 'interests'],
    ['an attachment id that is no upload', { ...contact, attachments: '6f1e1c3e-0000-4000-8000-000000000000' }, 'attachments'],
    ['a call time that is no date', { ...contact, call_schedule_datetime: 'tomorrow' }, 'call_schedule_datetime'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_what, fields, field) => {
    const before = await snapshot();
    const res = await post('prospect-request/get-in-touch/', { body: form(fields, { field: 'attachment', name: 'scan.png', bytes: png }) });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).fields).some((k) => k === field || k.startsWith(`${field}.`))).toBe(true);
    expect(await snapshot()).toEqual(before);
    expect(await tempFiles()).toEqual([]);
  });

  it('refuses an attachment whose content is not what its name says (400), storing nothing', async () => {
    const before = await snapshot();
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const inline = await post('prospect-request/get-in-touch/', { body: form(contact, { field: 'attachment', name: 'scan.png', bytes: html }) });
    expect(inline.status).toBe(400);
    expect((await inline.json()).fields.attachment).toBeDefined();
    const alone = await upload('prospect-request-attachment/upload/', 'scan.png', html);
    expect(alone.status).toBe(400);
    expect((await alone.json()).fields.file).toBeDefined();
    const program = await upload('prospect-request-attachment/upload/', 'notes.exe', png);
    expect(program.status).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect(await tempFiles()).toEqual([]);
  });

  it('takes attachments larger than the 1 MB of other calls, on either path', async () => {
    const alone = await r.t.request('/api/v1/prospect-request-attachment/upload/', streamedUpload('file', 'interview.mp4', 5 * 1024 * 1024));
    expect(alone.status).toBe(201);
    expect(await alone.json()).toMatchObject({ file_name: 'interview.mp4', content_type: 'video/mp4', size: 5 * 1024 * 1024 });
    const inline = await r.t.request('/api/v1/prospect-request/get-in-touch/', streamedUpload('attachment', 'interview.mp4', 5 * 1024 * 1024, contact));
    expect(inline.status).toBe(201);
  });

  it('refuses an attachment over 100 MB with 413 while reading, storing nothing', async () => {
    const before = await snapshot();
    const alone = await r.t.request('/api/v1/prospect-request-attachment/upload/', streamedUpload('file', 'film.mp4', MAX_UPLOAD_BYTES + 1));
    expect(alone.status).toBe(413);
    const inline = await r.t.request('/api/v1/prospect-request/get-in-touch/', streamedUpload('attachment', 'film.mp4', MAX_UPLOAD_BYTES + 1, contact));
    expect(inline.status).toBe(413);
    expect(await snapshot()).toEqual(before);
    expect(await tempFiles()).toEqual([]);
  });
});

describe('support forms and consult cases', () => {
  const support = { help_type: 'records', comment: 'The 1921 passenger list shows the wrong village.' };

  it('needs a login', async () => {
    expect((await post('support-form/mcr/', { json: support })).status).toBe(401);
    expect((await post('consult-case/', { json: { content: 'x' } })).status).toBe(401);
    expect((await upload('consult-attachment/upload/', 'screen.png', png)).status).toBe(401);
  });

  it('stores a member support request with a screenshot, from the account e-mail unless another is given', async () => {
    const shot = (await (await upload('consult-attachment/upload/', 'screen.png', png, member.key)).json()) as { id: string };
    const res = await post('support-form/mcr/', { token: member.key, json: { ...support, attachments: [shot.id] } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await db().selectFrom('contact_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'support-mcr', email: member.email, help_type: 'records', user_id: member.id });
    expect((await db().selectFrom('contact_request_attachments').select('file_name').where('request_id', '=', id).execute()).map((f) => f.file_name)).toEqual(['screen.png']);
    const inst = await post('support-form/institutional/', { token: member.key, json: { help_type: 'indexing', comment: 'Our society holds 40 zupus.', email: 'library@society.example.org', first_name: 'Kim' } });
    expect(inst.status).toBe(201);
    const instRow = await db().selectFrom('contact_requests').selectAll().where('id', '=', (await inst.json()).id).executeTakeFirstOrThrow();
    expect([instRow.kind, instRow.email]).toEqual(['support-institutional', 'library@society.example.org']);
    // A screenshot uploaded by another member cannot be attached.
    const other = await createTestUser(db());
    const theirs = await post('support-form/mcr/', { token: other.key, json: { ...support, attachments: [shot.id] } });
    expect(theirs.status).toBe(400);
  });

  it.each([
    ['support-form/mcr/', { ...support, email: 'not-an-email' }, 'email'],
    ['support-form/mcr/', { ...support, help_type: 'indexing' }, 'help_type'],
    ['support-form/mcr/', { help_type: 'records' }, 'comment'],
    ['support-form/institutional/', { comment: 'hello' }, 'help_type'],
    ['consult-case/', { content: '' }, 'content'],
    ['consult-case/', { content: 'A case', attachments: ['nope'] }, 'attachments'],
  ])('%s refuses bad input with 400 naming the field, storing nothing', async (path, json, field) => {
    const before = await snapshot();
    const res = await post(path, { token: member.key, json });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).fields).some((k) => k === field || k.startsWith(`${field}.`))).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a screenshot of the wrong type (400) or over 100 MB (413), storing nothing', async () => {
    const before = await snapshot();
    const wrong = await upload('consult-attachment/upload/', 'screen.png', new TextEncoder().encode('#!/bin/sh\nrm -rf /\n'), member.key);
    expect(wrong.status).toBe(400);
    const big = streamedUpload('file', 'screen.mp4', MAX_UPLOAD_BYTES + 1);
    const over = await r.t.request('/api/v1/consult-attachment/upload/', { ...big, headers: { ...(big.headers as Record<string, string>), authorization: `Token ${member.key}` } });
    expect(over.status).toBe(413);
    expect(await snapshot()).toEqual(before);
  });

  it('stores a consult case', async () => {
    const res = await post('consult-case/', { token: member.key, json: { content: 'Is this 李 the same man as in the zupu?' } });
    expect(res.status).toBe(201);
    const row = await db().selectFrom('contact_requests').selectAll().where('id', '=', (await res.json()).id).executeTakeFirstOrThrow();
    expect([row.kind, row.comment, row.email]).toEqual(['consult', 'Is this 李 the same man as in the zupu?', member.email]);
  });
});
