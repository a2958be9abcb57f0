/**
 * Runs the upload queue: holds the files, starts the next ones as others finish, feeds progress and
 * answers back as queue events, aborts on cancel and hands a failed part upload's state to its retry.
 * The upload itself is given, so the runner is tested without a network; pages read it through
 * useSyncExternalStore.
 */
import { isCancelled } from '../../api/client';
import { UploadFailed, type UploadOptions } from '../../api/libraryUpload';
import type { Asset } from '../../protocol/library';
import { MAX_PARALLEL_UPLOADS, nextToStart, queueReducer, type QueueEvent, type UploadItem } from './uploadQueue';

export type Upload = (file: File, options: Pick<UploadOptions, 'onProgress' | 'signal' | 'resume'>) => Promise<Asset>;

export class UploadRunner {
  private items: UploadItem[] = [];
  private readonly files = new Map<string, File>();
  private readonly running = new Map<string, AbortController>();
  private readonly listeners = new Set<() => void>();
  private seq = 0;

  constructor(
    private readonly upload: Upload,
    private readonly onUploaded: (asset: Asset) => void = () => undefined,
    private readonly parallel = MAX_PARALLEL_UPLOADS,
  ) {}

  getSnapshot = (): UploadItem[] => this.items;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Adds files as placeholders at once and starts as many as may run; answers their ids. */
  add(files: File[]): string[] {
    const entries = files.map((file) => ({ id: `upload-${++this.seq}`, name: file.name, size: file.size, file }));
    for (const e of entries) this.files.set(e.id, e.file);
    this.dispatch({ type: 'add', files: entries.map(({ id, name, size }) => ({ id, name, size })) });
    return entries.map((e) => e.id);
  }

  cancel(id: string): void {
    this.dispatch({ type: 'cancel', id });
    this.running.get(id)?.abort();
  }

  retry(id: string): void {
    this.dispatch({ type: 'retry', id });
  }

  remove(id: string): void {
    this.dispatch({ type: 'remove', id });
    if (!this.items.some((i) => i.id === id)) this.files.delete(id);
  }

  /** Aborts everything on its way (the page is left). */
  dispose(): void {
    for (const controller of this.running.values()) controller.abort();
    this.listeners.clear();
  }

  private dispatch(event: QueueEvent): void {
    const next = queueReducer(this.items, event);
    if (next !== this.items) {
      this.items = next;
      for (const l of this.listeners) l();
    }
    // A start or a progress frees no place in the queue.
    if (event.type !== 'progress' && event.type !== 'start') this.pump();
  }

  private pump(): void {
    for (const id of nextToStart(this.items, this.parallel)) void this.run(id);
  }

  /** A run that ended; a newer run of the same item (cancelled, then retried) keeps its controller. */
  private settle(id: string, controller: AbortController): void {
    if (this.running.get(id) === controller) this.running.delete(id);
  }

  private async run(id: string): Promise<void> {
    const file = this.files.get(id);
    const item = this.items.find((i) => i.id === id);
    // An item another pass has started already is left alone.
    if (!file || item?.status !== 'queued') return;
    const resume = item.resume ?? undefined;
    const controller = new AbortController();
    this.running.set(id, controller);
    this.dispatch({ type: 'start', id });
    try {
      const asset = await this.upload(file, { signal: controller.signal, resume, onProgress: (fraction) => this.dispatch({ type: 'progress', id, fraction }) });
      this.settle(id, controller);
      this.dispatch({ type: 'succeed', id, asset });
      if (this.items.find((i) => i.id === id)?.asset === asset) this.onUploaded(asset);
    } catch (err) {
      this.settle(id, controller);
      if (isCancelled(err) || controller.signal.aborted) {
        // The item was marked cancelled already; a cancelled item stays so until retried.
        this.pump();
        return;
      }
      const message = err instanceof Error ? err.message : String(err);
      this.dispatch({ type: 'fail', id, error: message, resume: err instanceof UploadFailed ? err.progress : null });
    }
  }
}
