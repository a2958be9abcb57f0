/**
 * The tree page ends at the bottom of the window, whatever sits above it: the main menu (taller on a
 * phone), and any banner or reminder (holiday greeting, browser notice, verify e-mail). A fixed
 * "100dvh minus the menu" pushed the canvas's lower edge off screen by the banner's height, out of
 * reach of a finger until the page was scrolled.
 */
import { useCallback } from 'react';

/** A ref callback for the page's root element: sizes it now, and again when what is above it changes. */
export function useFillViewport(): (el: HTMLElement | null) => (() => void) | undefined {
  return useCallback((el: HTMLElement | null) => {
    if (!el) return undefined;
    const fit = () => {
      // Distance from the top of the document, so a scrolled page gives the same answer.
      const top = Math.max(0, Math.round(el.getBoundingClientRect().top + window.scrollY));
      const height = `calc(100dvh - ${top}px)`;
      if (el.style.height !== height) el.style.height = height;
    };
    fit();
    // A banner appearing or closing changes the body's size; so does the window.
    const observer = new ResizeObserver(fit);
    observer.observe(document.body);
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, []);
}
