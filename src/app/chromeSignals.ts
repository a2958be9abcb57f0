/**
 * Signals the router sends to chrome owned by other areas (the image gallery, the quick sidebar
 * modal): they subscribe here instead of the router importing them.
 */
export type ChromeSignal = 'gallery.hide' | 'quickSidebar.close';

const target = new EventTarget();

export function sendChromeSignal(signal: ChromeSignal): void {
  target.dispatchEvent(new Event(signal));
}

/** Subscribes to one signal; returns the unsubscribe function. */
export function onChromeSignal(signal: ChromeSignal, fn: () => void): () => void {
  target.addEventListener(signal, fn);
  return () => target.removeEventListener(signal, fn);
}

/** Undo any body scroll lock a modal left behind (a modal unmounted mid-navigation never unlocks). */
export function unlockBodyScroll(doc: Document): void {
  doc.body.style.removeProperty('overflow');
  doc.body.classList.remove('scroll-locked');
}
