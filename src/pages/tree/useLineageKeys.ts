/**
 * Keys on the lineage list: the view commands of the registry (T tree, L lineage, P profile) act on
 * the generation whose row holds the focus, else on the start person, so a keyboard user goes back
 * and forth between the list and the canvas. Editing keys are the canvas's and stay there.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { commandForKey, keyCommands, type TreeCommandContext, type TreeCommandsHost } from '../../commands';
import { isTextEntry } from '../../machines/shortcuts';

const VIEW_COMMANDS = keyCommands.filter((c) => c.id === 'tree-view' || c.id === 'lineage' || c.id === 'profile');

/** The person of the list row that holds the focus, read from its data-person-id. */
function focusedRowPerson(): string | null {
  const row = document.activeElement?.closest<HTMLElement>('[data-person-id]');
  return row?.dataset.personId ?? null;
}

export function useLineageKeys(treeId: string | null, startPersonId: string | null, privateIds: ReadonlySet<string>): void {
  const [, navigate] = useLocation();
  const state = useRef({ treeId, startPersonId, privateIds, navigate });
  state.current = { treeId, startPersonId, privateIds, navigate };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const { treeId: tree, startPersonId: start, privateIds: hidden, navigate: go } = state.current;
      if (!tree || isTextEntry(document.activeElement as HTMLElement | null)) return;
      const personId = focusedRowPerson() ?? start;
      const ctx: TreeCommandContext = { treeId: tree, selectedPersonId: personId, selectedIsGhost: false, isWriteAllowed: false, panel: null, view: 'lineage' };
      const command = commandForKey(e, ctx, { chord: null, scope: 'active' }, VIEW_COMMANDS);
      if (!command || !personId) return;
      const host: Pick<TreeCommandsHost, 'navigate'> = {
        navigate: (view, id) => {
          const q = `start_person_id=${encodeURIComponent(id)}`;
          if (view === 'tree') go(`/familytree/${tree}?${q}`);
          else if (view === 'lineage') go(`/familytree/${tree}/lineage?${q}`);
          // The profile of a person shown as Living is not for this reader, as the row's missing link says.
          else if (!hidden.has(id)) go(`/familytree/${tree}/profile/${id}`);
        },
      };
      e.preventDefault();
      command.perform(ctx, host as TreeCommandsHost);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
