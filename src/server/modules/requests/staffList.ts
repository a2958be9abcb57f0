/** The staff list of requests: newest first, filtered by kind and status, with their attachments. */
import type { StaffRequest, StaffRequestsQuery } from '../../../protocol/requests';
import type { Db } from '../../db/database';
import { fileUrlSecret, originalUrl } from '../../files/urls';

export interface StaffListDeps {
  db: Db;
  dataDir: string;
  now: Date;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function listRequests(d: StaffListDeps, q: StaffRequestsQuery): Promise<{ objects: StaffRequest[]; total: number }> {
  let base = d.db.selectFrom('contact_requests as r');
  if (q.kind) base = base.where('r.kind', '=', q.kind);
  if (q.status) base = base.where('r.status', '=', q.status);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .selectAll('r')
      .select('u.email as member_email')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => r.id);
  const files = ids.length
    ? await d.db.selectFrom('contact_request_attachments').selectAll().where('request_id', 'in', ids).orderBy('created_at').orderBy('id').execute()
    : [];
  const secret = fileUrlSecret(d.dataDir);
  const objects = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    email: r.email,
    first_name: r.first_name,
    last_name: r.last_name,
    member_email: r.member_email ?? null,
    interests: r.interests,
    other_comment: r.other_comment,
    entry_point_url: r.entry_point_url,
    entry_point_name: r.entry_point_name,
    is_payment: r.is_payment,
    subscribe_to_newsletter: r.subscribe_to_newsletter,
    request_info: r.request_info,
    additional_info: r.additional_info,
    call_schedule_datetime: iso(r.call_schedule_datetime),
    help_type: r.help_type,
    comment: r.comment,
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
    attachments: files
      .filter((f) => f.request_id === r.id)
      .map((f) => ({ id: f.id, file_name: f.file_name, content_type: f.content_type, size: Number(f.size), url: originalUrl(secret, f.storage_key, f.file_name, f.content_type, d.now).url })),
  }));
  return { objects, total: Number(count.n) };
}
