/**
 * Where a hint review returns to: the page the member came from before the first review, kept while
 * they step from hint to hint (each step is a navigation too) and across a reload of the tab.
 */
import type { Location } from '../../app/match';

const KEY = 'xungen.hintReturn';
let memory: string | null = null;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Called when a review opens with the route it was opened from. */
export function rememberReturn(previous: Location | null): void {
  if (!previous || previous.route.name === 'hint-review') return;
  memory = previous.fullPath;
  storage()?.setItem(KEY, memory);
}

/** The remembered page, else the fallback (the tree's hints list). */
export function returnPath(fallback: string): string {
  return memory ?? storage()?.getItem(KEY) ?? fallback;
}
