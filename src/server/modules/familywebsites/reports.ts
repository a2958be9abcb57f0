/**
 * Research reports: documents staff write for a client, in sections (summary, findings, family tree
 * extract, sources with images, recommendations), under the client's report username. The client
 * (the member holding that username) and staff read them; only staff write them.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { ReportSave, ResearchReport } from '../../../protocol/familywebsites';
import type { Db } from '../../db/database';
import type { ReportSection, ResearchReportsTable } from '../../db/schema';
import type { AuthUser } from '../../deps';
import { receiveMultipart } from '../../files/multipart';
import { checkUpload } from '../../files/sniff';
import type { FileStore } from '../../files/store';
import { originalUrl, thumbnailUrl } from '../../files/urls';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../http/errors';

type ReportRow = Selectable<ResearchReportsTable>;

/** Report images are scans and photographs: at most 25 MB each. */
const MAX_IMAGE_BYTES = 25 * 1024 * 1024;

export function requireStaff(user: AuthUser | null): AuthUser {
  if (!user) throw unauthorized();
  // Staff acting as a client are that client here.
  if (!user.is_staff || user.impersonated_by) throw forbidden('Only staff write research reports.');
  return user;
}

/** The client holding the username, or staff; nobody else learns a report exists. */
async function requireReportReader(db: Db, user: AuthUser | null, username: string): Promise<void> {
  if (!user) throw unauthorized('Log in to read your research reports.');
  if (user.is_staff && !user.impersonated_by) return;
  const me = await db.selectFrom('users').select('fws_username').where('id', '=', user.id).executeTakeFirstOrThrow();
  if (me.fws_username.toLowerCase() !== username.toLowerCase()) throw notFound('No research report here.');
}

function present(row: ReportRow, secret: Buffer, now: Date): ResearchReport {
  return {
    id: row.id,
    username: row.username,
    slug: row.slug,
    title: row.title,
    sections: row.sections.map((s) => ({
      kind: s.kind,
      title: s.title,
      body: s.body,
      images: s.images.map((img) => ({
        key: img.key,
        caption: img.caption,
        url: img.content_type.startsWith('image/') ? thumbnailUrl(secret, img.key, 0, now, 1200) : originalUrl(secret, img.key, 'source', img.content_type, now).url,
      })),
    })),
    updated_at: row.updated_at.toISOString(),
  };
}

/** jlt-report-index: the reports of a username, newest first. */
export async function listReports(db: Db, user: AuthUser | null, username: string) {
  await requireReportReader(db, user, username);
  const rows = await db.selectFrom('research_reports').select(['id', 'username', 'slug', 'title', 'updated_at']).where('username', '=', username.toLowerCase()).orderBy('updated_at', 'desc').execute();
  return { objects: rows.map((r) => ({ ...r, updated_at: r.updated_at.toISOString(), url: `/report/${r.username}/${r.slug}` })) };
}

export async function readReport(db: Db, user: AuthUser | null, username: string, slug: string, secret: Buffer, now: Date): Promise<ResearchReport> {
  await requireReportReader(db, user, username);
  const row = await db.selectFrom('research_reports').selectAll().where('username', '=', username.toLowerCase()).where('slug', '=', slug).executeTakeFirst();
  if (!row) throw notFound('No research report here.');
  return present(row, secret, now);
}

/**
 * The username must be a member's report username; with the client's e-mail, a member without one
 * is given it here (it is chosen once, like a family website's).
 */
async function clientUsername(db: Db, username: string, clientEmail: string | undefined): Promise<void> {
  const holder = await db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['fws_username']), '=', username)).executeTakeFirst();
  if (holder) return;
  if (!clientEmail) throw badRequest('username: no member has this report username; give the client’s e-mail to give it to them.', { username: ['No member has this report username.'] });
  const client = await db.selectFrom('users').select(['id', 'fws_username']).where((eb) => eb(eb.fn('lower', ['email']), '=', clientEmail.toLowerCase())).executeTakeFirst();
  if (!client) throw badRequest('client_email: no member has this e-mail address.', { client_email: ['No member has this e-mail address.'] });
  if (client.fws_username) throw conflict(`client_email: that member's report username is ${client.fws_username}.`, { client_email: [`Their report username is ${client.fws_username}.`] });
  await db.updateTable('users').set({ fws_username: username }).where('id', '=', client.id).execute();
}

export async function saveReport(db: Db, user: AuthUser, id: string | null, input: ReportSave & { client_email?: string }, secret: Buffer, now: Date): Promise<ResearchReport> {
  const username = input.username.toLowerCase();
  return db.transaction().execute(async (trx) => {
    await clientUsername(trx, username, input.client_email);
    const clash = await trx.selectFrom('research_reports').select('id').where('username', '=', username).where('slug', '=', input.slug).executeTakeFirst();
    if (clash && clash.id !== id) throw conflict('This client has a report by that name already.', { slug: ['Taken by another report of this client.'] });
    const before = id ? await trx.selectFrom('research_reports').selectAll().where('id', '=', id).forUpdate().executeTakeFirst() : undefined;
    if (id && !before) throw notFound('No such research report.');
    // Images stay with the section of the same kind and place.
    const sections: ReportSection[] = input.sections.map((s, i) => ({
      kind: s.kind,
      title: s.title,
      body: s.body,
      images: before?.sections[i]?.kind === s.kind ? before.sections[i]!.images : [],
    }));
    const row = before
      ? await trx.updateTable('research_reports').set({ username, slug: input.slug, title: input.title, sections: JSON.stringify(sections), updated_at: now }).where('id', '=', before.id).returningAll().executeTakeFirstOrThrow()
      : await trx
          .insertInto('research_reports')
          .values({ username, slug: input.slug, title: input.title, sections: JSON.stringify(sections), created_by: user.id, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
    return present(row, secret, now);
  });
}

export async function deleteReport(db: Db, files: FileStore, id: string): Promise<void> {
  const row = await db.deleteFrom('research_reports').where('id', '=', id).returningAll().executeTakeFirst();
  if (!row) throw notFound('No such research report.');
  for (const s of row.sections) for (const img of s.images) await files.delete(img.key);
}

/** Adds an image (a scan of a source) to a section: multipart `file`, `section` (its index) and `caption`. */
export async function addReportImage(db: Db, files: FileStore, dataDir: string, id: string, request: Request, secret: Buffer, now: Date): Promise<ResearchReport> {
  const missing = { file: ['Choose an image to add.'] };
  const { fields, file } = await receiveMultipart(request, { dir: join(dataDir, 'tmp', 'reports'), fileField: 'file', maxFileBytes: MAX_IMAGE_BYTES, tooLargeMessage: 'The image is too large: at most 25 MB.', missing });
  if (!file) throw badRequest('No file was sent.', missing);
  try {
    const checked = checkUpload(file.name, file.head, 'file');
    if (checked.kind !== 'image') throw badRequest('file: a report takes images.', { file: ['Choose an image (jpg, png, gif …).'] });
    const index = Number(fields.section);
    const row = await db.selectFrom('research_reports').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('No such research report.');
    if (!Number.isInteger(index) || index < 0 || index >= row.sections.length) throw badRequest('section: not a section of this report.', { section: ['Not a section of this report.'] });
    const key = `reports/${row.id}/${randomUUID()}`;
    await files.put(key, { path: file.path }, checked.contentType);
    const sections = row.sections.map((s, i) => (i === index ? { ...s, images: [...s.images, { key, caption: (fields.caption ?? '').trim().slice(0, 300), content_type: checked.contentType }] } : s));
    const updated = await db.updateTable('research_reports').set({ sections: JSON.stringify(sections), updated_at: now }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    return present(updated, secret, now);
  } finally {
    await rm(file.path, { force: true });
  }
}
