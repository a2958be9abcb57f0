/**
 * The suggestion list behind a place field: what the user typed is looked up after a short pause,
 * stale answers are dropped, arrows move through the list, Enter takes the active one and Escape
 * closes it. The tree editor's field (tree and gazetteer places) and the record search's (gazetteer)
 * differ only in what they look up and how they show an option.
 */
import { useEffect, useState, type KeyboardEvent } from 'react';
import { isCancelled } from '../../api/client';

const DELAY_MS = 200;

export interface PlaceSuggestions<T> {
  options: T[];
  active: number;
  open: boolean;
  /** Call with the field's new text. */
  typed(text: string): void;
  close(): void;
  onKeyDown(e: KeyboardEvent<HTMLInputElement>): void;
}

/** `lookup` null turns suggestions off (a plain field); `choose` hears the option taken. */
export function usePlaceSuggestions<T>(lookup: ((q: string) => Promise<T[]>) | null, choose: (option: T) => void, key: unknown = null): PlaceSuggestions<T> {
  const [text, setText] = useState<string | null>(null);
  const [options, setOptions] = useState<T[]>([]);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const q = text?.trim();
    if (!lookup || !q) return;
    let live = true;
    const timer = setTimeout(() => {
      lookup(q).then(
        (found) => {
          if (!live) return;
          setOptions(found);
          setActive(-1);
        },
        (err: unknown) => {
          if (live && !isCancelled(err)) setOptions([]);
        },
      );
    }, DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `lookup` is recreated by each render of its field; `key` names what it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, key, lookup === null]);

  const open = Boolean(text?.trim()) && options.length > 0;
  const close = () => {
    setText(null);
    setOptions([]);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const last = options.length - 1;
      setActive((i) => (e.key === 'ArrowDown' ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
    } else if (e.key === 'Enter' && active >= 0 && active < options.length) {
      e.preventDefault();
      choose(options[active]!);
      close();
    } else if (e.key === 'Escape') {
      // The field may sit in a panel that Escape would close.
      e.stopPropagation();
      close();
    }
  };
  return { options, active, open, typed: setText, close, onKeyDown };
}
