/**
 * The upload queue as data (tree-workspace.md sections 4 and 8): every dropped file appears at once
 * as a placeholder with progress 0, its progress moves, then the server's asset replaces it, or it is
 * marked as error. A few files go at a time; each can be cancelled and retried, and a retried part
 * upload keeps what the server already acknowledged. A file the library does not take is refused here,
 * before any byte is sent (the server checks again).
 */
import type { PartProgress } from '../../api/libraryUpload';
import { kindOfFilename, MAX_UPLOAD_BYTES, type Asset, type AssetKind } from '../../protocol/library';

/** Files sent at the same time. */
export const MAX_PARALLEL_UPLOADS = 3;

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'error' | 'cancelled';

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  kind: AssetKind | null;
  status: UploadStatus;
  /** 0..1 of the file sent. */
  progress: number;
  asset: Asset | null;
  error: string | null;
  /** Refused before sending (type or size): retrying cannot help. */
  refused: boolean;
  /** What a failed part upload had sent, for the retry to resume from. */
  resume: PartProgress | null;
}

export type QueueEvent =
  | { type: 'add'; files: { id: string; name: string; size: number }[] }
  | { type: 'start'; id: string }
  | { type: 'progress'; id: string; fraction: number }
  | { type: 'succeed'; id: string; asset: Asset }
  | { type: 'fail'; id: string; error: string; resume: PartProgress | null }
  | { type: 'cancel'; id: string }
  | { type: 'retry'; id: string }
  | { type: 'remove'; id: string };

const sizeText = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Why the library will not take a file, or null when it will. */
export function refusal(name: string, size: number): string | null {
  if (!kindOfFilename(name)) return `${name}: this type of file cannot be added to the library.`;
  if (size > MAX_UPLOAD_BYTES) return `${name} is larger than ${sizeText(MAX_UPLOAD_BYTES)}.`;
  if (size === 0) return `${name} is empty.`;
  return null;
}

function placeholder(file: { id: string; name: string; size: number }): UploadItem {
  const refused = refusal(file.name, file.size);
  return {
    id: file.id,
    name: file.name,
    size: file.size,
    kind: kindOfFilename(file.name),
    status: refused ? 'error' : 'queued',
    progress: 0,
    asset: null,
    error: refused,
    refused: refused !== null,
    resume: null,
  };
}

function update(items: UploadItem[], id: string, change: (item: UploadItem) => UploadItem | null): UploadItem[] {
  const index = items.findIndex((i) => i.id === id);
  if (index < 0) return items;
  const next = change(items[index]!);
  if (next === items[index]) return items;
  const copy = [...items];
  if (next) copy[index] = next;
  else copy.splice(index, 1);
  return copy;
}

/** The queue after an event; an event that does not apply to the item's state leaves the queue as it was. */
export function queueReducer(items: UploadItem[], event: QueueEvent): UploadItem[] {
  switch (event.type) {
    case 'add':
      return [...items, ...event.files.map(placeholder)];
    case 'start':
      return update(items, event.id, (i) => (i.status === 'queued' ? { ...i, status: 'uploading', error: null } : i));
    case 'progress':
      return update(items, event.id, (i) => (i.status === 'uploading' ? { ...i, progress: Math.max(0, Math.min(1, event.fraction)) } : i));
    case 'succeed':
      return update(items, event.id, (i) => (i.status === 'uploading' ? { ...i, status: 'done', progress: 1, asset: event.asset, resume: null } : i));
    case 'fail':
      return update(items, event.id, (i) => (i.status === 'uploading' ? { ...i, status: 'error', error: event.error, resume: event.resume ?? i.resume } : i));
    case 'cancel':
      return update(items, event.id, (i) => (i.status === 'queued' || i.status === 'uploading' ? { ...i, status: 'cancelled' } : i));
    case 'retry':
      return update(items, event.id, (i) => ((i.status === 'error' && !i.refused) || i.status === 'cancelled' ? { ...i, status: 'queued', error: null } : i));
    case 'remove':
      return update(items, event.id, (i) => (i.status === 'uploading' ? i : null));
  }
}

/** The items to start now: the oldest queued ones, while fewer than `parallel` are on their way. */
export function nextToStart(items: UploadItem[], parallel = MAX_PARALLEL_UPLOADS): string[] {
  const running = items.filter((i) => i.status === 'uploading').length;
  return items
    .filter((i) => i.status === 'queued')
    .slice(0, Math.max(0, parallel - running))
    .map((i) => i.id);
}

/** Counts for the page's summary line. */
export function queueSummary(items: UploadItem[]): { done: number; failed: number; active: number; total: number } {
  return {
    done: items.filter((i) => i.status === 'done').length,
    failed: items.filter((i) => i.status === 'error').length,
    active: items.filter((i) => i.status === 'queued' || i.status === 'uploading').length,
    total: items.length,
  };
}
