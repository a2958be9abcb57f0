/** Calls of get-in-touch, the support page and the staff list of requests (platform spec 7, Contact and support). */
import {
  requestAttachmentSchema,
  requestCreatedSchema,
  staffRequestListSchema,
  type RequestAttachment,
  type RequestCreated,
  type RequestStatus,
  type StaffRequestList,
  type StaffRequestsQuery,
} from '../protocol/requests';
import { z } from 'zod';
import { call } from './client';
import { replyError, sendFormXhr, type SendForm } from './formUpload';

export type UploadProgress = (loaded: number, total: number) => void;

async function postForm<S extends z.ZodTypeAny>(path: string, form: FormData, schema: S, onProgress: UploadProgress, signal?: AbortSignal, send: SendForm = sendFormXhr): Promise<z.infer<S>> {
  const reply = await send(path, form, onProgress, signal);
  if (reply.status < 200 || reply.status >= 300) throw replyError(reply);
  return schema.parse(reply.body);
}

/** One file for a request, with upload progress: 'prospect' for get-in-touch, 'consult' for support and consult cases. */
export function uploadRequestAttachment(purpose: 'prospect' | 'consult', file: File, onProgress: UploadProgress, signal?: AbortSignal): Promise<RequestAttachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  const path = purpose === 'prospect' ? 'prospect-request-attachment/upload/' : 'consult-attachment/upload/';
  return postForm(path, form, requestAttachmentSchema, onProgress, signal);
}

/** The get-in-touch form as multipart, with progress; lists travel as JSON arrays. */
export function sendGetInTouch(fields: Record<string, string | boolean | string[]>, onProgress: UploadProgress): Promise<RequestCreated> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, Array.isArray(v) ? JSON.stringify(v) : String(v));
  return postForm('prospect-request/get-in-touch/', form, requestCreatedSchema, onProgress);
}

export function updateProspectRequest(id: string, body: { interests?: string[]; other_comment?: string; attachments?: string[] }): Promise<RequestCreated> {
  return call('POST', `prospect-request/${encodeURIComponent(id)}/update/`, requestCreatedSchema, { json: body });
}

export function scheduleCall(body: { id?: string; email: string; call_schedule_datetime: string }): Promise<RequestCreated> {
  return call('POST', 'prospect-request/update-or-create/', requestCreatedSchema, { json: body });
}

export function sendSupportForm(form: 'mcr' | 'institutional', body: { email?: string; first_name?: string; last_name?: string; help_type: string; comment: string; attachments: string[] }): Promise<RequestCreated> {
  return call('POST', `support-form/${form}/`, requestCreatedSchema, { json: body });
}

export function sendConsultCase(body: { content: string; attachments: string[] }): Promise<RequestCreated> {
  return call('POST', 'consult-case/', requestCreatedSchema, { json: body });
}

export function fetchStaffRequests(q: Partial<StaffRequestsQuery>): Promise<StaffRequestList> {
  return call('GET', 'staff/requests/', staffRequestListSchema, { searchParams: { kind: q.kind, status: q.status, limit: q.limit, offset: q.offset } });
}

export function setStaffRequestStatus(id: string, status: RequestStatus): Promise<{ id: string; status: RequestStatus }> {
  return call('POST', `staff/requests/${encodeURIComponent(id)}/status/`, z.object({ id: z.string(), status: z.enum(['new', 'in_progress', 'done']) }), { json: { status } });
}
