/**
 * The keyboard's place on the canvas is the selected card's item in the engine's accessibility mirror
 * (role=treeitem, id tree-item-<person id>). Closing a panel, the search, a menu or a dialog, and every
 * diff (the mirror rebuilds its items, which drops the focus on the floor) would leave the focus on the
 * page's body, where arrows do nothing; this puts it back on the card so the next key acts at once.
 */
import { useEffect, useRef, useState } from 'react';
import type { TreeEngine } from '../../../src-engine';
import { isTextEntry } from '../../machines/shortcuts';

/** How long to wait for a card's item: a new card comes through a diff a frame or so after its selection. */
export const CARD_FOCUS_FRAMES = 30;

export interface FrameClock {
  request(run: () => void): number;
  cancel(handle: number): void;
}

const animationFrames: FrameClock = {
  request: (run) => requestAnimationFrame(run),
  cancel: (handle) => cancelAnimationFrame(handle),
};

/** A card's item in the accessibility mirror, when the engine has it on the page. */
export const cardItem = (doc: Document, personId: string): HTMLElement | null => doc.getElementById(`tree-item-${personId}`);

/** Whether the focus sits where the user has started something else since: typing, a dialog, a menu. */
export function focusTakenElsewhere(el: Element | null): boolean {
  if (!el || el === el.ownerDocument.body) return false;
  return isTextEntry(el as HTMLElement) || el.closest('dialog[open], [role="menu"]') !== null;
}

export class CardFocus {
  private frame = 0;

  constructor(
    private readonly selectedId: () => string | null,
    private readonly doc: Document = document,
    private readonly clock: FrameClock = animationFrames,
  ) {}

  /**
   * Focuses the card of `personId` (else the selected card) now, or as soon as its item exists, for
   * at most CARD_FOCUS_FRAMES frames. A later call replaces an earlier one; the wait ends early when
   * the user moves the focus into a text field, a dialog or a menu meanwhile.
   */
  focus(personId?: string): void {
    this.cancel();
    const from = this.doc.activeElement;
    let framesLeft = CARD_FOCUS_FRAMES;
    const attempt = () => {
      this.frame = 0;
      const active = this.doc.activeElement;
      if (active !== from && focusTakenElsewhere(active)) return;
      const wanted = personId ? cardItem(this.doc, personId) : null;
      const selected = this.selectedId();
      const el = wanted ?? (selected ? cardItem(this.doc, selected) : null);
      if (el && active === el) return;
      // A modal dialog still closing makes the rest of the page inert: focus() then does nothing.
      el?.focus({ preventScroll: true });
      if (el && this.doc.activeElement === el) return;
      if (framesLeft-- > 0) this.frame = this.clock.request(attempt);
    };
    attempt();
  }

  cancel(): void {
    if (this.frame) this.clock.cancel(this.frame);
    this.frame = 0;
  }
}

const isCardItem = (el: EventTarget | null): boolean => el instanceof HTMLElement && el.getAttribute('role') === 'treeitem' && el.id.startsWith('tree-item-');

/**
 * The page's CardFocus. Also keeps the place across redraws: when the focus was on a card and a new
 * drawing or diff left it on the body, it goes to the selected card again.
 */
export function useCardFocus(engine: TreeEngine | null, drawing: unknown): CardFocus {
  const engineRef = useRef(engine);
  engineRef.current = engine;
  const [cardFocus] = useState(() => new CardFocus(() => engineRef.current?.getSnapshot().selectedId ?? null));
  const onCard = useRef(false);

  useEffect(() => {
    // A removed element gets no focusin elsewhere, so the last focusin still tells where the user was.
    const onFocusIn = (e: FocusEvent) => {
      onCard.current = isCardItem(e.target);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      cardFocus.cancel();
    };
  }, [cardFocus]);

  useEffect(() => {
    const active = document.activeElement;
    if (drawing && onCard.current && (!active || active === document.body)) cardFocus.focus();
  }, [drawing, cardFocus]);

  return cardFocus;
}
