/**
 * Library uploads with progress (tree-workspace.md sections 4 and 7). A file up to UPLOAD_PART_BYTES
 * goes in one multipart request (library/upload/, or person/{id}/photos/); a larger one in parts
 * (library/upload-part/), the last with is_final. A part lost to the network is sent again after a
 * growing pause, a few times; after that the upload fails with its PartProgress, which a later call
 * takes to resume from the parts the server has not acknowledged instead of from zero.
 */
import { assetSchema, uploadPartAnswerSchema, UPLOAD_PART_BYTES, type Asset, type TagsData } from '../protocol/library';
import { ApiError, CancelledError, isCancelled } from './client';
import { replyError, sendFormXhr, type FormReply, type SendForm } from './formUpload';

/** Where a part upload stands: the server's upload id once it named one, and the parts it acknowledged. */
export interface PartProgress {
  uploadId: string | null;
  receivedParts: number[];
}

export interface UploadOptions {
  /** Tags the new asset gets (tags_data). */
  tags?: Partial<TagsData>;
  /** Where the file came from ('library', 'person', …). */
  source?: string;
  /** Called with 0..1 over the whole file. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** A part upload's state from an earlier, failed attempt. */
  resume?: PartProgress;
  /** Pauses between attempts of a part lost to the network, in ms; its length is the number of retries. */
  retryDelays?: readonly number[];
  /** Tests swap the transport and the clock. */
  send?: SendForm;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  partBytes?: number;
}

export const RETRY_DELAYS_MS = [500, 1500, 4000] as const;

/** An upload that failed; `progress` (part uploads) lets a retry resume. */
export class UploadFailed extends ApiError {
  constructor(
    cause: ApiError,
    readonly progress: PartProgress | null,
  ) {
    super(cause.status, cause.body);
  }
}

const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

const treeUploadPath = (treeId: string, rest: string) => `familytree/${encodeURIComponent(treeId)}/library/${rest}`;

function tagsJson(tags?: Partial<TagsData>): string | null {
  if (!tags) return null;
  const clean = Object.fromEntries(Object.entries(tags).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)));
  return Object.keys(clean).length ? JSON.stringify(clean) : null;
}

function parseAsset(reply: FormReply): Asset {
  if (reply.status < 200 || reply.status >= 300) throw replyError(reply);
  const parsed = assetSchema.safeParse(reply.body);
  if (!parsed.success) throw new ApiError(reply.status, { error: 'Unexpected answer from the upload.' });
  return parsed.data;
}

/** One request with the whole file, to a path that answers the asset. */
export async function uploadWhole(path: string, file: File, options: UploadOptions = {}): Promise<Asset> {
  const send = options.send ?? sendFormXhr;
  const form = new FormData();
  form.append('attachment', file, file.name);
  const tags = tagsJson(options.tags);
  if (tags) form.append('tags_data', tags);
  if (options.source) form.append('source', options.source);
  options.onProgress?.(0);
  const reply = await send(path, form, (loaded, total) => options.onProgress?.(total ? Math.min(loaded / total, 0.99) : 0), options.signal);
  const asset = parseAsset(reply);
  options.onProgress?.(1);
  return asset;
}

/** Sends one part, again after a pause while the network loses it; a refusal is not retried. */
async function sendPart(
  send: SendForm,
  path: string,
  makeForm: () => FormData,
  onProgress: (fraction: number) => void,
  options: UploadOptions,
): Promise<FormReply> {
  const delays = options.retryDelays ?? RETRY_DELAYS_MS;
  const sleep = options.sleep ?? defaultSleep;
  for (let attempt = 0; ; attempt++) {
    const reply = await send(path, makeForm(), (loaded, total) => onProgress(total ? loaded / total : 0), options.signal);
    if (reply.status !== 0 || attempt >= delays.length) return reply;
    onProgress(0);
    await sleep(delays[attempt]!, options.signal);
    if (options.signal?.aborted) return reply;
  }
}

/** A file in parts of `partBytes`; resumes from `options.resume` when given. */
export async function uploadParts(treeId: string, file: File, options: UploadOptions = {}): Promise<Asset> {
  const send = options.send ?? sendFormXhr;
  const partBytes = options.partBytes ?? UPLOAD_PART_BYTES;
  const count = Math.max(1, Math.ceil(file.size / partBytes));
  const state: PartProgress = { uploadId: options.resume?.uploadId ?? null, receivedParts: [...(options.resume?.receivedParts ?? [])] };
  const partSize = (n: number) => Math.min(partBytes, file.size - (n - 1) * partBytes);
  const doneBytes = () => state.receivedParts.filter((n) => n < count).reduce((sum, n) => sum + partSize(n), 0);
  const report = (current: number) => options.onProgress?.(Math.min((doneBytes() + current) / file.size, 0.99));
  const tags = tagsJson(options.tags);
  const path = treeUploadPath(treeId, 'upload-part/');
  report(0);
  try {
    // The final part is always sent last, and always sent: it is the one that turns the parts into an asset.
    for (let n = 1; n <= count; n++) {
      const isFinal = n === count;
      if (!isFinal && state.receivedParts.includes(n)) continue;
      const makeForm = () => {
        const form = new FormData();
        if (state.uploadId) form.append('upload_id', state.uploadId);
        form.append('file_name', file.name);
        form.append('part_number', String(n));
        form.append('is_final', String(isFinal));
        form.append('total_size', String(file.size));
        if (tags) form.append('tags_data', tags);
        if (options.source) form.append('source', options.source);
        form.append('file_part', file.slice((n - 1) * partBytes, (n - 1) * partBytes + partSize(n)), file.name);
        return form;
      };
      // The bytes of a part's form are a little more than the part's own: its fraction sent is scaled to the part.
      const reply = await sendPart(send, path, makeForm, (fraction) => report(fraction * partSize(n)), options);
      if (reply.status < 200 || reply.status >= 300) throw replyError(reply);
      const parsed = uploadPartAnswerSchema.safeParse(reply.body);
      if (!parsed.success) throw new ApiError(reply.status, { error: 'Unexpected answer from the upload.' });
      state.uploadId = parsed.data.upload_id;
      state.receivedParts = parsed.data.received_parts;
      if (isFinal) {
        if (!parsed.data.asset) throw new ApiError(reply.status, { error: 'The upload ended without a file.' });
        options.onProgress?.(1);
        return parsed.data.asset;
      }
      report(0);
    }
    throw new ApiError(0, { error: 'The upload ended without a file.' });
  } catch (err) {
    if (isCancelled(err)) throw err;
    if (options.signal?.aborted) throw new CancelledError();
    throw new UploadFailed(err instanceof ApiError ? err : new ApiError(0, { error: String(err) }), state);
  }
}

/** A file to a tree's library, in one request or in parts by its size. */
export function uploadToLibrary(treeId: string, file: File, options: UploadOptions = {}): Promise<Asset> {
  const partBytes = options.partBytes ?? UPLOAD_PART_BYTES;
  const withSource = { source: 'library', ...options };
  if (file.size > partBytes || options.resume) return uploadParts(treeId, file, withSource);
  return uploadWhole(treeUploadPath(treeId, 'upload/'), file, withSource);
}

/** A photo added from a person's page (person/{id}/photos/), tagged with that person by the server. */
export function uploadPersonPhoto(personId: string, file: File, options: UploadOptions = {}): Promise<Asset> {
  return uploadWhole(`person/${encodeURIComponent(personId)}/photos/`, file, { source: 'person', ...options });
}
