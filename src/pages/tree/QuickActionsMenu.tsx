/** Quick actions (right click, long press): the registry's menu commands that apply to this person. */
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { commandsForMenu, type TreeCommandContext, type TreeCommandsHost } from '../../commands';
import type { ScreenPoint } from '../../../src-engine';

const EDGE = 8;

/**
 * Where the menu goes: at the pointer, moved back inside the canvas when it would cross an edge (a
 * long press near the right side of a phone), so every item can be reached.
 */
export function placeMenu(at: ScreenPoint, menu: { width: number; height: number }, canvas: { width: number; height: number }): ScreenPoint {
  const fit = (p: number, size: number, room: number) => Math.max(EDGE, Math.min(p, room - size - EDGE));
  return { x: fit(at.x, menu.width, canvas.width), y: fit(at.y, menu.height, canvas.height) };
}

/** A page-only action listed after the registry's commands (it has no key). */
export interface ExtraAction {
  id: string;
  label: string;
  perform: () => void;
}

interface Props {
  extra?: ExtraAction[];
  ctx: TreeCommandContext;
  host: TreeCommandsHost;
  at: ScreenPoint;
  onClose: () => void;
}

export function QuickActionsMenu({ ctx, host, at, onClose, extra = [] }: Props) {
  const menu = useRef<HTMLDivElement>(null);
  const commands = commandsForMenu(ctx);
  const [pos, setPos] = useState(at);
  // A long press opens the menu under the finger, and lifting that finger sends a click to whichever
  // item is now under it. Only a pointer pressed on the menu itself may choose; keyboard clicks
  // (detail 0) always may.
  const pressedHere = useRef(false);
  const chosen = (e: MouseEvent) => e.detail === 0 || pressedHere.current;
  useLayoutEffect(() => {
    const el = menu.current;
    const canvas = el?.offsetParent;
    if (!el || !canvas) return;
    setPos(placeMenu(at, { width: el.offsetWidth, height: el.offsetHeight }, { width: canvas.clientWidth, height: canvas.clientHeight }));
  }, [at]);
  useEffect(() => {
    menu.current?.querySelector<HTMLButtonElement>('[role=menuitem]')?.focus();
    const away = (e: PointerEvent) => {
      if (!menu.current?.contains(e.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [onClose]);
  return (
    <div ref={menu} className="quick-actions" role="menu" aria-label="Quick actions" style={{ left: pos.x, top: pos.y }} onPointerDown={() => (pressedHere.current = true)}>
      {commands.map((c) => (
        <button
          key={c.id}
          type="button"
          role="menuitem"
          onClick={(e) => {
            if (!chosen(e)) return;
            onClose();
            c.perform(ctx, host);
          }}
        >
          <span>{c.label}</span>
          <kbd>{c.kbd}</kbd>
        </button>
      ))}
      {extra.map((a) => (
        <button
          key={a.id}
          type="button"
          role="menuitem"
          onClick={(e) => {
            if (!chosen(e)) return;
            onClose();
            a.perform();
          }}
        >
          <span>{a.label}</span>
        </button>
      ))}
    </div>
  );
}
