/**
 * A panel opened to type in (quick edit, full edit, add a relative) takes the keyboard to its first
 * field, so the keys pressed after E or R 4 land in the form rather than on the card. Forms that load
 * first get the focus as soon as their fields appear, unless the member has gone somewhere else meanwhile.
 */
import { useEffect, type RefObject } from 'react';
import { focusTakenElsewhere } from './cardFocus';

const FIELDS = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/** The first field a member can type or choose in, in reading order. */
export const firstField = (root: ParentNode): HTMLElement | null => root.querySelector<HTMLElement>(FIELDS);

/** Focuses the first field of `root` each time `opened` changes to a new value (null: nothing to focus). */
export function useFirstFieldFocus(root: RefObject<HTMLElement | null>, opened: object | null): void {
  useEffect(() => {
    const el = root.current;
    if (!el || !opened) return;
    const tryFocus = (): boolean => {
      const active = el.ownerDocument.activeElement;
      if (active && el.contains(active)) return true;
      if (focusTakenElsewhere(active)) return true;
      const field = firstField(el);
      field?.focus();
      return field !== null;
    };
    if (tryFocus()) return;
    const watch = new MutationObserver(() => tryFocus() && watch.disconnect());
    watch.observe(el, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [root, opened]);
}
