/**
 * Parsed layouts kept in this process by (tree, map_hash), so a diff does not gunzip and parse tens of
 * megabytes each time. A map_hash names the content, so an entry is right on any node; the database
 * row stays the truth of whether a layout is still known. Bounded by persons and lines held, least
 * recently used first out.
 */
import type { DrawResponse } from '../../../protocol/draw';
import type { AppDeps } from '../../deps';

/** About five layouts of a 100,000-person tree (a payload of one shares most objects with the one it came from). */
export const DEFAULT_CACHE_ITEMS = 1_000_000;

const itemsOf = (p: DrawResponse) => p.persons.length + p.lines.length;

export class LayoutCache {
  private readonly entries = new Map<string, DrawResponse>();
  private items = 0;

  constructor(readonly maxItems = DEFAULT_CACHE_ITEMS) {}

  get(treeId: string, mapHash: string): DrawResponse | undefined {
    const key = `${treeId}:${mapHash}`;
    const payload = this.entries.get(key);
    if (payload) {
      this.entries.delete(key);
      this.entries.set(key, payload);
    }
    return payload;
  }

  set(treeId: string, payload: DrawResponse): void {
    const key = `${treeId}:${payload.map_hash}`;
    const old = this.entries.get(key);
    if (old) {
      this.items -= itemsOf(old);
      this.entries.delete(key);
    }
    if (itemsOf(payload) > this.maxItems) return;
    this.entries.set(key, payload);
    this.items += itemsOf(payload);
    for (const [k, p] of this.entries) {
      if (this.items <= this.maxItems) break;
      this.entries.delete(k);
      this.items -= itemsOf(p);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

const perApp = new WeakMap<AppDeps, LayoutCache>();

/** One cache per app instance: the draw, diff and image routes of one app share it. */
export function layoutCacheOf(deps: AppDeps): LayoutCache {
  let cache = perApp.get(deps);
  if (!cache) {
    cache = new LayoutCache();
    perApp.set(deps, cache);
  }
  return cache;
}
