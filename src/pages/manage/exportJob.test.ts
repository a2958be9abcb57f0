import { describe, expect, it, vi } from 'vitest';
import type { ExportPoll } from '../../api/manage';
import { ExportFailed, runExport, type ExportCalls } from './exportJob';

function calls(answers: ExportPoll[]): ExportCalls & { polls: string[] } {
  const polls: string[] = [];
  return {
    polls,
    start: vi.fn(async () => 'key-1'),
    poll: vi.fn(async (_tree, _format, key) => {
      polls.push(key);
      const next = answers.shift();
      if (!next) throw new Error('polled too often');
      return next;
    }),
  };
}

const status = (s: 'queued' | 'running' | 'done' | 'failed', progress: number, message?: string): ExportPoll => ({
  kind: 'status',
  status: { status: s, progress, error: message ? { line: null, message } : null },
});

describe('runExport', () => {
  it('polls with the status key until the file arrives and reports progress', async () => {
    const file = new Blob(['0 HEAD']);
    const c = calls([status('queued', 0), status('running', 40), { kind: 'file', blob: file, fileName: 'tree.ged' }]);
    const progress: number[] = [];
    const sleeps: number[] = [];
    const result = await runExport(c, 't1', 'gedcom551', { onProgress: (p) => progress.push(p), sleep: async (ms) => void sleeps.push(ms), intervalMs: 500 });
    expect(result).toEqual({ blob: file, fileName: 'tree.ged' });
    expect(c.start).toHaveBeenCalledWith('t1', 'gedcom551', undefined);
    expect(c.polls).toEqual(['key-1', 'key-1', 'key-1']);
    expect(progress).toEqual([0, 40, 100]);
    expect(sleeps).toEqual([500, 500]);
  });

  it('stops with the job error when the export fails', async () => {
    const c = calls([status('running', 10), status('failed', 10, 'Disk full')]);
    await expect(runExport(c, 't1', 'gedzip', { sleep: async () => undefined })).rejects.toThrow(new ExportFailed('Disk full'));
  });

  it('gives up after the poll limit', async () => {
    const c = calls([status('running', 1), status('running', 2), status('running', 3)]);
    await expect(runExport(c, 't1', 'gedcom7', { sleep: async () => undefined, maxPolls: 3 })).rejects.toThrow(/too long/);
  });
});
