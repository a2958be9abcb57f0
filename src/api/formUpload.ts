/**
 * One multipart POST under /api/v1/ through XMLHttpRequest, which (unlike fetch) reports upload
 * progress. The answer is handed back raw ({status, body}); status 0 means no answer came (the
 * network failed), so the caller can tell a retryable failure from a refusal.
 */
import type { ErrorBody } from '../protocol/common';
import { ApiError, CancelledError, REQUEST_TIMEOUT_MS, apiUrl, commonHeaders, storeSessionId } from './client';

export interface FormReply {
  status: number;
  body: unknown;
}

/** Sends `form` to an API path; onProgress gets the bytes sent so far and the request's total. */
export type SendForm = (path: string, form: FormData, onProgress: (loaded: number, total: number) => void, signal?: AbortSignal) => Promise<FormReply>;

export const sendFormXhr: SendForm = (path, form, onProgress, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new CancelledError());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.timeout = REQUEST_TIMEOUT_MS;
    for (const [name, value] of Object.entries(commonHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort);
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      storeSessionId({ headers: { get: (name) => xhr.getResponseHeader(name) } });
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        // Not JSON (a proxy's error page): the status speaks for it.
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => {
      settle();
      resolve({ status: 0, body: null });
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      settle();
      reject(new CancelledError());
    };
    xhr.send(form);
  });

/** The error an answer stands for: the server's message, or a plain one when it sent none. */
export function replyError(reply: FormReply): ApiError {
  const body = reply.body as Partial<ErrorBody> | null;
  if (body && typeof body.error === 'string') return new ApiError(reply.status, body as ErrorBody);
  if (reply.status === 0) return new ApiError(0, { error: 'Network error: the upload did not reach the server.' });
  if (reply.status === 413) return new ApiError(413, { error: 'The file is too large.' });
  return new ApiError(reply.status, { error: `The upload failed (${reply.status}).` });
}
