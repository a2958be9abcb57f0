/**
 * Card photos: loaded lazily when a card with one becomes visible, kept in an LRU of bounded size; the
 * loader and the free function are given so the cache is tested without a GPU.
 */

interface Entry<T> {
  value: T | null;
  failed: boolean;
}

export class PhotoCache<T> {
  /** Map iteration order is insertion order, so re-inserting on use keeps the least recent first. */
  private readonly entries = new Map<string, Entry<T>>();
  private destroyed = false;

  constructor(
    readonly capacity: number,
    private readonly load: (url: string) => Promise<T>,
    private readonly free: (value: T) => void,
    private readonly onLoaded: (url: string) => void,
    private readonly onEvict: (url: string) => void,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The loaded value, or null while loading or after failure (the caller shows a placeholder). */
  get(url: string): T | null {
    const e = this.entries.get(url);
    if (e) {
      this.entries.delete(url);
      this.entries.set(url, e);
      return e.value;
    }
    const entry: Entry<T> = { value: null, failed: false };
    this.entries.set(url, entry);
    this.evict();
    void this.fetch(url, entry);
    return null;
  }

  private async fetch(url: string, entry: Entry<T>): Promise<void> {
    try {
      const value = await this.load(url);
      if (this.destroyed || this.entries.get(url) !== entry) {
        this.free(value);
        return;
      }
      entry.value = value;
      this.onLoaded(url);
    } catch {
      entry.failed = true;
    }
  }

  private evict(): void {
    while (this.entries.size > this.capacity) {
      const [url, e] = this.entries.entries().next().value as [string, Entry<T>];
      this.entries.delete(url);
      if (e.value) {
        // Views still showing it switch to the placeholder before the GPU copy goes.
        this.onEvict(url);
        this.free(e.value);
      }
    }
  }

  destroy(): void {
    this.destroyed = true;
    for (const e of this.entries.values()) if (e.value) this.free(e.value);
    this.entries.clear();
  }
}
