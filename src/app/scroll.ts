/** Where the window scrolls after a navigation (platform spec 2.1), decided without touching the DOM. */
import type { Location } from './match';

export const HASH_OFFSET_PX = 100;

export interface ScrollInputs {
  to: Location;
  from: Location | null;
  /** The position saved when the user last left this full path, if any. */
  saved: number | undefined;
  /** The document top of the element the hash names, if it exists. */
  hashTop: number | undefined;
}

/** The y to scroll to, or null to stay. */
export function scrollTarget({ to, from, saved, hashTop }: ScrollInputs): number | null {
  if (to.route.meta.rememberScrollPosition && saved !== undefined) return saved;
  if (to.hash && hashTop !== undefined) return Math.max(0, hashTop - HASH_OFFSET_PX);
  if (!from || from.route.name !== to.route.name) return 0;
  return null;
}

/** Saved positions by full path; a browser session is short enough not to need eviction. */
export function createScrollMemory() {
  const positions = new Map<string, number>();
  return {
    save(fullPath: string, y: number) {
      positions.set(fullPath, y);
    },
    get(fullPath: string): number | undefined {
      return positions.get(fullPath);
    },
  };
}
