/**
 * Runs one GEDCOM export: start the job, poll its status until the file comes back, report the
 * progress. The calls and the wait are injected so the loop is tested without a server or timers.
 */
import type { ExportPoll } from '../../api/manage';
import type { ExportFormat } from '../../protocol/gedcom';

export interface ExportCalls {
  start: (treeId: string, format: ExportFormat, signal?: AbortSignal) => Promise<string>;
  poll: (treeId: string, format: ExportFormat, statusKey: string, signal?: AbortSignal) => Promise<ExportPoll>;
}

export interface ExportOptions {
  onProgress?: (percent: number) => void;
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
  intervalMs?: number;
  /** Stop asking after this many polls without the file. */
  maxPolls?: number;
}

export class ExportFailed extends Error {}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runExport(calls: ExportCalls, treeId: string, format: ExportFormat, options: ExportOptions = {}): Promise<{ blob: Blob; fileName: string }> {
  const { onProgress, sleep = wait, signal, intervalMs = 1000, maxPolls = 600 } = options;
  const statusKey = await calls.start(treeId, format, signal);
  for (let i = 0; i < maxPolls; i++) {
    const answer = await calls.poll(treeId, format, statusKey, signal);
    if (answer.kind === 'file') {
      onProgress?.(100);
      return { blob: answer.blob, fileName: answer.fileName };
    }
    const { status } = answer;
    if (status.status === 'failed') throw new ExportFailed(status.error?.message ?? 'The export failed.');
    onProgress?.(status.progress);
    if (signal?.aborted) throw new ExportFailed('The export was cancelled.');
    await sleep(intervalMs);
  }
  throw new ExportFailed('The export is taking too long; try again later.');
}
