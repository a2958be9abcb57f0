/**
 * The rules of contact and support requests. Every request is stored first, in one transaction with
 * its attachments and the jobs of its two e-mails, so nothing sent is lost whatever the mailer does.
 */
import type { Selectable } from 'kysely';
import type { ConsultCaseInput, GetInTouchInput, ProspectUpdateInput, RequestKind, RequestStatus, SupportFormInput, UpdateOrCreateInput } from '../../../protocol/requests';
import type { Db } from '../../db/database';
import type { ContactRequestsTable } from '../../db/schema';
import { notFound } from '../../http/errors';
import { claimAttachments, type AttachmentPurpose } from './attachments';
import { queueRequestMails } from './mailJob';

const DAY_MS = 86_400_000;
export type RequestRow = Selectable<ContactRequestsTable>;

/** What a new request stores, besides its kind, sender and time. */
type RequestFields = Partial<Omit<RequestRow, 'id' | 'kind' | 'status' | 'user_id' | 'email' | 'created_at' | 'updated_at'>>;

/** A file already in the store that becomes the request's attachment in its transaction. */
export type InlineAttachment = (trx: Db, requestId: string) => Promise<unknown>;

export interface NewRequest {
  kind: RequestKind;
  userId: string | null;
  email: string;
  fields: RequestFields;
  attachments: string[];
  purpose: AttachmentPurpose;
  inline?: InlineAttachment;
  mailEvent?: 'created' | 'call';
  now: Date;
}

/** Stores the request with its attachments and queues its e-mails; answers its id. */
export async function createRequest(db: Db, r: NewRequest): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('contact_requests')
      .values({ kind: r.kind, user_id: r.userId, email: r.email, ...r.fields, created_at: r.now, updated_at: r.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await claimAttachments(trx, row.id, r.attachments, r.purpose, r.userId);
    if (r.inline) await r.inline(trx, row.id);
    await queueRequestMails(trx, row.id, r.mailEvent ?? 'created', r.now);
    return row.id;
  });
}

export function getInTouchFields(input: GetInTouchInput): RequestFields {
  const { email: _email, attachments: _attachments, call_schedule_datetime, ...rest } = input;
  return { ...rest, call_schedule_datetime: call_schedule_datetime ? new Date(call_schedule_datetime) : null };
}

export function supportFields(input: SupportFormInput): RequestFields {
  return { first_name: input.first_name, last_name: input.last_name, help_type: input.help_type, comment: input.comment };
}

export function consultFields(input: ConsultCaseInput): RequestFields {
  return { comment: input.content };
}

/**
 * The get-in-touch request `id` its sender may still change: new, less than a day old, and made by
 * this member (or by a visitor, whose proof is the id the form was answered with). 404 otherwise.
 */
async function editableProspect(db: Db, id: string, userId: string | null, now: Date): Promise<RequestRow> {
  const row = await db.selectFrom('contact_requests').selectAll().where('id', '=', id).where('kind', '=', 'get-in-touch').executeTakeFirst();
  const mine = row && (row.user_id === null || row.user_id === userId);
  if (!row || !mine || row.status !== 'new' || now.getTime() - new Date(row.created_at).getTime() > DAY_MS) throw notFound('Request not found.');
  return row;
}

/** prospect-request/:id/update/: interests, the story, and the full list of attachments. */
export async function updateProspect(db: Db, id: string, userId: string | null, input: ProspectUpdateInput, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await editableProspect(trx, id, userId, now);
    const set: RequestFields & { updated_at: Date } = { updated_at: now };
    if (input.interests) set.interests = input.interests;
    if (input.other_comment !== undefined) set.other_comment = input.other_comment;
    await trx.updateTable('contact_requests').set(set).where('id', '=', row.id).execute();
    if (input.attachments) await claimAttachments(trx, row.id, input.attachments, 'prospect', userId);
  });
}

/**
 * prospect-request/update-or-create/: the call time of the request `id` when its e-mail matches,
 * else a new request holding the e-mail and the call time. Either way the team and the sender hear of it.
 */
export async function updateOrCreate(db: Db, userId: string | null, input: UpdateOrCreateInput, now: Date): Promise<{ id: string; created: boolean }> {
  const when = new Date(input.call_schedule_datetime);
  if (input.id) {
    const id = input.id;
    const updated = await db.transaction().execute(async (trx) => {
      let row: RequestRow;
      try {
        row = await editableProspect(trx, id, userId, now);
      } catch {
        return false;
      }
      if (row.email.toLowerCase() !== input.email.toLowerCase()) return false;
      await trx.updateTable('contact_requests').set({ call_schedule_datetime: when, updated_at: now }).where('id', '=', row.id).execute();
      await queueRequestMails(trx, row.id, 'call', now);
      return true;
    });
    if (updated) return { id, created: false };
  }
  const created = await createRequest(db, { kind: 'get-in-touch', userId, email: input.email, fields: { call_schedule_datetime: when }, attachments: [], purpose: 'prospect', mailEvent: 'call', now });
  return { id: created, created: true };
}

/** Staff: moves a request to a status; 404 when there is no such request. */
export async function setRequestStatus(db: Db, id: string, status: RequestStatus, now: Date): Promise<RequestRow> {
  const row = await db.updateTable('contact_requests').set({ status, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirst();
  if (!row) throw notFound('Request not found.');
  return row;
}
