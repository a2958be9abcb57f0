/** Quick actions (right click, long press): the registry's menu commands that apply to this person. */
import { useEffect, useRef } from 'react';
import { commandsForMenu, type TreeCommandContext, type TreeCommandsHost } from '../../commands';
import type { ScreenPoint } from '../../../src-engine';

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
  useEffect(() => {
    menu.current?.querySelector<HTMLButtonElement>('[role=menuitem]')?.focus();
    const away = (e: PointerEvent) => {
      if (!menu.current?.contains(e.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [onClose]);
  return (
    <div ref={menu} className="quick-actions" role="menu" aria-label="Quick actions" style={{ left: at.x, top: at.y }}>
      {commands.map((c) => (
        <button
          key={c.id}
          type="button"
          role="menuitem"
          onClick={() => {
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
          onClick={() => {
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
