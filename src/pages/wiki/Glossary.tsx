/**
 * Glossary terms for any page: `useGlossary()` loads the terms when the current route is flagged
 * displayGlossary, `GlossaryText` marks the terms in a string, and `GlossaryTerm` is the underlined
 * term whose explanation opens on hover, on keyboard focus and on tap.
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { fetchGlossary } from '../../api/wiki';
import { resolve } from '../../app/match';
import type { WikiGlossaryEntry } from '../../protocol/wiki';
import { buildMatcher, markTerms, type GlossaryMatcher } from './glossaryMatch';

/** Distance between a term and its explanation (platform spec 9). */
const TOOLTIP_DISTANCE = 10;
const EMPTY = buildMatcher([]);

/** Whether the current route asks for glossary terms (route meta displayGlossary). */
export function useGlossaryEnabled(): boolean {
  const [path] = useLocation();
  const resolved = resolve(path);
  return resolved.kind === 'route' && resolved.location.route.meta.displayGlossary === true;
}

/** The glossary matcher for this route: empty unless the route shows glossary terms. */
export function useGlossary(): GlossaryMatcher {
  const enabled = useGlossaryEnabled();
  const [entries, setEntries] = useState<WikiGlossaryEntry[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    fetchGlossary().then(
      (list) => live && setEntries(list),
      // Without the glossary the text still reads; the terms are simply not underlined.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return useMemo(() => (enabled && entries ? buildMatcher(entries) : EMPTY), [enabled, entries]);
}

export function GlossaryTerm({ entry, children }: { entry: WikiGlossaryEntry; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const termRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLSpanElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedAt = useRef(0);
  const id = useId();

  const placeBelowTerm = () => {
    const rect = termRef.current?.getBoundingClientRect();
    if (!rect) return;
    const width = Math.min(320, window.innerWidth - 16);
    setPlace({ top: rect.bottom + TOOLTIP_DISTANCE, left: Math.max(8, Math.min(rect.left, window.innerWidth - width - 8)) });
  };
  const show = () => {
    window.clearTimeout(closeTimer.current);
    if (!open) openedAt.current = Date.now();
    placeBelowTerm();
    setOpen(true);
  };
  // A short grace lets the pointer travel from the term into the explanation (to follow its link).
  const hideSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), 150);
  };

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!termRef.current?.contains(target) && !boxRef.current?.contains(target)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    // The explanation follows its term when the page scrolls (focus and the phone's toolbar scroll it too).
    const onScroll = () => placeBelowTerm();
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll);
    };
  }, [open]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  return (
    <span className="glossary">
      <button
        ref={termRef}
        type="button"
        className="glossary__term"
        aria-describedby={open ? id : undefined}
        aria-expanded={open}
        // Hover is a mouse's: a finger's tap also sends enter and leave, which must not close what the tap opened.
        onPointerEnter={(e) => e.pointerType === 'mouse' && show()}
        onPointerLeave={(e) => e.pointerType === 'mouse' && hideSoon()}
        onFocus={show}
        // A tap sends hover and focus just before the click: that click keeps the explanation open, a later one closes it.
        onClick={() => (open && Date.now() - openedAt.current > 500 ? setOpen(false) : show())}
      >
        {children}
      </button>
      {open && place && (
        <span
          ref={boxRef}
          id={id}
          role="tooltip"
          className="glossary__tip"
          style={{ top: place.top, left: place.left }}
          onPointerEnter={(e) => e.pointerType === 'mouse' && show()}
          onPointerLeave={(e) => e.pointerType === 'mouse' && hideSoon()}
        >
          <span className="glossary__title">{entry.title}</span>{' '}
          <span className="glossary__chars" lang="zh">
            {entry.characters}
            {entry.traditional !== entry.characters ? ` / ${entry.traditional}` : ''}
          </span>{' '}
          <span className="glossary__pinyin">{entry.pinyin}</span>
          {entry.imgUrl && <img className="glossary__img" src={entry.imgUrl} alt="" loading="lazy" />}
          <span className="glossary__content">{entry.content}</span>
          {entry.wikiUrl && (
            <Link className="glossary__more" href={entry.wikiUrl} onClick={() => setOpen(false)}>
              Read more
            </Link>
          )}
        </span>
      )}
    </span>
  );
}

/** Renders a string with its glossary terms marked, each term at its first occurrence. */
export function GlossaryText({ text, matcher }: { text: string; matcher: GlossaryMatcher }) {
  const pieces = markTerms(text, matcher, new Set());
  return (
    <>
      {pieces.map((p, i) =>
        typeof p === 'string' ? (
          p
        ) : (
          <GlossaryTerm key={i} entry={p.entry}>
            {p.text}
          </GlossaryTerm>
        ),
      )}
    </>
  );
}
