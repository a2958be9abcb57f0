import { useSyncExternalStore } from 'react';

function subscribe(fn: () => void) {
  window.addEventListener('resize', fn);
  return () => window.removeEventListener('resize', fn);
}

/** The window's width in CSS pixels, re-rendering on resize (menu items depend on it). */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth, () => 1280);
}
