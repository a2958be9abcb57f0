/**
 * A button that opens a small menu under it (WAI-ARIA menu button): Enter, Space or the down arrow
 * open it on the first item, the arrows, Home and End move, Esc closes it back onto the button, Tab
 * or a press elsewhere closes it. The keys it handles go no further, so tree shortcuts never see them.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface MenuEntry {
  id: string;
  label: string;
  onSelect: () => void;
}

interface Props {
  /** The button's accessible name (its text may be a symbol). */
  label: string;
  children: ReactNode;
  /** The menu's accessible name. */
  menuLabel: string;
  items: MenuEntry[];
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  className?: string;
}

export function MenuButton({ label, children, menuLabel, items, align = 'start', className = 'tree-button' }: Props) {
  const [open, setOpen] = useState(false);
  const [focusAt, setFocusAt] = useState<'first' | 'last'>('first');
  const wrap = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const menuItems = () => [...(wrap.current?.querySelectorAll<HTMLButtonElement>('[role=menuitem]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const list = menuItems();
    (focusAt === 'last' ? list[list.length - 1] : list[0])?.focus();
    const away = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open, focusAt]);

  const openAt = (at: 'first' | 'last') => {
    setFocusAt(at);
    setOpen(true);
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    e.stopPropagation();
    openAt(e.key === 'ArrowUp' ? 'last' : 'first');
  };

  const onMenuKey = (e: KeyboardEvent) => {
    if (e.key === 'Tab') {
      setOpen(false);
      return;
    }
    // No key pressed in the menu reaches the tree's shortcuts: a letter would act on the card behind it.
    e.stopPropagation();
    const list = menuItems();
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (e.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    } else if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
    else return;
    e.preventDefault();
  };

  return (
    <span className="menu-button" ref={wrap}>
      <button
        ref={button}
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        onKeyDown={onButtonKey}
      >
        {children}
      </button>
      {open && (
        <span id={menuId} role="menu" aria-label={menuLabel} className={`menu-button__menu menu-button__menu--${align}`} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <button
              key={item.id}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                setOpen(false);
                button.current?.focus();
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </span>
      )}
    </span>
  );
}
