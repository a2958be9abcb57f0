/** Card photos: loaded lazily when a card with one becomes visible, kept as textures in an LRU of bounded size. */
import { Texture } from 'pixi.js';

interface Entry {
  texture: Texture | null;
  failed: boolean;
}

export class PhotoCache {
  /** Map iteration order is insertion order, so re-inserting on use keeps the least recent first. */
  private readonly entries = new Map<string, Entry>();
  private destroyed = false;

  constructor(
    readonly capacity: number,
    private readonly onLoaded: (url: string) => void,
    private readonly onEvict: (url: string) => void,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The loaded texture, or null while loading (the caller shows a placeholder). */
  get(url: string): Texture | null {
    const e = this.entries.get(url);
    if (e) {
      this.entries.delete(url);
      this.entries.set(url, e);
      return e.texture;
    }
    const entry: Entry = { texture: null, failed: false };
    this.entries.set(url, entry);
    this.evict();
    void this.load(url, entry);
    return null;
  }

  private async load(url: string, entry: Entry): Promise<void> {
    try {
      const img = new Image();
      img.crossOrigin = 'anonymous';
      img.decoding = 'async';
      img.src = url;
      await img.decode();
      if (this.destroyed || this.entries.get(url) !== entry) return;
      entry.texture = Texture.from(img);
      this.onLoaded(url);
    } catch {
      entry.failed = true;
    }
  }

  private evict(): void {
    while (this.entries.size > this.capacity) {
      const [url, e] = this.entries.entries().next().value as [string, Entry];
      this.entries.delete(url);
      if (e.texture) {
        // Views still showing it switch to the placeholder before the GPU copy goes.
        this.onEvict(url);
        e.texture.destroy(true);
      }
    }
  }

  destroy(): void {
    this.destroyed = true;
    for (const e of this.entries.values()) e.texture?.destroy(true);
    this.entries.clear();
  }
}
