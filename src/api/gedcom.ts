/**
 * GEDCOM import calls under /api/people (outside /api/v1): the upload goes through XMLHttpRequest so
 * the page can show upload progress; the status is a plain GET checked against the protocol schema.
 */
import { importGedcomResponseSchema, importStatusSchema, type ImportGedcomResponse, type ImportStatusResponse } from '../protocol/gedcom';
import type { ErrorBody } from '../protocol/common';
import { ApiError, commonHeaders, storeSessionId } from './client';

const PEOPLE_PREFIX = '/api/people/';

function errorOf(status: number, text: string): ApiError {
  try {
    const body = JSON.parse(text) as Partial<ErrorBody>;
    if (typeof body.error === 'string') return new ApiError(status, body as ErrorBody);
  } catch {
    // Not JSON: use the status.
  }
  return new ApiError(status, { error: status === 0 ? 'The upload could not reach the server.' : `The upload failed (${status}).` });
}

export interface UploadHandle {
  done: Promise<ImportGedcomResponse>;
  abort(): void;
}

/** Uploads a .ged or .gdz; `onProgress` gets 0-100 as the bytes leave the browser. */
export function uploadGedcom(file: File, treeId: string | null, onProgress: (percent: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<ImportGedcomResponse>((resolve, reject) => {
    xhr.open('POST', `${PEOPLE_PREFIX}import/gedcom/`);
    for (const [name, value] of Object.entries(commonHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      storeSessionId({ headers: { get: (n) => xhr.getResponseHeader(n) } });
      if (xhr.status !== 200) return reject(errorOf(xhr.status, xhr.responseText));
      const parsed = importGedcomResponseSchema.safeParse(JSON.parse(xhr.responseText));
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, { error: 'Unexpected answer from the upload.' }));
    };
    xhr.onerror = () => reject(errorOf(0, ''));
    xhr.onabort = () => reject(new ApiError(0, { error: 'The upload was cancelled.' }));
    const form = new FormData();
    form.set('file', file);
    if (treeId) form.set('tree_id', treeId);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

export async function importStatus(importKey: string, signal?: AbortSignal): Promise<ImportStatusResponse> {
  const response = await fetch(`${PEOPLE_PREFIX}import/status/?importKey=${encodeURIComponent(importKey)}`, { headers: commonHeaders(), signal });
  storeSessionId(response);
  const text = await response.text();
  if (!response.ok) throw errorOf(response.status, text);
  const parsed = importStatusSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new ApiError(response.status, { error: 'Unexpected answer from the import status.' });
  return parsed.data;
}
